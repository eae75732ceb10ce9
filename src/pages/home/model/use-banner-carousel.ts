// The carousel's state: the active banner advances by itself (lib/carousel-timing); pointing at a
// banner (or focusing it) selects it and holds the rotation until the pointer leaves, then the
// selected banner gets its full time again.
import { useCallback, useEffect, useState } from "react";
import { groupOf, itemDuration, nextIndex } from "../lib/carousel-timing";

export interface BannerCarousel {
  active: number;
  group: number;
  paused: boolean;
  /** The pointer (or focus) is on banner `index`: select it and hold. */
  held: (index: number) => void;
  /** The pointer (or focus) left: rotate on from the selected banner. */
  released: () => void;
}

export function useBannerCarousel(count: number): BannerCarousel {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = count > 0 ? Math.min(active, count - 1) : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setActive(nextIndex(current, count)), itemDuration(current, count));
    return () => clearTimeout(timer);
  }, [current, count, paused]);

  const held = useCallback((index: number) => {
    setActive(index);
    setPaused(true);
  }, []);
  const released = useCallback(() => setPaused(false), []);

  return { active: current, group: groupOf(current), paused, held, released };
}
