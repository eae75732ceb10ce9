// The header's background opacity, following the window scroll only where it can change (home,
// above HEADER_OPAQUE_AT_PX). Elsewhere nothing listens: a scroll listener that re-rendered the
// header on every frame cost the long match lists a forced layout per frame.
import { useEffect, useState } from "react";
import { headerBackdropOpacity } from "../lib/header-backdrop";

export function useBackdropOpacity(isHome: boolean): number {
  const [opacity, setOpacity] = useState(() => headerBackdropOpacity(isHome ? window.scrollY : 0, isHome));
  useEffect(() => {
    const update = () => setOpacity(headerBackdropOpacity(window.scrollY, isHome));
    update();
    if (!isHome) return;
    // Past the threshold the value stays 1, so React bails out of the re-render.
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [isHome]);
  return opacity;
}
