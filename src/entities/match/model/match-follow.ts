// A match's follow flag after the user follows or unfollows it (the follow feature raises it once
// the server accepted): every list holding the match shows the new state, and only that row
// re-renders.
import { createEvent } from "effector";
import type { Sport } from "./match-types";

export interface MatchFollowChange {
  sport: Sport;
  matchId: number;
  /** 1 followed, 2 not. */
  hasFollow: number;
}

export const matchFollowChanged = createEvent<MatchFollowChange>();
