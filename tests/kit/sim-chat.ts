// The chat port wired straight to a test sim's chat service (reached as "#test-kit/sim-chat"): what
// the /ws/chat host does over a socket, in process, so a page test chats against the sim.
import type { ChatListener, ChatSession, ChatIdentity, SendOutcome } from "@/shared/chat";
import type { SimBackend } from "../../sim/backend";
import { chatOf } from "../../sim/chat/chat-registry";

export function simChatConnector(backend: SimBackend) {
  return (hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener): ChatSession => {
    const pending = new Map<string, (outcome: SendOutcome) => void>();
    let count = 0;
    const connection = chatOf(backend).connect((frame) => {
      if (frame.type === "sent" || frame.type === "refused") {
        const resolve = pending.get(frame.clientId);
        pending.delete(frame.clientId);
        resolve?.(frame.type === "sent" ? { ok: true, message: frame.message } : { ok: false, reason: frame.reason, msg: frame.msg });
      } else if (frame.type === "joined") listener({ type: "joined", self: frame.self && { role: frame.self.role, muted: frame.self.muted }, history: frame.history });
      else listener(frame);
    });
    connection.receive(JSON.stringify({ type: "join", hxRoomId, token: identity?.token }));
    return {
      send: (text) =>
        new Promise((resolve) => {
          const clientId = `c${++count}`;
          pending.set(clientId, resolve);
          connection.receive(JSON.stringify({ type: "send", clientId, text }));
        }),
      leave: () => connection.close(),
    };
  };
}
