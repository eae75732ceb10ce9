// What the grid renders: section rows (headings, as virtual rows too) and item rows, each with a
// stable id so a re-sort keeps every row's identity. An item row names its item by id; the row
// reads the item itself from the grid's source, so a change of one item re-renders one row.
import { createColumnHelper, metaHelper, tableFeatures } from "@tanstack/react-table";

export interface GridSectionRow {
  kind: "section";
  id: string;
}

export interface GridItemRow {
  kind: "item";
  id: string;
  itemId: number;
}

export type GridRowData = GridSectionRow | GridItemRow;

export interface GridColumnMeta {
  /** The column's CSS grid track. */
  track: string;
  /** Its track on a phone-width screen (`PHONE_MEDIA_QUERY`): `null` leaves the column out there; without one, `track`. */
  phoneTrack?: string | null;
  align: "start" | "center" | "end";
}

export const gridFeatures = tableFeatures({ columnMeta: metaHelper<GridColumnMeta>() });

/** A column helper for a grid of `R` rows: `helper.display({ id, header, cell, meta })`. */
export const createGridColumnHelper = <R extends GridRowData>() => createColumnHelper<typeof gridFeatures, R>();
