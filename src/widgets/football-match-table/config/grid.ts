// Geometry of the match grid. Row heights are estimates: rows with a note line are taller and
// the virtualizer measures them.
export const ROW_HEIGHT = 52;
export const SECTION_ROW_HEIGHT = 40;
/** Fixed app header plus the grid's sticky column header: rows scrolled into view clear both. */
export const SCROLL_PADDING_START = 112;
/**
 * Rows rendered beyond each edge of the viewport. Each rendered row is a transformed layer chunk
 * the browser re-layerizes every frame: 3 instead of 8 cut main-thread time while scrolling by
 * ~15 %, and still covers ~9,000 px/s with rows rendered a frame late (bench/README.md).
 */
export const OVERSCAN = 3;
/** The darkest and lightest backgrounds a row has in the dark theme (body, hover/focus). */
export const ROW_BACKGROUNDS = ["#242424", "#2e2e2e"] as const;
/** Competition colour the product uses for "no colour": its mark is rendered dark. */
export const NO_COLOUR = "#A7A7AE";
export const NO_COLOUR_MARK = "#4a4a52";
