// Whether a live room may be entered (docs/product-rules.md "Live room"): only a room that exists,
// is started, and the user was not kicked from. A guest has no kick record (the check is skipped).
// Every outcome carries the spec's text verbatim; the page decides how each shows.
import { sportOfType, type Sport } from "@/shared/config";

export type RoomStatus = "start" | "end" | "illegal";

export interface RoomStatusReply {
  exist: boolean;
  livingRoomStatus: RoomStatus;
}

export interface KickStatusReply {
  kickRecord: boolean;
  /** The room's match (0 when unknown). */
  matchId: number;
  sportType: number;
}

export const ENTRY_TEXT = {
  kicked: "您已被踢出直播间",
  offerDetail: "您无法进入直播间，是否查看赛事详情",
  ended: "直播间已关闭",
  banned: "直播间已封禁",
  failed: "进入直播间失败",
} as const;

export type EntryDecision =
  | { kind: "enter" }
  /** The room shows with the player's 直播已结束 panel; a warning says so. */
  | { kind: "ended"; message: typeof ENTRY_TEXT.ended }
  /** The room shows with the player's 直播已被封禁 panel; a warning says so. */
  | { kind: "banned"; message: typeof ENTRY_TEXT.banned }
  /** Refused, nothing else to offer. */
  | { kind: "kicked"; message: typeof ENTRY_TEXT.kicked }
  /** Refused, but the match is known: a confirm offers its detail in a new tab. */
  | { kind: "offer-detail"; message: typeof ENTRY_TEXT.offerDetail; matchId: number; sport: Sport }
  /** `missing`: the room does not exist (retrying will not help); `unreachable`: a check failed. */
  | { kind: "failed"; message: typeof ENTRY_TEXT.failed; reason: "missing" | "unreachable" };

export interface EntryChecks {
  /** null: the status call failed. */
  status: RoomStatusReply | null;
  /** "guest": not signed in, no check; null: the call failed. */
  kick: KickStatusReply | null | "guest";
}

export function decideRoomEntry({ status, kick }: EntryChecks): EntryDecision {
  if (!status) return { kind: "failed", message: ENTRY_TEXT.failed, reason: "unreachable" };
  if (!status.exist) return { kind: "failed", message: ENTRY_TEXT.failed, reason: "missing" };
  if (status.livingRoomStatus === "illegal") return { kind: "banned", message: ENTRY_TEXT.banned };
  if (status.livingRoomStatus === "end") return { kind: "ended", message: ENTRY_TEXT.ended };
  if (kick === "guest") return { kind: "enter" };
  if (!kick) return { kind: "failed", message: ENTRY_TEXT.failed, reason: "unreachable" };
  if (!kick.kickRecord) return { kind: "enter" };
  const sport = sportOfType(kick.sportType);
  if (kick.matchId > 0 && sport) return { kind: "offer-detail", message: ENTRY_TEXT.offerDetail, matchId: kick.matchId, sport };
  return { kind: "kicked", message: ENTRY_TEXT.kicked };
}
