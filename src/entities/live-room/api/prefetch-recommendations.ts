// Home's first view (docs/product-rules.md "Home"): the recommendations (直播推荐, whose first
// cover is the page's largest image) are asked for by home's route as soon as it matches, while
// the page's code is still downloading, and the first slide's cover is preloaded as soon as the
// answer names it. Both live here, in the start chunk, so neither waits for the page's chunks.
import type { QueryClient } from "@tanstack/react-query";
import { preloadImage } from "@/shared/lib/preload-image";
import { chooseStrip } from "../lib/recommend-choice";
import { recommendationsQuery, RECOMMEND_SHOW_COUNT, type Recommendations } from "./recommend-request";

/** The cover the strip's first slide shows (the page's largest image), if it is a living room's. */
export function firstCoverOf(recommendations: Recommendations | undefined): string | null {
  if (!recommendations) return null;
  const choice = chooseStrip(recommendations, RECOMMEND_SHOW_COUNT);
  const first = choice.kind === "recommend" ? choice.slides[0] : undefined;
  return first?.kind === "live" ? first.room.room.coverPicture || null : null;
}

/** Starts the recommendations' call for `viewer` (the signed-in user's id, or null), then preloads the first cover. */
export function prefetchRecommendations(queryClient: QueryClient, viewer: number | null): void {
  const query = recommendationsQuery(viewer);
  void queryClient.prefetchQuery(query).then(() => {
    const cover = firstCoverOf(queryClient.getQueryData(query.queryKey));
    if (cover) preloadImage(cover);
  });
}
