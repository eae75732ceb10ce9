// Applies a score/status push to one match; returns the same object when nothing changed so
// rows subscribed by id do not re-render.
import type { ListPush, Match, ScoreUpdate } from "../model/match-types";
import { applyOvertimeScore, isOvertimeUpdate } from "./apply-overtime-score";
import { statusGroupOf } from "./map-match-list";
import { withMatches } from "./match-map";

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function applyScoreUpdate(match: Match, update: ScoreUpdate): Match {
  const homeScores = update.homeScore.length > 0 ? update.homeScore : match.homeScores;
  const awayScores = update.awayScore.length > 0 ? update.awayScore : match.awayScores;
  const statusId = update.statusId > 0 ? update.statusId : match.statusId;
  if (
    statusId === match.statusId &&
    update.goingTime === match.goingTime &&
    update.note === match.note &&
    sameNumbers(homeScores, match.homeScores) &&
    sameNumbers(awayScores, match.awayScores)
  ) {
    return match;
  }
  return {
    ...match,
    statusId,
    goingTime: update.goingTime,
    note: update.note,
    homeScores,
    awayScores,
    topupType: statusGroupOf(match.sport, statusId),
  };
}

/** Applies one push a list takes: a score or status update, or a basketball overtime score. */
export const applyListPush = (match: Match, push: ListPush): Match =>
  isOvertimeUpdate(push) ? applyOvertimeScore(match, push) : applyScoreUpdate(match, push);

export interface MatchesUpdate {
  matches: ReadonlyMap<number, Match>;
  /** The match changed status group, so the sections need a re-sort. */
  regrouped: boolean;
}

/**
 * Applies a frame's worth of pushes in order, in one new map (the list holds up to ~11k matches
 * and pushes arrive ~1,000 a second; see match-map). The same map when nothing changed.
 */
export function applyUpdatesToMatches(matches: ReadonlyMap<number, Match>, updates: readonly ListPush[]): MatchesUpdate {
  const changed = new Map<number, Match>();
  let regrouped = false;
  for (const update of updates) {
    const current = changed.get(update.matchId) ?? matches.get(update.matchId);
    if (!current) continue;
    const next = applyListPush(current, update);
    if (next === current) continue;
    changed.set(update.matchId, next);
    regrouped ||= next.topupType !== current.topupType;
  }
  return { matches: withMatches(matches, [...changed.values()]), regrouped };
}
