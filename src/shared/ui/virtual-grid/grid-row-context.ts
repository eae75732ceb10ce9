// What an item row hands its cells: the item (the row subscribes to it, so a change re-renders
// this row and its cells only), its decoration, the row itself and whether the screen is
// phone-width (a cell may then show what a left-out column would). Cells are TanStack column
// cells and read this instead of props, as the table's cell context carries only the row.
import { createContext, useContext } from "react";
import type { GridItemRow } from "./grid-rows";

export interface GridRowState<T, D, R extends GridItemRow = GridItemRow> {
  item: T;
  decoration: D;
  row: R;
  /** A phone-width screen: the grid leaves out the columns whose phone track is null. */
  phone: boolean;
}

export const GridRowContext = createContext<GridRowState<unknown, unknown> | null>(null);

/** The row a cell renders in; the cell's grid decides T, D and the row type. */
export function useGridRow<T, D, R extends GridItemRow = GridItemRow>(): GridRowState<T, D, R> {
  const state = useContext(GridRowContext);
  if (!state) throw new Error("A grid cell renders inside a grid row");
  return state as GridRowState<T, D, R>;
}
