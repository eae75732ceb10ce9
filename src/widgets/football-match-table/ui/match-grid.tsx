// The virtualized match grid: TanStack Table holds the columns and the row model (rows keyed by
// getRowId, so a re-sort keeps each row's identity), TanStack Virtual renders the rows near the
// viewport against the window scroll; section headings are virtual rows too, and rows with a
// note line are measured. ARIA grid: aria-rowcount counts every row (header row included),
// each rendered row carries its aria-rowindex, and the focused row is the grid's active
// descendant.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Store } from "effector";
import { useStoreMap, useUnit } from "effector-react";
import { useTable } from "@tanstack/react-table";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useFollowToggle, type FollowTarget } from "@/features/follow";
import { $userSetting, competitionFilterOpenRequested, SPORT_TYPE, type Match } from "@/entities/match";
import { OVERSCAN, ROW_HEIGHT, SCROLL_PADDING_START, SECTION_ROW_HEIGHT } from "../config/grid";
import { matchDetailUrl, openInNewTab } from "../lib/live-rows-links";
import type { TableRow, TableView } from "../lib/table-rows";
import { columns, features, getRowId, GRID_TEMPLATE } from "./columns";
import { MatchRow } from "./match-row";
import { GridDisplayContext } from "./row-context";
import { SectionRow } from "./section-row";
import { useGridKeyboard } from "./use-grid-keyboard";
import classes from "./match-grid.module.css";

export interface MatchGridProps {
  view: TableView;
  /** The match store the rows subscribe to (today's list or the browsed one). */
  source: Store<ReadonlyMap<number, Match>>;
  label: string;
  /** Called when the last row comes into view (the followed list loads its next page). */
  onEndReached?: () => void;
}

const rowDomId = (matchId: number) => `match-row-${matchId}`;

/** Registers the star's own toggle for the focused match, so F follows exactly as a click would. */
function FocusedFollow({ matchId, source, toggleRef }: { matchId: number; source: Store<ReadonlyMap<number, Match>>; toggleRef: { current: (() => void) | null } }) {
  const hasFollow = useStoreMap({ store: source, keys: [matchId], fn: (matches, [id]) => matches.get(id)?.hasFollow ?? 2 });
  const target = useMemo((): FollowTarget => ({ kind: "match", matchId, sportType: SPORT_TYPE.football }), [matchId]);
  const { toggle } = useFollowToggle(target, hasFollow === 1);
  useEffect(() => {
    toggleRef.current = toggle;
    return () => {
      toggleRef.current = null;
    };
  }, [toggle, toggleRef]);
  return null;
}

export function MatchGrid({ view, source, label, onEndReached }: MatchGridProps) {
  const table = useTable({ features, columns, data: view.rows, getRowId });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const setting = useUnit($userSetting);
  const display = useMemo(
    () => ({ showRanking: setting.rankingDisplay, showCards: setting.cardDisplay }),
    [setting.rankingDisplay, setting.cardDisplay],
  );
  const openFilter = useUnit(competitionFilterOpenRequested);

  const gridRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Where the rows start on the page. Measured when rows first show and on resize only: reading
  // layout on every scroll frame, or at every re-sort, would force a synchronous layout then.
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    const measure = () => {
      const body = bodyRef.current;
      if (!body) return;
      const top = body.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [hasRows]);

  // Stable until the rows change: the virtualizer keys its measurements of every row on these
  // functions, and the grid re-renders on each scroll frame (new closures re-measured all ~11k
  // rows per frame, ~12 % of the main thread under load).
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.original.kind === "section" ? SECTION_ROW_HEIGHT : ROW_HEIGHT),
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    scrollMargin,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollPaddingStart: SCROLL_PADDING_START,
    // Render newly exposed rows in their own task rather than inside the scroll event: the
    // overscan covers the frame they arrive late, and the scroll frame itself stays short.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();

  const [focusedId, setFocusedId] = useState<number | null>(null);
  const followRef = useRef<(() => void) | null>(null);
  const pointerFocus = useRef(false);

  const move = useCallback(
    (delta: 1 | -1) => {
      const current = focusedId === null ? -1 : rows.findIndex((r) => r.original.kind === "match" && r.original.matchId === focusedId);
      let index = current === -1 ? (delta === 1 ? -1 : rows.length) : current;
      do index += delta;
      while (index >= 0 && index < rows.length && rows[index]?.original.kind !== "match");
      const next = rows[index]?.original;
      if (!next || next.kind !== "match") return;
      setFocusedId(next.matchId);
      virtualizer.scrollToIndex(index, { align: "auto" });
    },
    [focusedId, rows, virtualizer],
  );

  useGridKeyboard(gridRef, {
    move,
    open: () => {
      if (focusedId !== null) openInNewTab(matchDetailUrl(focusedId));
    },
    follow: () => followRef.current?.(),
    filter: () => openFilter(),
  });

  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 1) onEndReached();
  }, [lastIndex, rows.length, onEndReached]);

  const focusedRendered = focusedId !== null && items.some((item) => {
    const row = rows[item.index]?.original;
    return row?.kind === "match" && row.matchId === focusedId;
  });

  if (rows.length === 0) {
    return (
      <div className={classes.empty} data-testid="football-list-empty">
        暂无数据
      </div>
    );
  }

  return (
    <GridDisplayContext.Provider value={display}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-activedescendant={focusedRendered && focusedId !== null ? rowDomId(focusedId) : undefined}
        tabIndex={0}
        className={classes.grid}
        data-testid="football-list"
        data-total={view.total}
        onMouseDown={(event) => {
          // A click puts the row focus on the clicked row (the grid takes DOM focus itself).
          pointerFocus.current = true;
          const clicked = (event.target as HTMLElement).closest<HTMLElement>("[data-match-id]");
          if (clicked) setFocusedId(Number(clicked.dataset.matchId));
        }}
        onFocus={(event) => {
          // Tabbing into the grid starts on its first match; a click does not move anything.
          const byPointer = pointerFocus.current;
          pointerFocus.current = false;
          if (!byPointer && event.target === event.currentTarget && focusedId === null) move(1);
        }}
      >
        <div role="row" aria-rowindex={1} className={classes.headerRow} style={{ gridTemplateColumns: GRID_TEMPLATE }}>
          {headers.map((header) => (
            <div key={header.id} role="columnheader" className={classes.cell} data-align={header.column.columnDef.meta?.align}>
              <table.FlexRender header={header} />
            </div>
          ))}
        </div>
        <div ref={bodyRef} role="presentation" className={classes.body} style={{ height: virtualizer.getTotalSize(), ["--grid-template" as string]: GRID_TEMPLATE }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const data: TableRow = row.original;
            return (
              <div
                key={row.id}
                role="presentation"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={classes.slot}
                style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
              >
                {data.kind === "section" ? (
                  <SectionRow row={data} ariaRowIndex={item.index + 2} columns={columns.length} />
                ) : (
                  <MatchRow
                    row={row}
                    matchId={data.matchId}
                    source={source}
                    pinned={data.pinned}
                    focused={data.matchId === focusedId}
                    ariaRowIndex={item.index + 2}
                    domId={rowDomId(data.matchId)}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {focusedId !== null && <FocusedFollow matchId={focusedId} source={source} toggleRef={followRef} />}
    </GridDisplayContext.Provider>
  );
}

