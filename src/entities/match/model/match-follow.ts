// A match's follow flag after the user follows or unfollows it: every list reading
// $footballMatches (and the row subscribed to that match only) shows the new state.
import { createEvent } from "effector";
import { withMatches } from "../lib/match-map";
import { $footballMatches } from "./football-list";

export interface MatchFollowChange {
  matchId: number;
  /** 1 followed, 2 not. */
  hasFollow: number;
}

export const matchFollowChanged = createEvent<MatchFollowChange>();

$footballMatches.on(matchFollowChanged, (matches, { matchId, hasFollow }) => {
  const current = matches.get(matchId);
  if (!current || current.hasFollow === hasFollow) return matches;
  return withMatches(matches, [{ ...current, hasFollow }]);
});
