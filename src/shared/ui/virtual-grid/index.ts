export { VirtualGrid, GRID_OVERSCAN } from "./virtual-grid";
export { GRID_RENDER_BLOCK } from "./block-range";
export { useGridRow } from "./grid-row-context";
export { createGridColumnHelper, type GridItemRow, type GridRowData } from "./grid-rows";
export { SectionHeading } from "./section-heading";
