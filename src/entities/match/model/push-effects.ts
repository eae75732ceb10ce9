// Push effects on listed football matches (spec 1 §4 "Push effects"): a goal highlights the
// scoring side and flashes the score, a red card highlights its side, a VAR incident marks the
// match under review; each clears itself after its duration. Status changes other than
// in-play → in-play, and VAR incidents, ask for a refresh of the match (matchRefreshRequested).
import { createEvent, sample } from "effector";
import { varIncidentReceived } from "@/shared/api";
import { $footballMatches } from "./football-list";
import { footballMatchPushed, sidesThatRose, type MatchPush, type TeamSide } from "./match-push-diff";
import { $goalHighlightMs, $redCardHighlightMs, $varReviewMs } from "./push-durations";
import { createTimedMarks } from "./push-timers";
import type { Match } from "./match-types";

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

const SCORE_INDEX = 0;
const RED_CARD_INDEX = 2;

/** One per side whose goal total rose in a push. */
export const goalScored = createEvent<GoalScored>();
export const redCardShown = createEvent<RedCardShown>();
/** A VAR incident (48) on a listed match. */
export const varReviewStarted = createEvent<number>();
/**
 * The match changed in a way its details (hover card, events, stats) should be fetched again:
 * a status change that is not between two in-play statuses, or a VAR incident.
 */
export const matchRefreshRequested = createEvent<number>();

for (const side of ["home", "away"] as const) {
  const rosePush = (index: number) => (push: MatchPush) => sidesThatRose(push, index).includes(side);
  sample({
    clock: footballMatchPushed,
    filter: rosePush(SCORE_INDEX),
    fn: ({ after }): GoalScored => ({ matchId: after.matchId, side, match: after }),
    target: goalScored,
  });
  sample({
    clock: footballMatchPushed,
    filter: rosePush(RED_CARD_INDEX),
    fn: ({ after }): RedCardShown => ({ matchId: after.matchId, side }),
    target: redCardShown,
  });
}

const inPlay = (statusId: number) => statusId >= 2 && statusId <= 7;

sample({
  clock: footballMatchPushed,
  filter: ({ before, after }) => before.statusId !== after.statusId && !(inPlay(before.statusId) && inPlay(after.statusId)),
  fn: ({ after }) => after.matchId,
  target: matchRefreshRequested,
});

sample({
  clock: varIncidentReceived,
  source: $footballMatches,
  filter: (matches, frame) => matches.has(frame.matchId),
  fn: (_, frame) => frame.matchId,
  target: [varReviewStarted, matchRefreshRequested],
});

export const $scoringSides = createTimedMarks(
  goalScored.map(({ matchId, side }) => ({ matchId, value: side })),
  $goalHighlightMs,
);
export const $redCardSides = createTimedMarks(
  redCardShown.map(({ matchId, side }) => ({ matchId, value: side })),
  $redCardHighlightMs,
);
export const $varReviews = createTimedMarks(
  varReviewStarted.map((matchId) => ({ matchId, value: true as const })),
  $varReviewMs,
);
