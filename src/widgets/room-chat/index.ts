export { RoomChat, type RoomChatProps } from "./ui/room-chat";
// The send box with the room chat's limits and messages, and the chat model (a room joined through
// the chat port), reused by the individual center's private chat.
export { ChatComposer } from "./ui/chat-composer";
export { useRoomChat } from "./model/use-room-chat";
