export { VirtualGrid, GRID_OVERSCAN, type VirtualGridProps } from "./virtual-grid";
export { useGridRow, type GridRowState } from "./grid-row-context";
export { createGridColumnHelper, gridFeatures, type GridColumnMeta, type GridItemRow, type GridRowData, type GridSectionRow } from "./grid-rows";
export type { RowAttributes } from "./item-row";
export { SectionHeading, type SectionHeadingProps } from "./section-heading";
