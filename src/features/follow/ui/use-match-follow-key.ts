// A grid's F key for a sport's match rows: follows or unfollows the focused match as its star would.
import { useCallback } from "react";
import { useUnit } from "effector-react";
import { sportTypeOf, type Sport } from "@/shared/config";
import { matchFollowKeyPressed } from "../model/follow";

export function useMatchFollowKey(sport: Sport) {
  const pressed = useUnit(matchFollowKeyPressed);
  return useCallback(
    (match: { matchId: number; hasFollow: number }) =>
      pressed({ target: { kind: "match", matchId: match.matchId, sportType: sportTypeOf(sport) }, listFollowed: match.hasFollow === 1 }),
    [pressed, sport],
  );
}
