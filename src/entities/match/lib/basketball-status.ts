// Basketball statuses (docs/product-rules.md "Statuses"): groups, texts for four-quarter (ncaa 0)
// and two-half (ncaa 1) leagues, and the period clock. The ids are the wire's; 12–15 read
// cancelled, postponed, abandoned, to be determined (the decided reading, wire/statuses.ts).
import { BASKETBALL_STATUS as S } from "#wire";
import type { StatusGroup } from "../model/match-types";

export function basketballStatusGroup(statusId: number): StatusGroup {
  if (statusId === S.NOT_STARTED) return "no_start";
  if (statusId >= S.FIRST_QUARTER && statusId <= S.OVERTIME) return "going";
  if (statusId === S.FINISHED) return "finish";
  return "other";
}

/** ncaa 1: a league played in two halves; anything else plays four quarters. */
export const playsHalves = (ncaa: number) => ncaa === 1;

const QUARTERS_TEXT: Record<number, string> = {
  [S.ABNORMAL]: "异常",
  [S.NOT_STARTED]: "未开赛",
  [S.FIRST_QUARTER]: "第一节",
  [S.FIRST_QUARTER_END]: "第一节完",
  [S.SECOND_QUARTER]: "第二节",
  [S.SECOND_QUARTER_END]: "中场",
  [S.THIRD_QUARTER]: "第三节",
  [S.THIRD_QUARTER_END]: "第三节完",
  [S.FOURTH_QUARTER]: "第四节",
  [S.OVERTIME]: "加时",
  [S.FINISHED]: "完场",
  [S.INTERRUPTED]: "中断",
  [S.CANCELLED]: "取消",
  [S.POSTPONED]: "推迟",
  [S.ABANDONED]: "腰斩",
  [S.PENDING]: "待定",
};

// 2 first half, 3 half-time, 4 second half. 5–8 do not occur in halves leagues; should one come,
// it is still play, so it reads 进行中 rather than a quarter the league does not have.
const HALVES_TEXT: Record<number, string> = {
  ...QUARTERS_TEXT,
  [S.FIRST_QUARTER]: "上半场",
  [S.FIRST_QUARTER_END]: "中场",
  [S.SECOND_QUARTER]: "下半场",
  [S.SECOND_QUARTER_END]: "进行中",
  [S.THIRD_QUARTER]: "进行中",
  [S.THIRD_QUARTER_END]: "进行中",
  [S.FOURTH_QUARTER]: "进行中",
};

/** The status label of ids 0–15 for the league's ncaa; "" for an unknown id. */
export const basketballStatusText = (statusId: number, ncaa: number): string =>
  (playsHalves(ncaa) ? HALVES_TEXT : QUARTERS_TEXT)[statusId] ?? "";

const QUARTERS_RUNNING: ReadonlySet<number> = new Set([S.FIRST_QUARTER, S.SECOND_QUARTER, S.THIRD_QUARTER, S.FOURTH_QUARTER, S.OVERTIME]);
const HALVES_RUNNING: ReadonlySet<number> = new Set([S.FIRST_QUARTER, S.SECOND_QUARTER, S.OVERTIME]);

/** A period is being played (not a break): quarters 2, 4, 6, 8 or halves 2, 4, and overtime 9. */
export const basketballPeriodRunning = (statusId: number, ncaa: number): boolean =>
  (playsHalves(ncaa) ? HALVES_RUNNING : QUARTERS_RUNNING).has(statusId);

/**
 * Minutes left in the running period as `${goingTime}'` (goingTime counts down:
 * docs/wire-protocol.md "Codes", 102); "" in a break, outside play or with no minutes reported.
 */
export const basketballClockText = (statusId: number, ncaa: number, goingTime: number): string =>
  goingTime > 0 && basketballPeriodRunning(statusId, ncaa) ? `${goingTime}'` : "";
