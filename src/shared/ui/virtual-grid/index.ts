export { VirtualGrid, GRID_OVERSCAN, GRID_ROW_BACKGROUNDS } from "./virtual-grid";
export { useGridRow } from "./grid-row-context";
export { createGridColumnHelper, type GridItemRow, type GridRowData } from "./grid-rows";
export { SectionHeading } from "./section-heading";
