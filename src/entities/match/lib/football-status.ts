// Football status groups and short texts (docs/product-rules.md "Statuses"); the ids are the wire's.
import { FOOTBALL_STATUS as S } from "#wire";
import type { StatusGroup } from "../model/match-types";

export function footballStatusGroup(statusId: number): StatusGroup {
  if (statusId === S.NOT_STARTED) return "no_start";
  if (statusId >= S.FIRST_HALF && statusId <= S.PENALTY_SHOOTOUT) return "going";
  if (statusId === S.FINISHED) return "finish";
  return "other";
}

// The map 未, 中, 加, 点, 完, 推迟, 中断, 腰斩, 取消, 待定 over ids 1..13: the three regular in-play
// ids read 中, overtime 加, the other in-play ids (penalties) 点.
const STATUS_TEXT: Record<number, string> = {
  [S.NOT_STARTED]: "未",
  [S.FIRST_HALF]: "中",
  [S.HALF_TIME]: "中",
  [S.SECOND_HALF]: "中",
  [S.OVERTIME]: "加",
  [S.OTHER_IN_PLAY]: "点",
  [S.PENALTY_SHOOTOUT]: "点",
  [S.FINISHED]: "完",
  [S.POSTPONED]: "推迟",
  [S.INTERRUPTED]: "中断",
  [S.ABANDONED]: "腰斩",
  [S.CANCELLED]: "取消",
  [S.PENDING]: "待定",
};

export const footballStatusText = (statusId: number): string => STATUS_TEXT[statusId] ?? "";

/** From the second half up to full time the half-time score is shown (docs/product-rules.md "Match clock"). */
export const showsHalfTimeScore = (statusId: number) => statusId > S.HALF_TIME && statusId <= S.FINISHED;

/** The score is shown once the match has started; before that the list shows VS. */
export const showsScore = (statusId: number) => statusId > S.NOT_STARTED;
