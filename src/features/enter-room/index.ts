export { LiveCell, type LiveCellProps } from "./ui/live-cell";
