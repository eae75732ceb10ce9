// One item row. It subscribes to its own item and its own decoration, so a change of that item
// re-renders this row only; memoized on its props (its table row by its table and data), so the grid
// re-rendering (scrolling, measuring, a re-sort, focus moving elsewhere) leaves it alone.
import { memo, useMemo, type ReactNode } from "react";
import type { Store } from "effector";
import { useStoreMap } from "effector-react";
import { FlexRender, type Row } from "@tanstack/react-table";
import type { gridFeatures, GridItemRow, GridRowData } from "./grid-rows";
import { GridRowContext, type GridRowState } from "./grid-row-context";
import { isColumnShown } from "./phone-columns";
import classes from "./virtual-grid.module.css";

export type RowAttributes = Record<`data-${string}`, string | number | boolean | undefined>;

export interface ItemRowProps<T, D> {
  row: Row<typeof gridFeatures, GridRowData>;
  itemId: number;
  source: Store<ReadonlyMap<number, T>>;
  useDecoration: (itemId: number) => D;
  focused: boolean;
  /** A phone-width screen: the columns whose phone track is null are left out. */
  phone: boolean;
  /** aria-rowindex: 1-based, the column header row is 1. */
  ariaRowIndex: number;
  domId: string;
  rowAttributes?: ((item: T, row: GridItemRow) => RowAttributes) | undefined;
  renderFooter?: ((item: T) => ReactNode) | undefined;
}

function ItemRowImpl<T, D>({ row, itemId, source, useDecoration, focused, phone, ariaRowIndex, domId, rowAttributes, renderFooter }: ItemRowProps<T, D>) {
  const item = useStoreMap({ store: source, keys: [itemId], fn: (items, [id]) => items.get(id) ?? null });
  const decoration = useDecoration(itemId);
  const data = row.original as GridItemRow;
  const state = useMemo((): GridRowState<T, D> | null => (item === null ? null : { item, decoration, row: data, phone }), [item, decoration, data, phone]);
  if (!state || item === null) return null;

  return (
    <GridRowContext.Provider value={state}>
      <div
        id={domId}
        role="row"
        aria-rowindex={ariaRowIndex}
        aria-selected={focused}
        className={focused ? `${classes.row} ${classes.rowFocused}` : classes.row}
        data-grid-item={itemId}
        {...rowAttributes?.(item, data)}
      >
        <div className={classes.cells}>
          {row.getAllCells().map(
            (cell) =>
              isColumnShown(cell.column.columnDef.meta, phone) && (
                <div key={cell.id} role="gridcell" className={classes.cell} data-align={cell.column.columnDef.meta?.align}>
                  <FlexRender cell={cell} />
                </div>
              ),
          )}
        </div>
        {renderFooter?.(item)}
      </div>
    </GridRowContext.Provider>
  );
}

/** Same fields, one level deep: a re-sort hands a row a new row object that says the same. */
function sameFields(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/** The same table row, or one of the same table (the same columns) for the same data. */
const sameTableRow = (before: ItemRowProps<unknown, unknown>["row"], after: ItemRowProps<unknown, unknown>["row"]) =>
  before === after || (before.table === after.table && sameFields(before.original, after.original));

/** Props the same, the table row compared by its table and data: a re-sort remakes the rendered rows' table rows. */
function sameRowProps<T, D>(before: ItemRowProps<T, D>, after: ItemRowProps<T, D>): boolean {
  for (const key of Object.keys(after) as (keyof ItemRowProps<T, D>)[]) {
    if (key === "row" ? !sameTableRow(before.row, after.row) : before[key] !== after[key]) return false;
  }
  return Object.keys(before).length === Object.keys(after).length;
}

export const ItemRow = memo(ItemRowImpl, sameRowProps) as typeof ItemRowImpl;
