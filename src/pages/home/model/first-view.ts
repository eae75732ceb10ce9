// Home loads its first view first (docs/product-rules.md "Home"). The recommendations (直播推荐,
// whose first cover is the page's largest image) are asked for by the route as soon as it matches
// (entities/live-room, prefetchRecommendations); the football day list (今日焦点赛事 and the goal
// notices read it: ~200 KB to 1 MB a day) waits for their answer, so on a slow network the two do
// not share it. A slow answer holds the list back at most BELOW_FOLD_WAIT_MS.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { recommendationsQuery } from "@/entities/live-room";
import { $userInfo } from "@/entities/session";
import { BELOW_FOLD_WAIT_MS } from "../config/first-view";

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
