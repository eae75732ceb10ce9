// Basketball status groups (spec 1 §4): going 2-9, not started 1, finished 10, other 11-15 and 0.
import type { StatusGroup } from "../model/match-types";

export function basketballStatusGroup(statusId: number): StatusGroup {
  if (statusId === 1) return "no_start";
  if (statusId >= 2 && statusId <= 9) return "going";
  if (statusId === 10) return "finish";
  return "other";
}
