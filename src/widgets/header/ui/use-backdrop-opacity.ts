// The header's background opacity, following the window scroll only where it can change (home,
// above HEADER_OPAQUE_AT_PX). Elsewhere nothing listens and nothing reads the scroll position:
// reading window.scrollY forces a style and layout pass, and on the list pages that pass landed
// right after the first rows were committed (~20 ms of the first load), and a scroll listener
// that re-rendered the header cost a forced layout per frame.
import { useEffect, useState } from "react";
import { headerBackdropOpacity } from "../lib/header-backdrop";

const scrolledOpacity = (isHome: boolean) => headerBackdropOpacity(isHome ? window.scrollY : 0, isHome);

export function useBackdropOpacity(isHome: boolean): number {
  const [opacity, setOpacity] = useState(() => scrolledOpacity(isHome));
  useEffect(() => {
    const update = () => setOpacity(scrolledOpacity(isHome));
    update();
    if (!isHome) return;
    // Past the threshold the value stays 1, so React bails out of the re-render.
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [isHome]);
  return opacity;
}
