// What a match's detail subscription (20/120) has pushed about it: its score, status and clock,
// and basketball's overtime (150), laid over the snapshot a page came with (a live room's match).
// The same rules as a listed match's pushes (apply-score-update, apply-overtime-score): an empty
// score array or a status of 0 leaves that field as it was; a pushed score array is the whole one.
import type { ListPush } from "../model/match-types";
import { isOvertimeUpdate, withOvertime } from "./apply-overtime-score";
import type { MatchSnapshot } from "./match-snapshot";

type Side = "home" | "away";
const SCORES = { home: "homeScores", away: "awayScores" } as const;

export interface DetailPushed {
  statusId?: number;
  goingTime?: number;
  homeScores?: readonly number[];
  awayScores?: readonly number[];
  /** Overtime points pushed while that side's scores were not: laid on the snapshot's scores. */
  overtime?: Partial<Record<Side, number>>;
}

function withPendingOvertime(pushed: DetailPushed, side: Side, points: number): DetailPushed {
  const scores = pushed[SCORES[side]];
  if (scores) return { ...pushed, [SCORES[side]]: withOvertime(scores, points) };
  return { ...pushed, overtime: { ...pushed.overtime, [side]: points } };
}

function withPushedScores(pushed: DetailPushed, side: Side, scores: readonly number[]): DetailPushed {
  if (scores.length === 0) return pushed;
  const { [side]: _replaced, ...overtime } = pushed.overtime ?? {};
  return { ...pushed, [SCORES[side]]: scores, overtime };
}

export function applyDetailPush(pushed: DetailPushed, push: ListPush): DetailPushed {
  if (isOvertimeUpdate(push)) {
    const [home, away] = push.overtime;
    return withPendingOvertime(withPendingOvertime(pushed, "home", home), "away", away);
  }
  let next: DetailPushed = { ...pushed, goingTime: push.goingTime };
  if (push.statusId > 0) next.statusId = push.statusId;
  next = withPushedScores(next, "home", push.homeScore);
  return withPushedScores(next, "away", push.awayScore);
}

/** The snapshot with what was pushed laid over it. */
export function withDetailPushes<T extends MatchSnapshot>(snapshot: T, { overtime = {}, ...fields }: DetailPushed): T {
  const merged: T = { ...snapshot, ...fields };
  const { home, away } = overtime;
  return {
    ...merged,
    homeScores: home === undefined ? merged.homeScores : withOvertime(merged.homeScores, home),
    awayScores: away === undefined ? merged.awayScores : withOvertime(merged.awayScores, away),
  };
}
