// The calls of first views whose code is not in the start chunk, for the route loaders: each comes
// from its entity's own chunk (a few KB, few dependencies), which arrives well before the page's
// whole module graph, so the call leaves before the page's code and its first render, and the
// start chunk carries none of it (docs/architecture.md "What a page downloads first"). Going
// through the page's own module would not help: it resolves only with the page's whole graph.
import type { QueryClient } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";

/**
 * Asks for a first view's data as its route matches, with calls from a chunk smaller than the
 * page's: the answer is on its way before the page's code and its first render. Not awaited; a
 * chunk that fails to load is the page's to report, as it loads the same one.
 */
export const prefetchWith = <T,>(load: () => Promise<T>, ask: (calls: T) => unknown) => void load().then(ask).catch(() => {});
export const anchorCalls = () => import("@/entities/anchor").then(({ anchorDetailQuery, anchorPreviewsQuery, parseCustomId }) => ({ anchorDetailQuery, anchorPreviewsQuery, parseCustomId }));
export const teamCalls = () =>
  import("@/entities/team").then(({ libraryIdOf, matchHistoryQueries, playerInfoQuery, teamInfoQuery }) => ({
    /** A team's or a player's card, when the address's id is one. */
    prefetchCard: (queryClient: QueryClient, card: "team" | "player", sport: Sport, raw: string | undefined) => {
      const id = libraryIdOf(raw);
      if (id === null) return;
      return card === "team" ? queryClient.prefetchQuery(teamInfoQuery(sport, id)) : queryClient.prefetchQuery(playerInfoQuery(sport, id));
    },
    /** A match's head-to-head from both sports, as the history page asks (its address names no sport). */
    prefetchHistory: (queryClient: QueryClient, raw: string | undefined) => {
      const id = libraryIdOf(raw);
      if (id === null) return;
      return Promise.all(matchHistoryQueries(id).map(({ query }) => queryClient.prefetchQuery(query)));
    },
  }));
export const schemeCalls = () => import("@/entities/prediction").then(({ schemesQuery, schemeDetailQuery, schemeFilterOf, schemeIdOf }) => ({ schemesQuery, schemeDetailQuery, schemeFilterOf, schemeIdOf }));
