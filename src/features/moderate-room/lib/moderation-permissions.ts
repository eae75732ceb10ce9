// Who may moderate whom in a room (docs/product-rules.md "Room chat and moderation", the role
// table); the sim enforces the same table, so the client only offers what the server allows.

export type RoomRole = "anchor" | "admin" | "user" | "guest";
export type ModerationAction = "mute" | "kick" | "removeMessage" | "setAdmin" | "audience" | "editRoom";

/**
 * Whether `actor` may do `action` to someone of role `target` (for removeMessage: the author).
 * The anchor: everything, to anyone but itself (it may remove its own messages). A room admin:
 * mute, kick and remove messages of plain users, see the audience. Users and guests: nothing.
 */
export function mayModerate(actor: RoomRole, action: ModerationAction, target: RoomRole = "user"): boolean {
  if (actor === "anchor") return target !== "anchor" || action === "removeMessage" || action === "audience" || action === "editRoom";
  if (actor !== "admin") return false;
  if (action === "audience") return true;
  if (action === "setAdmin" || action === "editRoom") return false;
  return target === "user" || target === "guest";
}

/** Actions offered on one message or audience row: what the actor may do to its person. */
/** The actions a menu offers: those of actionsOn, 删除消息 only on a message. */
export function menuActions(actor: RoomRole, target: RoomRole, isSelf: boolean, onMessage: boolean): Array<Exclude<ModerationAction, "audience" | "editRoom">> {
  return actionsOn(actor, target, isSelf).filter((action) => action !== "removeMessage" || onMessage);
}

export function actionsOn(actor: RoomRole, target: RoomRole, isSelf: boolean): Array<Exclude<ModerationAction, "audience" | "editRoom">> {
  const all = ["mute", "kick", "setAdmin", "removeMessage"] as const;
  return all.filter((action) => (isSelf ? action === "removeMessage" && actor === "anchor" : mayModerate(actor, action, target)));
}
