// A row that scrolls sideways (a menu or the tabs on a phone) brought round so its current item
// (`aria-current="page"`) is in view, with a little space to the edge: the current item may sit
// past the edge. Nothing moves while the row fits.
import { useLayoutEffect, type DependencyList, type RefObject } from "react";

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

/** Scrolls `row` to its current item after each render where `deps` changed. */
export function useCurrentInRow(row: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useLayoutEffect(() => {
    if (row.current) scrollCurrentIntoRow(row.current);
  }, deps); // the caller names what moves the current item
}
