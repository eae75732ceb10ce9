// A virtualized grid that knows no domain: it receives columns, rows (sections and items by id),
// a source to read each item from, and callbacks. TanStack Table holds the columns and makes the
// table row of each rendered item row (keyed by id, so a re-sort keeps each row's identity);
// TanStack Virtual renders the rows near the viewport against the window scroll, measuring rows
// taller than their estimate. ARIA grid: aria-rowcount counts every row (header row included),
// each rendered row carries its aria-rowindex, and the focused row is the grid's active descendant.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Store } from "effector";
import { useStoreMap } from "effector-react";
import { constructRow, FlexRender, useTable, type ColumnDef, type Header, type Row } from "@tanstack/react-table";
import type { VirtualItem, VirtualizerOptions } from "@tanstack/react-virtual";
import type { RowAttributes } from "./item-row";
import { blockRange } from "./block-range";
import { GridBody } from "./grid-body";
import { gridFeatures, type GridItemRow, type GridRowData } from "./grid-rows";
import { useGridKeyboard } from "./use-grid-keyboard";
import { useWindowRowsVirtualizer } from "./use-window-rows-virtualizer";
import { gridTemplate, isColumnShown, usePhoneWidth } from "./phone-columns";
import classes from "./virtual-grid.module.css";

/**
 * Rows rendered beyond each edge of the viewport. Each rendered row is a transformed layer the
 * browser re-layerizes every frame: 3 instead of 8 cut main-thread time while scrolling by ~15 %,
 * and still covers ~9,000 px/s with rows rendered a frame late (bench/README.md).
 */
export const GRID_OVERSCAN = 3;

/**
 * A mounted row's height, read from the ResizeObserver's report (which comes after layout); at
 * mount, the height known so far, the estimate for a row never measured (exact for rows without a
 * footer). TanStack's default reads `offsetHeight` at mount, a forced layout in the commit of
 * every scroll frame that brings rows in. A taller row (a note under it) is corrected when the
 * observer reports, before the next frame's rows are placed.
 */
const measureAfterLayout: VirtualizerOptions<Window, Element>["measureElement"] = (element, entry, instance) => {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

export interface VirtualGridProps<T, D, R extends GridRowData> {
  rows: readonly R[];
  columns: ReadonlyArray<ColumnDef<typeof gridFeatures, R, any>>;
  /** Where each item row reads its item by id; only that row re-renders when its item changes. */
  source: Store<ReadonlyMap<number, T>>;
  /** A row's decoration (e.g. a highlight) by item id; a hook, called by every rendered row. */
  useDecoration: (itemId: number) => D;
  label: string;
  /** Height estimates; rows that turn out taller are measured. */
  itemHeight: number;
  sectionHeight: number;
  /** Fixed header and sticky column header above the rows: rows scrolled into view clear both. */
  scrollPaddingStart: number;
  renderSection: (row: Exclude<R, GridItemRow>, ariaRowIndex: number, columnCount: number) => ReactNode;
  /** Data attributes of an item row (tests and benchmarks read them). */
  rowAttributes?: (item: T, row: R & GridItemRow) => RowAttributes;
  /** A line under an item row's cells (a note), when there is one. */
  renderFooter?: (item: T) => ReactNode;
  /** Enter on the focused row; with `opensOnClick`, a click on a row too. */
  onOpen?: (item: T) => void;
  /** A click on a row, outside its links and buttons, opens it as Enter would. */
  opensOnClick?: boolean;
  /** F on the focused row. */
  onFollowKey?: (item: T) => void;
  /** "/" anywhere outside a field. */
  onFilterKey?: () => void;
  /** The last row came into view (a paged list loads its next page). */
  onEndReached?: () => void;
  emptyText: string;
  testId?: string;
  emptyTestId?: string;
}

const NO_HEADERS: never[] = [];
const NO_DATA: never[] = [];
const NO_ITEMS: VirtualItem[] = [];
/** What a click inside a row leaves to itself. */
const INTERACTIVE = "a, button, input, label, select, textarea, [role=button], [role=dialog]";
const rowDomId = (gridId: string, itemId: number) => `${gridId}-row-${itemId}`;
const getRowId = (row: GridRowData) => row.id;

/** The column header row: its headers change with the columns only, so scrolling leaves it alone. */
function HeaderRowImpl<R extends GridRowData>({ headers, phone }: { headers: ReadonlyArray<Header<typeof gridFeatures, R, unknown>>; phone: boolean }) {
  return (
    <div role="row" aria-rowindex={1} className={classes.headerRow}>
      {headers.filter((header) => isColumnShown(header.column.columnDef.meta, phone)).map((header) => (
        <div key={header.id} role="columnheader" className={classes.cell} data-align={header.column.columnDef.meta?.align}>
          <FlexRender header={header} />
        </div>
      ))}
    </div>
  );
}

const HeaderRow = memo(HeaderRowImpl) as typeof HeaderRowImpl;

/** Keeps the focused row's current item at hand for the key handlers, without re-rendering the grid. */
function FocusedItem<T>({ source, itemId, itemRef }: { source: Store<ReadonlyMap<number, T>>; itemId: number; itemRef: { current: T | null } }) {
  const item = useStoreMap({ store: source, keys: [itemId], fn: (items, [id]) => items.get(id) ?? null });
  useEffect(() => {
    itemRef.current = item;
    return () => {
      itemRef.current = null;
    };
  }, [item, itemRef]);
  return null;
}

export function VirtualGrid<T, D, R extends GridRowData>(props: VirtualGridProps<T, D, R>) {
  const { rows, columns, source, useDecoration, label, rowAttributes, renderFooter, renderSection, onEndReached } = props;
  // The table gets the columns only: its row model would make a table row for each of the ~11k
  // rows at every re-sort, where only the ~20 rendered ones need one. Those are made as they render
  // and kept, per table, while their row data stays the same object. useTable returns a new table
  // object whenever its options are a new object, so the options are kept while the columns stay.
  const tableOptions = useMemo(() => ({ features: gridFeatures, columns: columns as ColumnDef<typeof gridFeatures, R, any>[], data: NO_DATA as R[], getRowId }), [columns]);
  const table = useTable(tableOptions);
  // One map per table: a table row belongs to the table that made it.
  const tableRows = useMemo(() => new WeakMap<R, Row<typeof gridFeatures, R>>(), [table]);
  const tableRowOf = useCallback(
    (data: R, index: number) => {
      let row = tableRows.get(data);
      if (!row) {
        row = constructRow(table, data.id, data, index, 0);
        tableRows.set(data, row);
      }
      return row;
    },
    [table, tableRows],
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? NO_HEADERS;
  const { itemHeight, sectionHeight } = props;
  const phone = usePhoneWidth();
  // The column tracks and the row heights, for the stylesheet: rows and the header row lay out
  // from these variables, so the heights the virtualizer estimates are the heights the CSS gives.
  const gridStyle = useMemo(
    () =>
      ({
        "--grid-template": gridTemplate(columns.map((column) => column.meta), phone),
        "--grid-item-height": `${itemHeight}px`,
        "--grid-section-height": `${sectionHeight}px`,
      }) as CSSProperties,
    [columns, phone, itemHeight, sectionHeight],
  );
  const shownColumnCount = useMemo(() => columns.filter((column) => isColumnShown(column.meta, phone)).length, [columns, phone]);
  const [gridId] = useState(() => `grid-${Math.random().toString(36).slice(2, 8)}`);
  const itemDomId = useCallback((itemId: number) => rowDomId(gridId, itemId), [gridId]);

  const gridRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Where the rows start on the page. Measured when rows first show and on resize only: reading
  // layout on every scroll frame, or at every re-sort, would force a synchronous layout then.
  const [scrollMargin, setScrollMargin] = useState(0);
  // Rows render once that place is known: rows rendered at a guessed place were laid out (a forced
  // layout of every new row) and rendered again at the measured one, in the first rows' task.
  const [placed, setPlaced] = useState(false);
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    const measure = () => {
      const body = bodyRef.current;
      if (!body) return;
      const top = body.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
      setPlaced(true);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [hasRows]);

  // Stable until the rows change: the virtualizer keys its measurements of every row on these
  // functions (new closures at each render re-measured all ~11k rows, ~12 % of the main thread
  // under load when the grid rendered at every scroll frame).
  const estimateSize = useCallback((index: number) => (rows[index]?.kind === "section" ? sectionHeight : itemHeight), [rows, itemHeight, sectionHeight]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);

  // The grid re-renders when the rendered rows change (once per block scrolled), not at every
  // row the visible range moves; the rows newly exposed render in their own task, after the
  // scroll event, and the overscan covers the frame they arrive late.
  const { virtualizer, items: placedItems } = useWindowRowsVirtualizer({
    count: rows.length,
    scrollMargin,
    estimateSize,
    getItemKey,
    overscan: GRID_OVERSCAN,
    scrollPaddingStart: props.scrollPaddingStart,
    measureElement: measureAfterLayout,
    rangeExtractor: blockRange,
  });
  // The same array while the same rows stand at the same places, so the body is left alone.
  const items = placed ? placedItems : NO_ITEMS;
  // Rows are as tall as the CSS variables above say, so the estimates are exact; only a grid with
  // footers (notes of varying height under some rows) has rows to measure, and it measures them
  // after layout (measureAfterLayout): reading a mounted row's height forced a layout per commit.
  const measureRow = renderFooter ? virtualizer.measureElement : undefined;

  const [focusedId, setFocusedId] = useState<number | null>(null);
  const focusedItem = useRef<T | null>(null);
  const pointerFocus = useRef(false);

  const move = useCallback(
    (delta: 1 | -1) => {
      const current = focusedId === null ? -1 : rows.findIndex((r) => r.kind === "item" && r.itemId === focusedId);
      let index = current === -1 ? (delta === 1 ? -1 : rows.length) : current;
      do index += delta;
      while (index >= 0 && index < rows.length && rows[index]?.kind !== "item");
      const next = rows[index];
      if (!next || next.kind !== "item") return;
      setFocusedId(next.itemId);
      virtualizer.scrollToIndex(index, { align: "auto" });
    },
    [focusedId, rows, virtualizer],
  );

  useGridKeyboard(gridRef, focusedItem, { move, open: props.onOpen, follow: props.onFollowKey, filter: props.onFilterKey });

  // Asked when the last row comes into view, not again whenever a parent passes a new closure.
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastIndex >= rows.length - 1) endReached.current?.();
  }, [lastIndex, rows.length]);

  const focusedRendered =
    focusedId !== null &&
    items.some((item) => {
      const row = rows[item.index];
      return row?.kind === "item" && row.itemId === focusedId;
    });

  if (rows.length === 0) {
    return (
      <div className={classes.empty} data-testid={props.emptyTestId}>
        {props.emptyText}
      </div>
    );
  }

  return (
    <>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={shownColumnCount}
        aria-activedescendant={focusedRendered && focusedId !== null ? rowDomId(gridId, focusedId) : undefined}
        tabIndex={0}
        className={classes.grid}
        style={gridStyle}
        data-testid={props.testId}
        onMouseDown={(event) => {
          // A click puts the row focus on the clicked row (the grid takes DOM focus itself).
          pointerFocus.current = true;
          const clicked = (event.target as HTMLElement).closest<HTMLElement>("[data-grid-item]");
          if (clicked) setFocusedId(Number(clicked.dataset.gridItem));
        }}
        onClick={(event) => {
          // The mousedown made the clicked row the focused one, so its item is at hand.
          if (!props.opensOnClick || !props.onOpen) return;
          const target = event.target as HTMLElement;
          if (target.closest(INTERACTIVE)) return;
          const clicked = target.closest<HTMLElement>("[data-grid-item]");
          if (clicked && Number(clicked.dataset.gridItem) === focusedId && focusedItem.current) props.onOpen(focusedItem.current);
        }}
        onFocus={(event) => {
          // Tabbing into the grid starts on its first row; a click does not move anything.
          const byPointer = pointerFocus.current;
          pointerFocus.current = false;
          if (!byPointer && event.target === event.currentTarget && focusedId === null) move(1);
        }}
      >
        <HeaderRow headers={headers} phone={phone} />
        <div ref={bodyRef} role="presentation" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
          <GridBody
            items={items}
            rows={rows}
            scrollMargin={scrollMargin}
            measureRow={measureRow}
            tableRowOf={tableRowOf}
            source={source}
            useDecoration={useDecoration}
            focusedId={focusedId}
            phone={phone}
            rowDomId={itemDomId}
            rowAttributes={rowAttributes}
            renderFooter={renderFooter}
            renderSection={renderSection}
            shownColumnCount={shownColumnCount}
          />
        </div>
      </div>
      {focusedId !== null && <FocusedItem source={source} itemId={focusedId} itemRef={focusedItem} />}
    </>
  );
}
