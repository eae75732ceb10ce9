// Which rows the grid renders: the virtualizer's range (the rows in view and the overscan) widened
// to whole blocks of rows. The rendered set then changes once per block scrolled instead of at
// every row, so a scroll frame mostly moves the page without touching the DOM, and the rows that
// come in arrive together: one React commit, one style and layout pass and one repaint for a
// block instead of one per row. At 2,400 px/s over a 10,000-row day this took the main thread
// while scrolling from ~90 % to ~70 % busy (bench/README.md, twenty-first session).
import type { Range } from "@tanstack/react-virtual";

/** Rows per rendered block. */
export const GRID_RENDER_BLOCK = 8;

/** The indexes to render for `range`: its rows with their overscan, out to the edges of their blocks. */
export function blockRange(range: Range, block = GRID_RENDER_BLOCK): number[] {
  if (range.count === 0) return [];
  const first = Math.max(0, Math.floor((range.startIndex - range.overscan) / block) * block);
  const last = Math.min(range.count - 1, Math.ceil((range.endIndex + range.overscan + 1) / block) * block - 1);
  const indexes: number[] = [];
  for (let index = first; index <= last; index++) indexes.push(index);
  return indexes;
}
