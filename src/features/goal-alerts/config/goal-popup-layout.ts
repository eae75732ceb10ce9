// Where goal pop-ups sit (docs/product-rules.md "Constants"): the first 145 px above the bottom of the window, each 60 px
// high, 10 px apart; the newest is the lowest and older ones move up.
export const GOAL_POPUP_BOTTOM_PX = 145;
export const GOAL_POPUP_HEIGHT_PX = 60;
export const GOAL_POPUP_GAP_PX = 10;

/** Distance from the window's bottom of the pop-up at `index` (0 the newest). */
export const goalPopupBottom = (index: number) => GOAL_POPUP_BOTTOM_PX + index * (GOAL_POPUP_HEIGHT_PX + GOAL_POPUP_GAP_PX);
