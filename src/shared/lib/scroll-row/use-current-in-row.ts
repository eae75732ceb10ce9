// A row that scrolls sideways (a menu or the tabs on a phone) brought round so its current item
// (`aria-current="page"`) is in view, with a little space to the edge: the current item may sit
// past the edge. Nothing moves while the row fits.
//
// The boxes come from an IntersectionObserver, which reads them after the browser's own layout:
// reading them during the render's commit forced a layout of the whole page there, 20–25 ms of a
// desktop's main thread at start-up (bench/README.md, "fifteenth session").
import { useEffect, type DependencyList, type RefObject } from "react";

/** Space kept between the current item and the row's edge. */
const EDGE_PX = 8;

interface Span {
  left: number;
  right: number;
}

/** How far the row should scroll (px, + to the right) to bring `item` inside `row`; 0 when it is in. */
export function scrollToShow(row: Span, item: Span): number {
  if (item.left < row.left) return item.left - row.left - EDGE_PX;
  if (item.right > row.right) return item.right - row.right + EDGE_PX;
  return 0;
}

/** Scrolls `row` to its current item after each render where `deps` changed. */
export function useCurrentInRow(row: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useEffect(() => {
    const element = row.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        // A hidden item (no box) or one already in view leaves the row where it is.
        if (!entry || entry.intersectionRatio >= 1 || !entry.rootBounds || entry.boundingClientRect.width === 0) return;
        element.scrollLeft += scrollToShow(entry.rootBounds, entry.boundingClientRect);
      },
      { root: element, threshold: 1 },
    );
    observer.observe(current);
    return () => observer.disconnect();
  }, deps); // the caller names what moves the current item
}
