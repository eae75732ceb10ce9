// A sport's binary list calls (docs/wire-protocol.md "Binary list calls (`*_b`)"): today's list,
// one day of the schedule (赛程) or of results (赛果), and the followed matches. Fetchers and query
// options; each date has its own query key, so going back to a date shows it at once. A day's list
// (~1 MB at 10,000 matches) is decoded and mapped a slice at a time, giving the main thread back
// in between; a follow page (100 matches at most) at once.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { apiBinaryRequest, decodeBinaryListInSlices, loadListCodec } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { MAIN_THREAD_SLICES } from "@/shared/lib/main-thread";
import { mapMatchList, mapMatchListInSlices } from "../lib/map-match-list";
import type { Match } from "../model/match-types";

/** The lists are refreshed every 600 000 ms (docs/product-rules.md "Constants"). */
export const LIST_REFRESH_MS = 600_000;

export type DayKind = "course" | "history";

/** A list reply with when it was asked for: pushes applied after that are newer than its rows. */
export interface ListReply {
  matches: Match[];
  /** Unix ms when the request left. */
  requestedAt: number;
}

/** A day list's call: its bytes decoded, then mapped, a slice at a time. */
async function fetchWholeDay(sport: Sport, path: string, body: unknown, signal?: AbortSignal): Promise<ListReply> {
  // The protobuf codec is a chunk of its own (the pages that show matches without a binary list do
  // not wait for it): asked for as the call leaves, so the reply does not wait for it either.
  void loadListCodec();
  let requestedAt = Date.now();
  const result = await apiBinaryRequest(path, body, decodeBinaryListInSlices, { signal, onSent: (sentAt) => (requestedAt = sentAt) });
  if (!result.ok) throw new Error(result.message || "比赛列表加载失败");
  return { matches: (await mapMatchListInSlices(sport, result.data, MAIN_THREAD_SLICES)).matches, requestedAt };
}

/**
 * Today's list call: its path, and {} as its body. The app's entry starts this call at start-up
 * (`startBinaryCall` with the same path, body and decoder), and the first fetch takes that reply,
 * already decoded if its bytes came before this code did.
 */
const fetchTodayReply = (sport: Sport, signal?: AbortSignal) => fetchWholeDay(sport, API_PATHS[sport].realtimeList, {}, signal);

export async function fetchTodayList(sport: Sport, signal?: AbortSignal): Promise<Match[]> {
  return (await fetchTodayReply(sport, signal)).matches;
}

/**
 * Today's list, asked for at once: it does not wait for the socket. A reply asked for before the
 * socket's list subscription went out may lack pushes sent in between; `useTodayList` asks again
 * once the socket is open (docs/product-rules.md "Live lists").
 */
export const todayListQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ["matches", sport, "realtime"],
    queryFn: ({ signal }) => fetchTodayReply(sport, signal),
    refetchInterval: LIST_REFRESH_MS,
    staleTime: LIST_REFRESH_MS,
  });

const DAY_PATHS = { course: "futureList", history: "historyList" } as const;

/** One day's body: {matchDate: "YYYY-MM-DD"}; basketball adds competitionIds, "" for all. */
const dayListBody = (sport: Sport, matchDate: string) => (sport === "basketball" ? { matchDate, competitionIds: "" } : { matchDate });

const fetchDayReply = (sport: Sport, kind: DayKind, matchDate: string, signal?: AbortSignal) =>
  fetchWholeDay(sport, API_PATHS[sport][DAY_PATHS[kind]], dayListBody(sport, matchDate), signal);

export async function fetchDayList(sport: Sport, kind: DayKind, matchDate: string, signal?: AbortSignal): Promise<Match[]> {
  return (await fetchDayReply(sport, kind, matchDate, signal)).matches;
}

export const dayListQuery = (sport: Sport, kind: DayKind, matchDate: string) =>
  queryOptions({
    queryKey: ["matches", sport, kind, matchDate],
    queryFn: ({ signal }) => fetchDayReply(sport, kind, matchDate, signal),
    // Days change slowly (postponements, yesterday's late matches): the list refresh period.
    staleTime: LIST_REFRESH_MS,
  });

/** Follow pages from page 1: football 100 a page, basketball 20; a page shorter than that is the last. */
export const FOLLOW_PAGE_SIZES: Readonly<Record<Sport, number>> = { football: 100, basketball: 20 };
/** Kick-off order, earliest first. */
const QUERY_ORDER = 1;

export interface FollowPage {
  pageNum: number;
  /** The page size asked for. */
  pageSize: number;
  matches: Match[];
  /** Entries the page carried, before the client model skipped any it could not map. */
  size: number;
}

/** A follow page's body: {pageSize, pageNum, queryOrder}; basketball adds status, "" for all. */
function followPageBody(sport: Sport, pageNum: number) {
  const body = { pageSize: FOLLOW_PAGE_SIZES[sport], pageNum, queryOrder: QUERY_ORDER };
  return sport === "basketball" ? { ...body, status: "" } : body;
}

/** The followed matches of a sport, one page; needs a signed-in user. */
export async function fetchFollowPage(sport: Sport, pageNum: number, signal?: AbortSignal): Promise<FollowPage> {
  const body = followPageBody(sport, pageNum);
  const codec = loadListCodec();
  const result = await apiBinaryRequest(API_PATHS[sport].followList, body, async (bytes) => (await codec).decodeMatchListPayload(bytes), { signal });
  if (!result.ok) throw new Error(result.message || "关注列表加载失败");
  return { pageNum, pageSize: body.pageSize, matches: mapMatchList(sport, result.data).matches, size: result.data.matches.length };
}

export const nextFollowPage = (last: FollowPage): number | undefined => (last.size < last.pageSize ? undefined : last.pageNum + 1);

export const followListQuery = (sport: Sport, userId: number | string) =>
  infiniteQueryOptions({
    queryKey: ["matches", sport, "follow", userId],
    queryFn: ({ pageParam, signal }) => fetchFollowPage(sport, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFollowPage,
    staleTime: 0,
  });
