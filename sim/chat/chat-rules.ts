// The chat's limits and the role table (docs/product-rules.md "Room chat and moderation"): the
// sim enforces what the client checks first, so a client that skips its checks is still refused.

export const CHAT_LIMITS = {
  /** Characters of one message. */
  maxLength: 50,
  /** One message per this many ms per sender. */
  floodMs: 2000,
  /** Messages a joining client gets as history. */
  historySize: 50,
  /** Admins a room may have besides its anchor. */
  maxAdmins: 10,
} as const;

export const CHAT_TEXTS = {
  login: "请先登录",
  muted: "您已被禁言",
  flood: "发言太快了，请稍后再试",
  length: `发言不能超过${CHAT_LIMITS.maxLength}个字`,
  empty: "请输入内容",
  kicked: "您已被踢出直播间",
  notJoined: "尚未进入聊天室",
  noRoom: "直播间不存在",
  /** A private conversation the caller is not a side of (or a guest). */
  noConversation: "会话不存在",
} as const;

export type ModerationAction = "mute" | "kick" | "removeMessage" | "setAdmin" | "audience" | "editRoom";
export type RoomRole = "anchor" | "admin" | "user" | "guest";

/**
 * Whether `actor` may do `action` to someone of `target` role (a message's author for
 * removeMessage). The anchor may do anything to anyone but itself; an admin mutes, kicks and
 * removes messages of plain users only; setting admins and editing the room are the anchor's.
 */
export function mayModerate(actor: RoomRole, action: ModerationAction, target: RoomRole = "user"): boolean {
  if (actor === "anchor") return target !== "anchor" || action === "removeMessage" || action === "audience" || action === "editRoom";
  if (actor !== "admin") return false;
  if (action === "audience") return true;
  if (action === "setAdmin" || action === "editRoom") return false;
  return target === "user" || target === "guest";
}
