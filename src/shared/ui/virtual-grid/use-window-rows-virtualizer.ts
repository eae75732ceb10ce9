// TanStack Virtual against the window scroll, re-rendering the grid only when the items it renders
// change. `useWindowVirtualizer` re-renders at every change of the visible range, which while
// scrolling is nearly every frame (a board's row is 52–64 px, a frame at 2,400 px/s 40 px); with
// rows rendered a block at a time (block-range.ts) most of those renders changed nothing but still
// cost a React render and commit of the grid in a task of their own. Same options and instance
// otherwise: this is `useWindowVirtualizer` without its direct-DOM mode, its re-render narrowed.
import { useLayoutEffect, useReducer, useRef, useState } from "react";
import {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type VirtualItem,
  type VirtualizerOptions,
} from "@tanstack/react-virtual";

type WindowOptions = PartialKeys<
  VirtualizerOptions<Window, Element>,
  "getScrollElement" | "observeElementRect" | "observeElementOffset" | "scrollToFn"
>;

export interface WindowRowsVirtualizer {
  virtualizer: Virtualizer<Window, Element>;
  /** The items to render: the same array while the same rows stand at the same places. */
  items: readonly VirtualItem[];
}

export function useWindowRowsVirtualizer(options: WindowOptions): WindowRowsVirtualizer {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const rendered = useRef<readonly VirtualItem[]>([]);
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    // Called from the scroll listener (and after measurements): a render only when it would show
    // something else. Rendering outside the scroll event, not flushed in it, keeps the frame short.
    onChange: (instance) => {
      if (!sameItems(rendered.current, instance.getVirtualItems())) rerender();
    },
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  const items = virtualizer.getVirtualItems();
  if (!sameItems(rendered.current, items)) rendered.current = items;
  return { virtualizer, items: rendered.current };
}

/** The same rendered items: the same rows at the same places. */
function sameItems(a: readonly VirtualItem[], b: readonly VirtualItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.key !== y.key || x.index !== y.index || x.start !== y.start || x.size !== y.size) return false;
  }
  return true;
}
