// Push effects on the matches of a sport's today list (docs/product-rules.md "Push effects"): a
// score highlights the scoring side and flashes the score (football: goals, 10 s; basketball: the
// summed score, 5 s), a red card highlights its side, a VAR incident marks the match under review
// (football only); each clears itself after its duration. Status changes other than in-play →
// in-play, and VAR incidents, ask for a refresh of the match.
//
// Each push is compared with this model's own copy of the match as last seen (loaded, then
// pushed, then refreshed), so the comparison does not depend on when the list applies the push.
// Pushes that change neither status, points nor red cards (minute ticks, corners, yellow cards:
// most of ~1,000 pushes a second) stop at the first check, before any pair is built.
import { createEvent, createStore, merge, sample, type Event, type EventCallable, type Store } from "effector";
import { createTimedMarks } from "@/shared/lib/timers";
import { applyOvertimeScore } from "../lib/apply-overtime-score";
import { applyScoreUpdate } from "../lib/apply-score-update";
import { FOOTBALL_SCORING, type PushScoring } from "../lib/push-scoring";
import type { MatchList } from "./create-match-list";
import type { LoadedMatches, Match, OvertimeUpdate, ScoreUpdate } from "./match-types";
import { $goalHighlightMs, $redCardHighlightMs, $varReviewMs } from "./push-durations";

export type TeamSide = "home" | "away";

export interface MatchPush {
  before: Match;
  /** `before` with the push applied. */
  after: Match;
}

export interface GoalScored {
  matchId: number;
  side: TeamSide;
  /** The match with the new score. */
  match: Match;
}

export interface RedCardShown {
  matchId: number;
  side: TeamSide;
}

export interface PushEffects {
  /** A push that changed a listed match's status, points or red cards, as a before/after pair. */
  matchPushed: Event<MatchPush>;
  /** One per side whose points rose in a push (football: goals; basketball: the summed score). */
  goalScored: Event<GoalScored>;
  redCardShown: Event<RedCardShown>;
  /** A VAR incident on a listed match. */
  varReviewStarted: Event<number>;
  /**
   * The match changed in a way its details should be fetched again: a status change that is not
   * between two in-play statuses, or a VAR incident.
   */
  matchRefreshRequested: EventCallable<number>;
  /** Matches with a highlight, by id: the scoring side, a red card's side, under VAR review. */
  $scoringSides: Store<ReadonlyMap<number, TeamSide>>;
  $redCardSides: Store<ReadonlyMap<number, TeamSide>>;
  $varReviews: Store<ReadonlyMap<number, true>>;
  /** How many times each match asked for a refresh: views of its details refetch on a new one. */
  $refreshVersions: Store<Readonly<Record<number, number>>>;
}

export interface PushEffectsOptions {
  /** The list as loaded (merged with pushes since its request): the new baseline, so what was missed pops up nothing. */
  today: Pick<MatchList, "listed">;
  scoreUpdated: Event<ScoreUpdate>;
  /** Overtime pushes (basketball's 150): compared like score pushes. */
  overtimeUpdated?: Event<OvertimeUpdate>;
  matchRefreshed: Event<Match>;
  /** VAR incidents (socket 48) by match id; football only. */
  varIncident?: Event<number>;
  /** What a push is compared on; football's by default. */
  scoring?: PushScoring;
  /** How long the scoring side stays highlighted; football's goal highlight by default. */
  scoreHighlightMs?: Store<number>;
  /**
   * When the lists apply the pushes (SportLists.pushesApplied): the scoring and red-card marks
   * land then, with the score they come from, so a row changes once per push, not twice.
   * Immediately when absent.
   */
  marksShownOn?: Event<unknown>;
}

type Count = (scores: readonly number[]) => number;
// An empty score array in a push means "unchanged" (applyScoreUpdate).
const changedBy = (count: Count, before: readonly number[], pushed: readonly number[]) => pushed.length > 0 && count(pushed) !== count(before);

function notableUpdate({ points, redCards }: PushScoring, before: Match, update: ScoreUpdate): boolean {
  return (
    (update.statusId > 0 && update.statusId !== before.statusId) ||
    changedBy(points, before.homeScores, update.homeScore) ||
    changedBy(points, before.awayScores, update.awayScore) ||
    (redCards !== undefined &&
      (changedBy(redCards, before.homeScores, update.homeScore) || changedBy(redCards, before.awayScores, update.awayScore)))
  );
}

const scoresOf = (match: Match, side: TeamSide) => (side === "home" ? match.homeScores : match.awayScores);
/** Whether `side`'s count (points, red cards) rose. */
const roseOn = (side: TeamSide, count: Count) => ({ before, after }: MatchPush) => count(scoresOf(after, side)) > count(scoresOf(before, side));
// Both in play (topupType follows the status, applyScoreUpdate): a minute of play, no news.
const betweenInPlay = ({ before, after }: MatchPush) => before.topupType === "going" && after.topupType === "going";

const byId = ({ matches }: LoadedMatches) => new Map(matches.map((match) => [match.matchId, match]));

export function createPushEffects({
  today,
  scoreUpdated,
  overtimeUpdated = createEvent<OvertimeUpdate>(),
  matchRefreshed,
  varIncident = createEvent<number>(),
  scoring = FOOTBALL_SCORING,
  scoreHighlightMs = $goalHighlightMs,
  marksShownOn,
}: PushEffectsOptions): PushEffects {
  // Updated in place: this copy is private (only read as a sample source, never subscribed), and
  // copying ~11k entries per push cost as much as the list itself. Each scope gets its own map
  // at each load.
  const $seen = createStore<ReadonlyMap<number, Match>>(new Map(), { serialize: "ignore" }).on(today.listed, (_, list) => byId(list));

  const scoreCompared = sample({
    clock: scoreUpdated,
    source: $seen,
    fn: (matches, update): MatchPush | null => {
      const before = matches.get(update.matchId);
      return before && notableUpdate(scoring, before, update) ? { before, after: applyScoreUpdate(before, update) } : null;
    },
  });
  // Overtime pushes are rare (overtime only): any change makes a pair.
  const overtimeCompared = sample({
    clock: overtimeUpdated,
    source: $seen,
    fn: (matches, update): MatchPush | null => {
      const before = matches.get(update.matchId);
      if (!before) return null;
      const after = applyOvertimeScore(before, update);
      return after === before ? null : { before, after };
    },
  });
  const matchPushed = merge([scoreCompared, overtimeCompared]).filterMap((push) => push ?? undefined);

  // Other pushes (minute ticks, corners, yellow cards) leave the copy alone: the pairs compare
  // status, points and red cards only.
  $seen.on(matchPushed, (matches, { after }) => {
    (matches as Map<number, Match>).set(after.matchId, after);
    return matches;
  });
  // A refreshed record is what was last seen too, so the next push is compared with it; no pair
  // is made of the record itself: a correction is no goal and asks for no refresh.
  $seen.on(matchRefreshed, (matches, record) => {
    if (matches.has(record.matchId)) (matches as Map<number, Match>).set(record.matchId, record);
    return matches;
  });

  const goalScored = createEvent<GoalScored>();
  const redCardShown = createEvent<RedCardShown>();
  const matchRefreshRequested = createEvent<number>();

  for (const side of ["home", "away"] as const) {
    sample({
      clock: matchPushed,
      filter: roseOn(side, scoring.points),
      fn: ({ after }): GoalScored => ({ matchId: after.matchId, side, match: after }),
      target: goalScored,
    });
    if (scoring.redCards) {
      sample({
        clock: matchPushed,
        filter: roseOn(side, scoring.redCards),
        fn: ({ after }): RedCardShown => ({ matchId: after.matchId, side }),
        target: redCardShown,
      });
    }
  }

  sample({
    clock: matchPushed,
    filter: (push) => push.before.statusId !== push.after.statusId && !betweenInPlay(push),
    fn: ({ after }) => after.matchId,
    target: matchRefreshRequested,
  });

  const varReviewStarted = sample({ clock: varIncident, source: $seen, filter: (matches, matchId) => matches.has(matchId), fn: (_, id) => id });
  sample({ clock: varReviewStarted, target: matchRefreshRequested });

  const $refreshVersions = createStore<Readonly<Record<number, number>>>({})
    .on(matchRefreshRequested, (versions, matchId) => ({ ...versions, [matchId]: (versions[matchId] ?? 0) + 1 }))
    // A new list starts over, so the record stays the size of the day's refreshes.
    .reset(today.listed);

  return {
    matchPushed,
    goalScored,
    redCardShown,
    varReviewStarted,
    matchRefreshRequested,
    $scoringSides: createTimedMarks(goalScored.map(({ matchId, side }) => ({ id: matchId, value: side })), scoreHighlightMs, marksShownOn),
    $redCardSides: createTimedMarks(redCardShown.map(({ matchId, side }) => ({ id: matchId, value: side })), $redCardHighlightMs, marksShownOn),
    $varReviews: createTimedMarks(varReviewStarted.map((matchId) => ({ id: matchId, value: true as const })), $varReviewMs),
    $refreshVersions,
  };
}
