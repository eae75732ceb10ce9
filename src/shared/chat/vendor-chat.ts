// The vendor adapter: Agora Chat (the Easemob SDK's successor with the same surface), loaded only
// when VITE_CHAT_APP_KEY is set. The chat room id is the room's hxRoomId; the sender's nickname,
// level and role travel in the message's `ext`. Moderation runs on the product API, whose server
// drives the vendor; the vendor tells the affected user (muteMember, removeMember, setAdmin, …) and
// the room (a recall) and this adapter reports those as the port's events.
import type { AgoraChat } from "agora-chat";
import { CHAT_PORT_TEXTS, type ChatIdentity, type ChatListener, type ChatMessage, type ChatRole, type ChatSession, type SendOutcome } from "./chat-port";

const HANDLER_ID = "kanqiu-room-chat";
/** The vendor's refusals for a muted sender and for sending too fast (its status codes). */
const MUTED_CODES = new Set([219, 507]);
const LIMITED_CODES = new Set([509]);

const asRole = (value: unknown): ChatRole => (value === "anchor" || value === "admin" ? value : "user");

function toMessage(body: AgoraChat.TextMsgBody): ChatMessage {
  const ext = body.ext ?? {};
  return {
    id: body.id,
    customId: Number(body.from ?? 0),
    nickname: typeof ext["nickname"] === "string" ? ext["nickname"] : (body.from ?? ""),
    level: typeof ext["level"] === "number" ? ext["level"] : 0,
    role: asRole(ext["role"]),
    text: body.msg,
    time: body.time,
  };
}

function refusalOf(error: unknown): SendOutcome {
  const code = typeof error === "object" && error !== null ? (error as { type?: unknown }).type : undefined;
  if (typeof code === "number" && MUTED_CODES.has(code)) return { ok: false, reason: "muted", msg: CHAT_PORT_TEXTS.muted };
  if (typeof code === "number" && LIMITED_CODES.has(code)) return { ok: false, reason: "flood", msg: CHAT_PORT_TEXTS.flood };
  return { ok: false, reason: "failed", msg: CHAT_PORT_TEXTS.sendFailed };
}

export async function openVendorChat(appKey: string, hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener): Promise<ChatSession> {
  const { default: sdk } = await import("agora-chat");
  const connection = new sdk.connection({ appKey });
  let role: ChatRole = "user";
  const self = identity ? String(identity.customId) : null;

  connection.addEventHandler(HANDLER_ID, {
    onTextMessage: (body) => {
      if (body.chatType === "chatRoom" && body.to === hxRoomId) listener({ type: "message", message: toMessage(body) });
    },
    onRecallMessage: (body) => listener({ type: "removed", messageId: body.mid }),
    onChatroomEvent: (event) => {
      if (event.id !== hxRoomId || !identity) return;
      const me = identity.customId;
      switch (event.operation) {
        case "muteMember":
        case "unmuteMember":
          listener({ type: "muted", customId: me, muted: event.operation === "muteMember" });
          return;
        case "removeMember":
          listener({ type: "kicked", customId: me });
          return;
        case "setAdmin":
        case "removeAdmin":
          role = event.operation === "setAdmin" ? "admin" : "user";
          listener({ type: "admin", customId: me, admin: event.operation === "setAdmin" });
          return;
        default:
      }
    },
    onDisconnected: () => listener({ type: "lost" }),
  });

  // The vendor has no anonymous member: a guest gets no chat (the widget shows the login prompt).
  if (!identity || !self) {
    listener({ type: "join-refused", reason: "failed", msg: CHAT_PORT_TEXTS.login });
    return { send: () => Promise.resolve({ ok: false, reason: "login", msg: CHAT_PORT_TEXTS.login }), leave: () => connection.removeEventHandler(HANDLER_ID) };
  }
  try {
    await connection.open({ user: self, accessToken: identity.token });
    await connection.joinChatRoom({ roomId: hxRoomId });
    listener({ type: "joined", self: { role, muted: false }, history: [] });
  } catch {
    listener({ type: "join-refused", reason: "failed", msg: CHAT_PORT_TEXTS.joinFailed });
  }

  return {
    async send(text) {
      const body = sdk.message.create({ type: "txt", chatType: "chatRoom", to: hxRoomId, msg: text, ext: { nickname: identity.nickname, level: identity.level, role } });
      try {
        const sent = await connection.send(body);
        return { ok: true, message: { id: sent.serverMsgId, customId: identity.customId, nickname: identity.nickname, level: identity.level, role, text, time: Date.now() } };
      } catch (error) {
        return refusalOf(error);
      }
    },
    leave() {
      connection.removeEventHandler(HANDLER_ID);
      void connection.leaveChatRoom({ roomId: hxRoomId }).catch(() => {}).finally(() => connection.close());
    },
  };
}
