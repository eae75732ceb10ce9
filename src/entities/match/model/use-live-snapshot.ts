// A room's match snapshot kept current: while the sport's today list holds the match (pushed
// scores, status, clock), those fields come from it; otherwise the snapshot stands as it came.
import { useMemo } from "react";
import { useStoreMap } from "effector-react";
import { SPORT_TYPE } from "#wire";
import type { MatchSnapshot } from "../lib/match-snapshot";
import { basketballLists } from "./basketball";
import { footballLists } from "./football";

export function useLiveSnapshot<T extends MatchSnapshot>(snapshot: T | null): T | null {
  const lists = snapshot?.sportType === SPORT_TYPE.basketball ? basketballLists : footballLists;
  const listed = useStoreMap({
    store: lists.today.$matches,
    keys: [snapshot?.matchId ?? 0],
    fn: (matches, [id]) => {
      const match = matches.get(id);
      return match ? { statusId: match.statusId, goingTime: match.goingTime, homeScores: match.homeScores, awayScores: match.awayScores } : null;
    },
    updateFilter: (next, prev) =>
      next?.statusId !== prev?.statusId || next?.goingTime !== prev?.goingTime || next?.homeScores !== prev?.homeScores || next?.awayScores !== prev?.awayScores,
  });
  return useMemo(() => (snapshot && listed ? { ...snapshot, ...listed } : snapshot), [snapshot, listed]);
}
