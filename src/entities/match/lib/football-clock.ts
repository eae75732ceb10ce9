// The football match clock (docs/product-rules.md "Match clock"): 45'+N up to 5 then 45+, 90'+N
// up to 15 then 90+.
//
// Two rules of the contract touch the same minutes: "90'+N up to 15, then 90+" and "the home
// display caps at 90 with a plus beyond".
// They coexist like this: the match lists (the grid) use footballClockText — a regular-time
// minute never reads above 90, stoppage shows as 90'+N, then 90+ (extra time, status 5, is its
// own period and shows its minute) — and the home page's compact displays (live-room list, focus
// cards) use footballClockCapped, which keeps no stoppage or extra-time detail: 90+.
import { FOOTBALL_STATUS } from "#wire";

export function footballClockText(statusId: number, goingTime: number): string {
  if (statusId === FOOTBALL_STATUS.HALF_TIME) return "中场";
  if (statusId === FOOTBALL_STATUS.FIRST_HALF) return stoppageText(goingTime, 45, 5);
  if (statusId === FOOTBALL_STATUS.SECOND_HALF) return stoppageText(Math.max(goingTime, 46), 90, 15);
  if (statusId === FOOTBALL_STATUS.OVERTIME) return `${goingTime}'`;
  return "";
}

/** The home display: minutes capped at 90 with a plus beyond, half-time as 中场. */
export function footballClockCapped(statusId: number, goingTime: number): string {
  if (statusId === FOOTBALL_STATUS.HALF_TIME) return "中场";
  if (statusId < FOOTBALL_STATUS.FIRST_HALF || statusId > FOOTBALL_STATUS.OVERTIME) return "";
  const minute = statusId === FOOTBALL_STATUS.SECOND_HALF ? Math.max(goingTime, 46) : Math.max(goingTime, 1);
  return minute > 90 ? "90+" : `${minute}'`;
}

function stoppageText(minute: number, periodEnd: number, maxShownStoppage: number): string {
  if (minute <= periodEnd) return `${Math.max(minute, 1)}'`;
  const stoppage = minute - periodEnd;
  return stoppage <= maxShownStoppage ? `${periodEnd}'+${stoppage}` : `${periodEnd}+`;
}
