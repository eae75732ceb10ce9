// While a room or match detail is open, the socket holds its match's detail, stats and text live
// (20/30/40 football, 120/130/140 basketball) and today's list of its sport (score and status
// pushes the header reads through useLiveSnapshot); leaving cancels them (held references).
import { useEffect } from "react";
import { SOCKET_CODE } from "#wire";
import { basketballLists, footballLists, useTodayList } from "@/entities/match";
import { appSocket } from "@/shared/api";
import type { Sport } from "@/shared/config";

const CODES = {
  football: [
    [SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE, SOCKET_CODE.FOOTBALL_DETAIL_CANCEL],
    [SOCKET_CODE.FOOTBALL_STATS_SUBSCRIBE, SOCKET_CODE.FOOTBALL_STATS_CANCEL],
    [SOCKET_CODE.FOOTBALL_TEXT_LIVE_SUBSCRIBE, SOCKET_CODE.FOOTBALL_TEXT_LIVE_CANCEL],
  ],
  basketball: [
    [SOCKET_CODE.BASKETBALL_DETAIL_SUBSCRIBE, SOCKET_CODE.BASKETBALL_DETAIL_CANCEL],
    [SOCKET_CODE.BASKETBALL_STATS_SUBSCRIBE, SOCKET_CODE.BASKETBALL_STATS_CANCEL],
    [SOCKET_CODE.BASKETBALL_TEXT_LIVE_SUBSCRIBE, SOCKET_CODE.BASKETBALL_TEXT_LIVE_CANCEL],
  ],
} as const;

export function useMatchSubscriptions(matchId: number | null, sport: Sport) {
  useTodayList(sport === "basketball" ? basketballLists : footballLists);
  useEffect(() => {
    if (!matchId) return undefined;
    const releases = CODES[sport].map(([subscribe, cancel]) => appSocket.hold({ subscribe, cancel, matchId }));
    return () => releases.forEach((release) => release());
  }, [matchId, sport]);
}
