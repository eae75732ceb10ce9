// A row's subscription to its own match: only that row re-renders when the match changes.
import { useStoreMap } from "effector-react";
import { $footballMatches } from "./football-list";
import type { Match } from "./match-types";

export const useFootballMatch = (matchId: number): Match | undefined =>
  useStoreMap({
    store: $footballMatches,
    keys: [matchId],
    fn: (matches, [id]) => matches.get(id) ?? null,
  }) ?? undefined;
