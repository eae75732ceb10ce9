// Football status ids, their groups and short texts (spec 1 §4).
import type { StatusGroup } from "../model/match-types";

export const FOOTBALL_STATUS = {
  NOT_STARTED: 1,
  FIRST_HALF: 2,
  HALF_TIME: 3,
  SECOND_HALF: 4,
  OVERTIME: 5,
  FINISHED: 8,
} as const;

export function footballStatusGroup(statusId: number): StatusGroup {
  if (statusId === 1) return "no_start";
  if (statusId >= 2 && statusId <= 7) return "going";
  if (statusId === 8) return "finish";
  return "other";
}

// Spec 1 §4's map 未, 中, 加, 点, 完, 推迟, 中断, 腰斩, 取消, 待定, over ids 1..13: the three
// regular in-play ids read 中, overtime 加, the other in-play ids (penalties) 点.
const STATUS_TEXT: Record<number, string> = {
  1: "未",
  2: "中",
  3: "中",
  4: "中",
  5: "加",
  6: "点",
  7: "点",
  8: "完",
  9: "推迟",
  10: "中断",
  11: "腰斩",
  12: "取消",
  13: "待定",
};

export const footballStatusText = (statusId: number): string => STATUS_TEXT[statusId] ?? "";

/** Statuses above 3 up to 8 show the half-time score (spec 1 §4, match clock). */
export const showsHalfTimeScore = (statusId: number) => statusId > 3 && statusId <= 8;

/** The score is shown once the match has started; before that the list shows VS. */
export const showsScore = (statusId: number) => statusId > 1;
