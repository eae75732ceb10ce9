export { RoomChat, type RoomChatProps } from "./ui/room-chat";
