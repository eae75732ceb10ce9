export { LiveCell } from "./ui/live-cell";
