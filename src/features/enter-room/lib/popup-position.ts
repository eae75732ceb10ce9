// Where the live popup opens (docs/product-rules.md "Match lists": at the click, 155 px to its left).

/** The popup opens at the cursor, shifted this far left: half its width, so it centres on the click. */
export const POPUP_SHIFT_X = 155;
export const POPUP_WIDTH = 2 * POPUP_SHIFT_X;

export const popupAnchorAt = (clientX: number, clientY: number): { left: number; top: number } => ({
  left: clientX - POPUP_SHIFT_X,
  top: clientY,
});
