// A sport's binary list calls (docs/wire-protocol.md "Binary list calls (`*_b`)"): today's list,
// one day of the schedule (赛程) or of results (赛果), and the followed matches. Fetchers and query
// options; each date has its own query key, so going back to a date shows it at once.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { API_PATHS, decodeMatchListPayload } from "#wire";
import { apiBinaryRequest } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { mapMatchList } from "../lib/map-match-list";
import type { Match } from "../model/match-types";

/** The lists are refreshed every 600 000 ms (docs/product-rules.md "Constants"). */
export const LIST_REFRESH_MS = 600_000;

export type DayKind = "course" | "history";

export async function fetchTodayList(sport: Sport, signal?: AbortSignal): Promise<Match[]> {
  const result = await apiBinaryRequest(API_PATHS[sport].realtimeList, {}, decodeMatchListPayload, { signal });
  if (!result.ok) throw new Error(result.message || "比赛列表加载失败");
  return mapMatchList(sport, result.data).matches;
}

export const todayListQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["matches", sport, "realtime"],
    queryFn: ({ signal }) => fetchTodayList(sport, signal),
    refetchInterval: LIST_REFRESH_MS,
    staleTime: LIST_REFRESH_MS,
  });

const DAY_PATHS = { course: "futureList", history: "historyList" } as const;

/** One day, body {matchDate: "YYYY-MM-DD"}. */
export async function fetchDayList(sport: Sport, kind: DayKind, matchDate: string, signal?: AbortSignal): Promise<Match[]> {
  const result = await apiBinaryRequest(API_PATHS[sport][DAY_PATHS[kind]], { matchDate }, decodeMatchListPayload, { signal });
  if (!result.ok) throw new Error(result.message || "比赛列表加载失败");
  return mapMatchList(sport, result.data).matches;
}

export const dayListQuery = (sport: Sport, kind: DayKind, matchDate: string) =>
  queryOptions({
    queryKey: ["matches", sport, kind, matchDate],
    queryFn: ({ signal }) => fetchDayList(sport, kind, matchDate, signal),
    // Days change slowly (postponements, yesterday's late matches): the list refresh period.
    staleTime: LIST_REFRESH_MS,
  });

/** Follow pages hold 100 from page 1; a page shorter than that is the last. */
export const FOLLOW_PAGE_SIZE = 100;
/** Kick-off order, earliest first. */
const QUERY_ORDER = 1;

export interface FollowPage {
  pageNum: number;
  matches: Match[];
  /** Entries the page carried, before the client model skipped any it could not map. */
  size: number;
}

/** The followed matches, {pageSize, pageNum, queryOrder}; needs a signed-in user. */
export async function fetchFollowPage(sport: Sport, pageNum: number, signal?: AbortSignal): Promise<FollowPage> {
  const result = await apiBinaryRequest(
    API_PATHS[sport].followList,
    { pageSize: FOLLOW_PAGE_SIZE, pageNum, queryOrder: QUERY_ORDER },
    decodeMatchListPayload,
    { signal },
  );
  if (!result.ok) throw new Error(result.message || "关注列表加载失败");
  return { pageNum, matches: mapMatchList(sport, result.data).matches, size: result.data.matches.length };
}

export const nextFollowPage = (last: FollowPage): number | undefined => (last.size < FOLLOW_PAGE_SIZE ? undefined : last.pageNum + 1);

export const followListQuery = (sport: Sport, userId: number | string) =>
  infiniteQueryOptions({
    queryKey: ["matches", sport, "follow", userId],
    queryFn: ({ pageParam, signal }) => fetchFollowPage(sport, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFollowPage,
    staleTime: 0,
  });
