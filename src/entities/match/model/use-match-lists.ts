// Loading a sport's lists from their TanStack Query caches into its list models, tagged with
// what they hold. Today's list also holds the socket's list subscription while it is on screen
// (docs/product-rules.md "Live lists": leaving cancels it).
import { useEffect } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { appSocket } from "@/shared/api";
import { dayListQuery, followListQuery, todayListQuery, type DayKind } from "../api/match-list-requests";
import type { SportLists } from "./create-sport-lists";

export const TODAY_LIST_KEY = "today";
export const FOLLOW_LIST_KEY = "concern";
export const dayListKey = (kind: DayKind, date: string) => `${kind}:${date}`;

export function useTodayList(lists: SportLists) {
  const query = useQuery(todayListQuery(lists.sport));
  const loaded = useUnit(lists.today.loaded);
  useEffect(() => appSocket.holdList(lists.sport), [lists.sport]);
  useEffect(() => {
    if (query.data) loaded({ key: TODAY_LIST_KEY, matches: query.data });
  }, [query.data, loaded]);
  return query;
}

export function useDayList(lists: SportLists, kind: DayKind, date: string) {
  const query = useQuery(dayListQuery(lists.sport, kind, date));
  const loaded = useUnit(lists.browse.loaded);
  useEffect(() => {
    if (query.data) loaded({ key: dayListKey(kind, date), matches: query.data });
  }, [query.data, kind, date, loaded]);
  return query;
}

/** The followed list, only when `userId` is set (a guest has none). */
export function useFollowList(lists: SportLists, userId: number | string | null) {
  const query = useInfiniteQuery({ ...followListQuery(lists.sport, userId ?? 0), enabled: userId !== null });
  const loaded = useUnit(lists.browse.loaded);
  useEffect(() => {
    if (query.data) loaded({ key: FOLLOW_LIST_KEY, matches: query.data.pages.flatMap((page) => page.matches) });
  }, [query.data, loaded]);
  return query;
}
