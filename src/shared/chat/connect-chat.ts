// Connects the room chat to its service: the vendor SDK when an app key is configured, else the
// sim's chat channel. Each adapter is a lazy chunk, so no page ships chat code before it shows a chat.
import { chatAppKey } from "@/shared/config";
import { CHAT_PORT_TEXTS, type ChatIdentity, type ChatListener, type ChatSession } from "./chat-port";

/**
 * Joins `hxRoomId`; the session is usable at once (a send waits for the adapter). Leaving before
 * the adapter has loaded still leaves whatever opens afterwards, and reports nothing more.
 */
export function connectChat(hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener): ChatSession {
  let left = false;
  const guarded: ChatListener = (event) => {
    if (!left) listener(event);
  };
  const appKey = chatAppKey;
  const opened: Promise<ChatSession | null> = (
    appKey
      ? import("./vendor-chat").then(({ openVendorChat }) => openVendorChat(appKey, hxRoomId, identity, guarded))
      : import("./sim-chat").then(({ openSimChat }) => openSimChat(hxRoomId, identity, guarded))
  ).then(
    (session) => {
      if (left) session.leave();
      return session;
    },
    () => {
      guarded({ type: "join-refused", reason: "failed", msg: CHAT_PORT_TEXTS.joinFailed });
      return null;
    },
  );
  return {
    async send(text) {
      const session = await opened;
      return session ? session.send(text) : { ok: false, reason: "failed", msg: CHAT_PORT_TEXTS.sendFailed };
    },
    leave() {
      left = true;
      void opened.then((session) => session?.leave());
    },
  };
}
