// The followed football matches (POST /v1/football/follow/list_b {pageSize, pageNum,
// queryOrder}), paged 100 at a time from page 1; a page shorter than the page size is the last.
// Needs a signed-in user (the sim answers 10040/10050 in the payload's code otherwise).
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiBinaryRequest, decodeMatchListPayload } from "@/shared/api";
import { mapMatchList } from "../lib/map-match-list";
import type { Match } from "../model/match-types";

export const FOLLOW_PAGE_SIZE = 100;
/** Kick-off order, earliest first. */
const QUERY_ORDER = 1;

export interface FollowPage {
  pageNum: number;
  matches: Match[];
  /** Entries the page carried, before the client model skipped any it could not map. */
  size: number;
}

export async function fetchFootballFollowPage(pageNum: number, signal?: AbortSignal): Promise<FollowPage> {
  const result = await apiBinaryRequest(
    "/v1/football/follow/list_b",
    { pageSize: FOLLOW_PAGE_SIZE, pageNum, queryOrder: QUERY_ORDER },
    decodeMatchListPayload,
    { signal },
  );
  if (!result.ok) throw new Error(result.message || "关注列表加载失败");
  return { pageNum, matches: mapMatchList("football", result.data).matches, size: result.data.matches.length };
}

export const nextFollowPage = (last: FollowPage): number | undefined =>
  last.size < FOLLOW_PAGE_SIZE ? undefined : last.pageNum + 1;

export const footballFollowListQuery = (userId: number | string) =>
  infiniteQueryOptions({
    queryKey: ["matches", "football", "follow", userId],
    queryFn: ({ pageParam, signal }) => fetchFootballFollowPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFollowPage,
    staleTime: 0,
  });
