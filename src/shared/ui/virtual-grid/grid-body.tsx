// The grid's rendered rows, each placed by transform in the grid's body. Memoized on the rendered
// items: the grid re-renders when they change (once per block scrolled, block-range.ts) and when
// its own props or state do (a re-sort, the focus), and then this subtree is reconciled only if
// the rendered items or what the rows read changed.
import { memo, type ReactNode } from "react";
import type { Store } from "effector";
import type { Row } from "@tanstack/react-table";
import type { VirtualItem } from "@tanstack/react-virtual";
import { ItemRow, type RowAttributes } from "./item-row";
import type { gridFeatures, GridItemRow, GridRowData } from "./grid-rows";
import classes from "./virtual-grid.module.css";

export interface GridBodyProps<T, D, R extends GridRowData> {
  items: readonly VirtualItem[];
  rows: readonly R[];
  /** Where the rows start on the page: item starts are page offsets, slots are placed in the body. */
  scrollMargin: number;
  /** The virtualizer's measuring ref, for grids whose rows vary in height (footers). */
  measureRow: ((element: Element | null) => void) | undefined;
  tableRowOf: (data: R, index: number) => Row<typeof gridFeatures, R>;
  source: Store<ReadonlyMap<number, T>>;
  useDecoration: (itemId: number) => D;
  focusedId: number | null;
  phone: boolean;
  rowDomId: (itemId: number) => string;
  rowAttributes: ((item: T, row: R & GridItemRow) => RowAttributes) | undefined;
  renderFooter: ((item: T) => ReactNode) | undefined;
  renderSection: (row: Exclude<R, GridItemRow>, ariaRowIndex: number, columnCount: number) => ReactNode;
  shownColumnCount: number;
}

function GridBodyImpl<T, D, R extends GridRowData>(props: GridBodyProps<T, D, R>): ReactNode {
  const { items, rows, scrollMargin, measureRow, tableRowOf, focusedId } = props;
  return items.map((item) => {
    const data = rows[item.index];
    if (!data) return null;
    return (
      <div
        key={data.id}
        role="presentation"
        data-index={item.index}
        ref={measureRow}
        className={measureRow ? classes.slot : `${classes.slot} ${classes.slotSized}`}
        style={{ transform: `translateY(${item.start - scrollMargin}px)`, height: measureRow ? undefined : item.size }}
      >
        {data.kind === "item" ? (
          <ItemRow
            row={tableRowOf(data, item.index) as unknown as Row<typeof gridFeatures, GridRowData>}
            itemId={data.itemId}
            source={props.source}
            useDecoration={props.useDecoration}
            focused={data.itemId === focusedId}
            phone={props.phone}
            ariaRowIndex={item.index + 2}
            domId={props.rowDomId(data.itemId)}
            rowAttributes={props.rowAttributes as ((item: T, row: GridItemRow) => RowAttributes) | undefined}
            renderFooter={props.renderFooter}
          />
        ) : (
          props.renderSection(data as Exclude<R, GridItemRow>, item.index + 2, props.shownColumnCount)
        )}
      </div>
    );
  });
}

export const GridBody = memo(GridBodyImpl) as typeof GridBodyImpl;
