// The football match clock of spec 1 §4: 45'+N up to 5 then 45+, 90'+N up to 15 then 90+.
import { FOOTBALL_STATUS } from "./football-status";

export function footballClockText(statusId: number, goingTime: number): string {
  if (statusId === FOOTBALL_STATUS.HALF_TIME) return "中场";
  if (statusId === FOOTBALL_STATUS.FIRST_HALF) return stoppageText(goingTime, 45, 5);
  if (statusId === FOOTBALL_STATUS.SECOND_HALF) return stoppageText(Math.max(goingTime, 46), 90, 15);
  if (statusId === FOOTBALL_STATUS.OVERTIME) return `${goingTime}'`;
  return "";
}

function stoppageText(minute: number, periodEnd: number, maxShownStoppage: number): string {
  if (minute <= periodEnd) return `${Math.max(minute, 1)}'`;
  const stoppage = minute - periodEnd;
  return stoppage <= maxShownStoppage ? `${periodEnd}'+${stoppage}` : `${periodEnd}+`;
}
