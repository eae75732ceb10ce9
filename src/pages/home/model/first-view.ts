// Home loads its first view first (docs/product-rules.md "Home"). The recommendations (直播推荐,
// whose first cover is the page's largest image) are asked for as soon as the page's code is here,
// before it renders; the football day list (今日焦点赛事 and the goal notices read it: ~200 KB to
// 1 MB a day) waits for their answer, so on a slow network the two do not share it. A slow answer
// holds the list back at most BELOW_FOLD_WAIT_MS. The first slide's cover is preloaded as soon as the
// answer names it, before the strip renders.
import { useEffect, useState } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { recommendationsQuery, RECOMMEND_SHOW_COUNT, type Recommendations } from "../api/recommend-request";
import { BELOW_FOLD_WAIT_MS } from "../config/first-view";
import { chooseStrip } from "../lib/recommend-choice";

/** The cover the strip's first slide shows (the page's largest image), if it is a living room's. */
export function firstCoverOf(recommendations: Recommendations | undefined): string | null {
  if (!recommendations) return null;
  const choice = chooseStrip(recommendations, RECOMMEND_SHOW_COUNT);
  const first = choice.kind === "recommend" ? choice.slides[0] : undefined;
  return first?.kind === "live" ? first.room.room.coverPicture || null : null;
}

/** A high-priority preload of `href` as an image; the strip's <img> then finds it in the cache. */
function preloadImage(href: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.from(preloads).some((link) => link.getAttribute("href") === href)) return;
  const link = document.createElement("link");
  link.setAttribute("rel", "preload");
  link.setAttribute("as", "image");
  link.setAttribute("href", href);
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}

/** Starts the recommendations' call for the viewer restored at start-up (the route's loader calls it), then preloads the first cover. */
export function prefetchHomeFirstView(queryClient: QueryClient): void {
  const query = recommendationsQuery($userInfo.getState()?.id ?? null);
  void queryClient.prefetchQuery(query).then(() => {
    const cover = firstCoverOf(queryClient.getQueryData(query.queryKey));
    if (cover) preloadImage(cover);
  });
}

/** True once the recommendations have answered (or failed) or BELOW_FOLD_WAIT_MS passed; it stays true. */
export function useBelowFoldReady(): boolean {
  const viewer = useUnit($userInfo)?.id ?? null;
  const recommendSettled = !useQuery(recommendationsQuery(viewer)).isPending;
  const [waited, setWaited] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), BELOW_FOLD_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // Latched during render (React's "state from earlier renders"): a later refetch for another viewer does not unload the list.
  if (!ready && (recommendSettled || waited)) setReady(true);
  return ready || recommendSettled || waited;
}
