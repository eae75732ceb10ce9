// Push effects on the matches of a sport's today list (docs/product-rules.md "Push effects"): a
// goal highlights the scoring side and flashes the score, a red card highlights its side, a VAR
// incident marks the match under review; each clears itself after its duration. Status changes
// other than in-play → in-play, and VAR incidents, ask for a refresh of the match.
//
// Each push is compared with this model's own copy of the match as last seen (loaded, then
// pushed), so the comparison does not depend on when the list applies the push. Corners and
// yellow cards (most of ~1,000 pushes a second) stop at the first check, before any pair is built.
import { createEvent, createStore, sample, type Event, type EventCallable, type Store } from "effector";
import { createTimedMarks } from "@/shared/lib/timers";
import { applyScoreUpdate } from "../lib/apply-score-update";
import type { MatchList } from "./create-match-list";
import type { LoadedMatches, Match, ScoreUpdate } from "./match-types";
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
  /** A push that changed a listed match's status, goals or red cards, as a before/after pair. */
  matchPushed: Event<MatchPush>;
  /** One per side whose goal total rose in a push. */
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
  today: Pick<MatchList, "loaded">;
  scoreUpdated: Event<ScoreUpdate>;
  matchRefreshed: Event<Match>;
  /** VAR incidents (socket 48) by match id. */
  varIncident: Event<number>;
}

const GOALS = 0;
const RED_CARDS = 2;
// An empty score array in a push means "unchanged" (applyScoreUpdate).
const changedAt = (before: readonly number[], pushed: readonly number[], index: number) =>
  pushed.length > 0 && (pushed[index] ?? 0) !== (before[index] ?? 0);

const notableUpdate = (before: Match, update: ScoreUpdate) =>
  (update.statusId > 0 && update.statusId !== before.statusId) ||
  changedAt(before.homeScores, update.homeScore, GOALS) ||
  changedAt(before.awayScores, update.awayScore, GOALS) ||
  changedAt(before.homeScores, update.homeScore, RED_CARDS) ||
  changedAt(before.awayScores, update.awayScore, RED_CARDS);

const scoresOf = (match: Match, side: TeamSide) => (side === "home" ? match.homeScores : match.awayScores);
/** Whether `side`'s score array rose at `index` (0 total goals, 2 red cards). */
const roseOn = (side: TeamSide, index: number) => ({ before, after }: MatchPush) =>
  (scoresOf(after, side)[index] ?? 0) > (scoresOf(before, side)[index] ?? 0);
// Both in play (topupType follows the status, applyScoreUpdate): a minute of play, no news.
const betweenInPlay = ({ before, after }: MatchPush) => before.topupType === "going" && after.topupType === "going";

const byId = ({ matches }: LoadedMatches) => new Map(matches.map((match) => [match.matchId, match]));

export function createPushEffects({ today, scoreUpdated, matchRefreshed, varIncident }: PushEffectsOptions): PushEffects {
  // Updated in place: this copy is private (only read as a sample source, never subscribed), and
  // copying ~11k entries per push cost as much as the list itself. Each scope gets its own map
  // at each load.
  const $seen = createStore<ReadonlyMap<number, Match>>(new Map(), { serialize: "ignore" }).on(today.loaded, (_, list) => byId(list));

  const compared = sample({
    clock: scoreUpdated,
    source: $seen,
    fn: (matches, update): MatchPush | null => {
      const before = matches.get(update.matchId);
      return before && notableUpdate(before, update) ? { before, after: applyScoreUpdate(before, update) } : null;
    },
  });
  const matchPushed = compared.filterMap((push) => push ?? undefined);

  // Other pushes (minute ticks, corners, yellow cards) leave the copy alone: the pairs compare
  // status, goals and red cards only.
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
      filter: roseOn(side, GOALS),
      fn: ({ after }): GoalScored => ({ matchId: after.matchId, side, match: after }),
      target: goalScored,
    });
    sample({
      clock: matchPushed,
      filter: roseOn(side, RED_CARDS),
      fn: ({ after }): RedCardShown => ({ matchId: after.matchId, side }),
      target: redCardShown,
    });
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
    .reset(today.loaded);

  return {
    matchPushed,
    goalScored,
    redCardShown,
    varReviewStarted,
    matchRefreshRequested,
    $scoringSides: createTimedMarks(goalScored.map(({ matchId, side }) => ({ id: matchId, value: side })), $goalHighlightMs),
    $redCardSides: createTimedMarks(redCardShown.map(({ matchId, side }) => ({ id: matchId, value: side })), $redCardHighlightMs),
    $varReviews: createTimedMarks(varReviewStarted.map((matchId) => ({ id: matchId, value: true as const })), $varReviewMs),
    $refreshVersions,
  };
}
