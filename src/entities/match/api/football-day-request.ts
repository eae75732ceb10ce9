// One day of the football schedule (POST /v1/football/futureMatch_b) or of results
// (/v1/football/historyMatch_b), body {matchDate: "YYYY-MM-DD"}. Cached per date: each date has
// its own query key, so going back to a date shows it at once.
import { queryOptions } from "@tanstack/react-query";
import { apiBinaryRequest, decodeMatchListPayload } from "@/shared/api";
import { mapMatchList } from "../lib/map-match-list";
import { FOOTBALL_LIST_REFRESH_MS } from "./football-realtime-request";
import type { Match } from "../model/match-types";

export type FootballDayKind = "course" | "history";

const PATHS: Record<FootballDayKind, string> = {
  course: "/v1/football/futureMatch_b",
  history: "/v1/football/historyMatch_b",
};

export async function fetchFootballDay(kind: FootballDayKind, matchDate: string, signal?: AbortSignal): Promise<Match[]> {
  const result = await apiBinaryRequest(PATHS[kind], { matchDate }, decodeMatchListPayload, { signal });
  if (!result.ok) throw new Error(result.message || "比赛列表加载失败");
  return mapMatchList("football", result.data).matches;
}

export const footballDayQuery = (kind: FootballDayKind, matchDate: string) =>
  queryOptions({
    queryKey: ["matches", "football", kind, matchDate],
    queryFn: ({ signal }) => fetchFootballDay(kind, matchDate, signal),
    // Days change slowly (postponements, yesterday's late matches): the list refresh period.
    staleTime: FOOTBALL_LIST_REFRESH_MS,
  });
