// The live list's geometry (docs/product-rules.md "Home live list"): rows of 135 px; the 58 px
// left over is the 'more' row's.
export const ROOM_ROW_HEIGHT = 135;
export const MORE_ROW_HEIGHT = 58;
/** Near the end of the expanded list (px), the next page is asked for. */
export const LOAD_MORE_DISTANCE = 80;
