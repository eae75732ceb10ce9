export { LiveCell } from "./ui/live-cell";
export { roomEntryQuery } from "./api/room-entry-request";
export { decideRoomEntry, ENTRY_TEXT, type EntryDecision } from "./lib/entry-decision";
