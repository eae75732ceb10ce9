// A row that scrolls sideways (a menu or the tabs on a phone) brought round so its current item
// (`aria-current="page"`) is in view, with a little space to the edge: the current item may sit
// past the edge. Nothing moves while the row fits.
import { useEffect, type DependencyList, type RefObject } from "react";

/** Space kept between the current item and the row's edge. */
const EDGE_PX = 8;

function scrollCurrentIntoRow(row: HTMLElement): void {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const box = current.getBoundingClientRect();
  if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left + EDGE_PX;
  else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right + EDGE_PX;
}

/**
 * Scrolls `row` to its current item after each render where `deps` changed. The row's layout is
 * read at the next frame, where the browser lays the page out anyway: read in the commit, it
 * forced the layout of the whole page into the task that rendered it (the header's tabs: ~15–20 ms
 * of every page's first render).
 */
export function useCurrentInRow(row: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (row.current) scrollCurrentIntoRow(row.current);
    });
    return () => cancelAnimationFrame(frame);
  }, deps); // the caller names what moves the current item
}
