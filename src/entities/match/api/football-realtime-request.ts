// Today's football list (POST /v1/football/realtimeMatch_b): fetcher and query options.
import { queryOptions } from "@tanstack/react-query";
import { apiBinaryRequest, decodeMatchListPayload } from "@/shared/api";
import { mapMatchList } from "../lib/map-match-list";
import type { Match } from "../model/match-types";

/** The spec refreshes the football list every 600 000 ms. */
export const FOOTBALL_LIST_REFRESH_MS = 600_000;

export async function fetchFootballRealtime(): Promise<Match[]> {
  const result = await apiBinaryRequest("/v1/football/realtimeMatch_b", {}, decodeMatchListPayload);
  if (!result.ok) throw new Error(result.message);
  return mapMatchList("football", result.data).matches;
}

export const footballRealtimeQuery = () =>
  queryOptions({
    queryKey: ["matches", "football", "realtime"],
    queryFn: fetchFootballRealtime,
    refetchInterval: FOOTBALL_LIST_REFRESH_MS,
    staleTime: FOOTBALL_LIST_REFRESH_MS,
  });
