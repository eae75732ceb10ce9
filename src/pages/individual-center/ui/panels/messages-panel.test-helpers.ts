// The mocked chat port of messages-panel.test.tsx: each test points it at its sim.
import type { ChatIdentity, ChatListener, ChatSession } from "@/shared/chat";

export const chatServerFrameSink: { connect: ((hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener) => ChatSession) | null } = { connect: null };

export const connectViaHolder = (hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener): ChatSession => chatServerFrameSink.connect!(hxRoomId, identity, listener);
