// The list a page opening at this address shows first: its request leaves as the start chunk
// begins to run, while the rest of it and the page's chunks load, instead of after the page and its
// board have rendered.
import type { QueryClient } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { decodeBinaryListInSlices, startBinaryCall } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { MATCH_EVENTS_TAB_KEY } from "@/shared/lib/storage";
import { ROUTES } from "@/shared/routes";

/** The sport whose today list the page at `pathname` shows first, or null for pages without one. */
export function firstListSport(pathname: string, rememberedMatchEventsTab: string | null): Sport | null {
  switch (pathname) {
    // Not home: its football list waits for the first view's data (pages/home, model/first-view).
    case ROUTES.football.path:
      return "football";
    case ROUTES.basketball.path:
      return "basketball";
    case ROUTES.matchEvents.path:
      return rememberedMatchEventsTab === "basketball" ? "basketball" : "football";
    default:
      return null;
  }
}

function rememberedTab(): string | null {
  try {
    return window.sessionStorage.getItem(MATCH_EVENTS_TAB_KEY);
  } catch {
    return null;
  }
}

/** Whether the page at `pathname` shows a today list first (its request leaves at start-up). */
export function opensWithFirstList(pathname = window.location.pathname): boolean {
  return firstListSport(pathname, rememberedTab()) !== null;
}

/**
 * Sends the first list's request now, before the code that reads it has loaded: today's list call
 * (the path and the {} body that `todayListQuery` sends), which that query then takes. Its bytes
 * are decoded as they arrive, with the decoder that query uses, so the day's decoding can run
 * while the page's chunks and the match entity's still download rather than after them.
 */
export function startFirstListCall(pathname = window.location.pathname): void {
  const sport = firstListSport(pathname, rememberedTab());
  if (sport) startBinaryCall(API_PATHS[sport].realtimeList, {}, decodeBinaryListInSlices);
}

/** Starts the first list's query into the query cache, where the page's list model finds it. */
export function prefetchFirstList(queryClient: QueryClient, pathname = window.location.pathname): void {
  const sport = firstListSport(pathname, rememberedTab());
  if (!sport) return;
  // The match entity comes in the page's chunks anyway; importing it here only starts that early.
  void import("@/entities/match").then(({ todayListQuery }) => queryClient.prefetchQuery(todayListQuery(sport)));
}
