export { LiveRoomPage } from "./ui/live-room-page";
