// Loading a sport's lists from their TanStack Query caches into its list models, tagged with
// what they hold. Today's list also holds the socket's list subscription while it is on screen
// (docs/product-rules.md "Live lists": leaving cancels it). A list on screen is fetched again
// when the live data may have missed pushes (a reconnect after a drop, a long-hidden tab:
// docs/product-rules.md "Live connection"); the reply merges with what was pushed meanwhile.
import { useEffect, useRef } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $liveResyncCount, $socketOpenedAt, appSocket } from "@/shared/api";
import { dayListQuery, followListQuery, todayListQuery, type DayKind } from "../api/match-list-requests";
import { whenIdle } from "@/shared/lib/main-thread";
import type { SportLists } from "./create-sport-lists";

export const TODAY_LIST_KEY = "today";
export const FOLLOW_LIST_KEY = "concern";
export const dayListKey = (kind: DayKind, date: string) => `${kind}:${date}`;

/** Calls `refetch` each time the live data asks for a resync while the caller is mounted (not on mount). */
function useRefetchOnResync(refetch: () => unknown) {
  const resyncs = useUnit($liveResyncCount);
  const seen = useRef(resyncs);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (resyncs === seen.current) return;
    seen.current = resyncs;
    void latest.current();
  }, [resyncs]);
}

/** The correcting fetch waits for an idle moment, so it does not compete with the first rows. */
const CORRECTION_WAITS_FOR_IDLE_MS = 2_000;

/**
 * Asks for today's list once more when its reply was asked for before the socket opened: pushes
 * the server sent between that snapshot and the socket's list subscription never reach the page.
 * The list does not wait for the socket (its rows come sooner); the second reply corrects them.
 */
function useRefetchIfBeforeSubscription(requestedAt: number | undefined, refetch: (options: { cancelRefetch: boolean }) => unknown) {
  const openedAt = useUnit($socketOpenedAt);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (requestedAt === undefined || openedAt === null || requestedAt >= openedAt) return;
    let left = false;
    // A fetch already under way by then (a resync) is joined, not restarted.
    void whenIdle(CORRECTION_WAITS_FOR_IDLE_MS).then(() => left || latest.current({ cancelRefetch: false }));
    return () => {
      left = true;
    };
  }, [requestedAt, openedAt]);
}

export function useTodayList(lists: SportLists) {
  const query = useQuery(todayListQuery(lists.sport));
  const loaded = useUnit(lists.today.loaded);
  useEffect(() => appSocket.holdList(lists.sport), [lists.sport]);
  useRefetchOnResync(query.refetch);
  useRefetchIfBeforeSubscription(query.data?.requestedAt, query.refetch);
  useEffect(() => {
    if (query.data) loaded({ key: TODAY_LIST_KEY, matches: query.data.matches, requestedAt: query.data.requestedAt });
  }, [query.data, loaded]);
  return query;
}

export function useDayList(lists: SportLists, kind: DayKind, date: string) {
  const query = useQuery(dayListQuery(lists.sport, kind, date));
  const loaded = useUnit(lists.browse.loaded);
  useRefetchOnResync(query.refetch);
  useEffect(() => {
    if (query.data) loaded({ key: dayListKey(kind, date), matches: query.data.matches, requestedAt: query.data.requestedAt });
  }, [query.data, kind, date, loaded]);
  return query;
}

/** The followed list, only when `userId` is set (a guest has none). */
export function useFollowList(lists: SportLists, userId: number | string | null) {
  const query = useInfiniteQuery({ ...followListQuery(lists.sport, userId ?? 0), enabled: userId !== null });
  const loaded = useUnit(lists.browse.loaded);
  useRefetchOnResync(query.refetch);
  useEffect(() => {
    if (query.data) loaded({ key: FOLLOW_LIST_KEY, matches: query.data.pages.flatMap((page) => page.matches) });
  }, [query.data, loaded]);
  return query;
}
