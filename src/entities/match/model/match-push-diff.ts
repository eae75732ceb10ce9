// Each score/status push (12, 13) as a before/after pair of its match. The pair is computed from
// the push itself against this model's own copy of the scores as last seen (loaded, then
// pushed), so it does not depend on when the list model applies the push to $footballMatches.
// Only matches in the current list yield a pair.
import { createStore, sample } from "effector";
import { applyScoreUpdate } from "../lib/apply-score-update";
import { footballListLoaded, footballMatchRefreshed, footballScoreUpdated } from "./football-list";
import type { Match, ScoreUpdate } from "./match-types";

export type TeamSide = "home" | "away";

export interface MatchPush {
  before: Match;
  /** `before` with the push applied. */
  after: Match;
}

const GOALS = 0;
const RED_CARDS = 2;
// An empty score array in a push means "unchanged" (applyScoreUpdate).
const changedAt = (before: readonly number[], pushed: readonly number[], index: number) =>
  pushed.length > 0 && (pushed[index] ?? 0) !== (before[index] ?? 0);

/**
 * Whether a push changes what the push effects read: status, goals, red cards. Corners and yellow
 * cards (most of ~1,000 pushes a second) stop here, before any pair is built or any effect's
 * unit runs.
 */
const notableUpdate = (before: Match, update: ScoreUpdate) =>
  (update.statusId > 0 && update.statusId !== before.statusId) ||
  changedAt(before.homeScores, update.homeScore, GOALS) ||
  changedAt(before.awayScores, update.awayScore, GOALS) ||
  changedAt(before.homeScores, update.homeScore, RED_CARDS) ||
  changedAt(before.awayScores, update.awayScore, RED_CARDS);

const $matchesBeforePush = createStore<ReadonlyMap<number, Match>>(new Map(), { serialize: "ignore" }).on(
  footballListLoaded,
  (_, list) => new Map(list.map((match) => [match.matchId, match])),
);

const pushCompared = sample({
  clock: footballScoreUpdated,
  source: $matchesBeforePush,
  fn: (matches, update): MatchPush | null => {
    const before = matches.get(update.matchId);
    return before && notableUpdate(before, update) ? { before, after: applyScoreUpdate(before, update) } : null;
  },
});

/** A push that changed its listed match's status, goals or red cards. */
export const footballMatchPushed = pushCompared.filterMap((push) => push ?? undefined);

// Other pushes (minute ticks, corners, yellow cards) leave the copy alone: the pairs compare
// status, goals and red cards only.
// Updated in place: this cache is private (only read as a sample source, never subscribed), and
// copying ~11k entries per push cost as much as the list itself. Each scope gets its own map at
// footballListLoaded.
$matchesBeforePush.on(footballMatchPushed, (matches, { after }) => {
  (matches as Map<number, Match>).set(after.matchId, after);
  return matches;
});
// A refreshed record (footballMatchRefreshed) is what was last seen too, so the next push is
// compared with it; no pair is made of the record itself: a correction is no goal and asks for no
// refresh.
$matchesBeforePush.on(footballMatchRefreshed, (matches, record) => {
  if (matches.has(record.matchId)) (matches as Map<number, Match>).set(record.matchId, record);
  return matches;
});

const rose = (before: readonly number[], after: readonly number[], index: number) =>
  (after[index] ?? 0) > (before[index] ?? 0);

/** Sides whose score array rose at `index` (0 total goals, 2 red cards). */
export function sidesThatRose({ before, after }: MatchPush, index: number): TeamSide[] {
  const sides: TeamSide[] = [];
  if (rose(before.homeScores, after.homeScores, index)) sides.push("home");
  if (rose(before.awayScores, after.awayScores, index)) sides.push("away");
  return sides;
}
