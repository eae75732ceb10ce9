// The sim's room-chat channel frames (docs/api-calls.md "Chat and moderation"): JSON text, one
// object a frame, `type` first. The client's sim adapter (src/shared/chat) reads the same shapes.

export type ChatRole = "anchor" | "admin" | "user";

export interface ChatMessage {
  /** Unique in the room: `{roomId}-{seq}`. */
  id: string;
  customId: number;
  nickname: string;
  level: number;
  role: ChatRole;
  /** As sent: plain text, never markup (the client shows it as text). */
  text: string;
  /** Sim ms. */
  time: number;
}

export type ChatRefusal = "login" | "muted" | "flood" | "length" | "empty" | "kicked" | "not-joined";

/** Client → server. */
export type ChatClientFrame =
  | { type: "join"; hxRoomId: string; token?: string }
  | { type: "send"; clientId: string; text: string };

/** Server → client. */
export type ChatServerFrame =
  | {
      type: "joined";
      hxRoomId: string;
      roomId: number;
      anchorCustomId: number;
      /** null for a guest. */
      self: { customId: number; role: ChatRole; muted: boolean } | null;
      /** The room's recent messages, oldest first. */
      history: ChatMessage[];
    }
  | { type: "join-refused"; reason: "no-room" | "kicked"; msg: string }
  | { type: "message"; message: ChatMessage }
  | { type: "sent"; clientId: string; message: ChatMessage }
  | { type: "refused"; clientId: string; reason: ChatRefusal; msg: string }
  | { type: "muted"; customId: number; muted: boolean }
  | { type: "kicked"; customId: number }
  | { type: "removed"; messageId: string }
  | { type: "admin"; customId: number; admin: boolean };

/** Parses one client frame; null for anything else (ignored, as the real service would). */
export function parseClientFrame(text: string): ChatClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const frame = value as Record<string, unknown>;
  if (frame["type"] === "join" && typeof frame["hxRoomId"] === "string") {
    const token = typeof frame["token"] === "string" ? frame["token"] : undefined;
    return { type: "join", hxRoomId: frame["hxRoomId"], token };
  }
  if (frame["type"] === "send" && typeof frame["clientId"] === "string" && typeof frame["text"] === "string") {
    return { type: "send", clientId: frame["clientId"], text: frame["text"] };
  }
  return null;
}
