// A match's follow flag after the user follows or unfollows it: the follow feature raises it once
// the server accepted, and every match list holding the match (entities/match) shows the new
// state, only that row re-rendering. Declared here, below both, so the follow feature (on the team
// and competition pages too) does not load the match entity and its lists to announce it.
import { createEvent } from "effector";
import type { Sport } from "@/shared/config";

export interface MatchFollowChange {
  sport: Sport;
  matchId: number;
  /** 1 followed, 2 not. */
  hasFollow: number;
}

export const matchFollowChanged = createEvent<MatchFollowChange>();
