// Loads a browsed football list (one day of 赛程 or 赛果, or the followed matches) from its
// TanStack Query cache into the browse model, tagged with its key.
import { useEffect } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { footballDayQuery, type FootballDayKind } from "../api/football-day-request";
import { footballFollowListQuery } from "../api/football-follow-request";
import { footballBrowseListLoaded } from "./football-browse-list";

export const browseKeyOfDay = (kind: FootballDayKind, date: string) => `${kind}:${date}`;
export const FOLLOW_BROWSE_KEY = "concern";

export function useFootballDayList(kind: FootballDayKind, date: string) {
  const query = useQuery(footballDayQuery(kind, date));
  const loaded = useUnit(footballBrowseListLoaded);
  useEffect(() => {
    if (query.data) loaded({ key: browseKeyOfDay(kind, date), matches: query.data });
  }, [query.data, kind, date, loaded]);
  return query;
}

/** The followed list, only when `userId` is set (a guest has none). */
export function useFootballFollowList(userId: number | string | null) {
  const query = useInfiniteQuery({ ...footballFollowListQuery(userId ?? 0), enabled: userId !== null });
  const loaded = useUnit(footballBrowseListLoaded);
  useEffect(() => {
    if (query.data) loaded({ key: FOLLOW_BROWSE_KEY, matches: query.data.pages.flatMap((page) => page.matches) });
  }, [query.data, loaded]);
  return query;
}
