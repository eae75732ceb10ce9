// While a room or match detail is open, the socket holds its match's detail (20/120: the score,
// status and clock the header follows, through entities/match), stats (30/130) and text live
// (40/140); leaving cancels them (held references). The sport's today list is not loaded here.
import { useEffect } from "react";
import { SOCKET_CODE } from "#wire";
import { useMatchDetailPushes } from "@/entities/match";
import { appSocket } from "@/shared/api";
import type { Sport } from "@/shared/config";

const CODES = {
  football: [
    [SOCKET_CODE.FOOTBALL_STATS_SUBSCRIBE, SOCKET_CODE.FOOTBALL_STATS_CANCEL],
    [SOCKET_CODE.FOOTBALL_TEXT_LIVE_SUBSCRIBE, SOCKET_CODE.FOOTBALL_TEXT_LIVE_CANCEL],
  ],
  basketball: [
    [SOCKET_CODE.BASKETBALL_STATS_SUBSCRIBE, SOCKET_CODE.BASKETBALL_STATS_CANCEL],
    [SOCKET_CODE.BASKETBALL_TEXT_LIVE_SUBSCRIBE, SOCKET_CODE.BASKETBALL_TEXT_LIVE_CANCEL],
  ],
} as const;

export function useMatchSubscriptions(matchId: number | null, sport: Sport) {
  useMatchDetailPushes(matchId, sport);
  useEffect(() => {
    if (!matchId) return undefined;
    const releases = CODES[sport].map(([subscribe, cancel]) => appSocket.hold({ subscribe, cancel, matchId }));
    return () => releases.forEach((release) => release());
  }, [matchId, sport]);
}
