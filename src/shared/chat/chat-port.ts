// The room chat port: what the room chat widget needs from a chat service, whichever runs it (the
// vendor SDK or the sim's chat channel). docs/api-calls.md "Chat and moderation" has the semantics.

export type ChatRole = "anchor" | "admin" | "user";

export interface ChatMessage {
  /** The service's id (a removal names it). */
  id: string;
  customId: number;
  nickname: string;
  level: number;
  role: ChatRole;
  /** Plain text: shown as text, never as markup. */
  text: string;
  /** ms. */
  time: number;
}

/** Who chats: a signed-in user; a guest (null) only reads. */
export interface ChatIdentity {
  customId: number;
  nickname: string;
  level: number;
  /** The access token (the sim reads the account from it; the vendor logs in with it). */
  token: string;
}

export type ChatRefusal = "login" | "muted" | "flood" | "length" | "empty" | "kicked" | "not-joined" | "failed";

export type SendOutcome = { ok: true; message: ChatMessage } | { ok: false; reason: ChatRefusal; msg: string };

export type ChatEvent =
  | { type: "joined"; self: { role: ChatRole; muted: boolean } | null; history: ChatMessage[] }
  | { type: "join-refused"; reason: "no-room" | "kicked" | "failed"; msg: string }
  | { type: "message"; message: ChatMessage }
  | { type: "muted"; customId: number; muted: boolean }
  | { type: "kicked"; customId: number }
  | { type: "removed"; messageId: string }
  | { type: "admin"; customId: number; admin: boolean }
  /** The connection dropped; the adapter rejoins by itself (a fresh "joined" follows). */
  | { type: "lost" };

export type ChatListener = (event: ChatEvent) => void;

export interface ChatSession {
  /** Resolves when the service confirms (with its message) or refuses. */
  send(text: string): Promise<SendOutcome>;
  leave(): void;
}

/** An adapter: joins `hxRoomId` as `identity` and reports into `listener` until left. */
export type OpenChat = (hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener) => Promise<ChatSession>;

/** Texts the adapters fall back on when the service gives none. */
export const CHAT_PORT_TEXTS = {
  sendFailed: "发送失败",
  joinFailed: "聊天室连接失败",
  muted: "您已被禁言",
  flood: "发言太快了，请稍后再试",
  login: "请先登录",
} as const;
