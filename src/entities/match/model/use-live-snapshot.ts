// A match snapshot kept current (a live room's match, a home live row's): what the match's detail
// subscription pushed when a page holds it (match-detail-pushes); otherwise, while the sport's
// today list holds the match, its pushed scores, status and clock; else the snapshot as it came.
import { useMemo } from "react";
import { useStoreMap } from "effector-react";
import { SPORT_TYPE } from "#wire";
import { withDetailPushes } from "../lib/detail-pushes";
import type { MatchSnapshot } from "../lib/match-snapshot";
import { basketballLists } from "./basketball";
import { footballLists } from "./football";
import { $detailPushes, watchedMatchKey } from "./match-detail-pushes";

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
  const pushed = useStoreMap({
    store: $detailPushes,
    keys: [snapshot ? watchedMatchKey(snapshot) : ""],
    fn: (all, [key]) => all[key] ?? null,
  });
  return useMemo(() => {
    if (!snapshot) return null;
    if (pushed) return withDetailPushes(snapshot, pushed);
    return listed ? { ...snapshot, ...listed } : snapshot;
  }, [snapshot, listed, pushed]);
}
