// The room chat port (a shared segment of its own, like shared/video): join a room's chat by its
// hxRoomId on the vendor SDK or the sim's chat channel, each a lazy chunk.
export { connectChat } from "./connect-chat";
export type { ChatEvent, ChatIdentity, ChatListener, ChatMessage, ChatRefusal, ChatRole, ChatSession, SendOutcome } from "./chat-port";
