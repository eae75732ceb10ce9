export { RoomChat, type RoomChatProps } from "./ui/room-chat";
// The send box with the room chat's limits and messages, reused by the individual center's private chat.
export { ChatComposer } from "./ui/chat-composer";
export { checkDraft, type DraftProblem } from "./lib/chat-limits";
