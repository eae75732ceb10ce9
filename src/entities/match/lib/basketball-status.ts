// Basketball status groups (docs/product-rules.md "Statuses"): going 2–9, not started 1, finished
// 10, other 11–15 and 0; the ids are the wire's.
import { BASKETBALL_STATUS as S } from "#wire";
import type { StatusGroup } from "../model/match-types";

export function basketballStatusGroup(statusId: number): StatusGroup {
  if (statusId === S.NOT_STARTED) return "no_start";
  if (statusId >= S.FIRST_QUARTER && statusId <= S.OVERTIME) return "going";
  if (statusId === S.FINISHED) return "finish";
  return "other";
}
