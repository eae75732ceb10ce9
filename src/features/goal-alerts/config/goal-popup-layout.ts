// Where goal pop-ups sit (docs/product-rules.md "Constants"): the first 145 px above the bottom of the window, each 60 px
// high, 10 px apart; the newest is the lowest and older ones move up.
export const GOAL_POPUP_BOTTOM_PX = 145;
export const GOAL_POPUP_HEIGHT_PX = 60;
export const GOAL_POPUP_GAP_PX = 10;
/** How far the stack moves for one pop-up more or less: a pop-up and a gap. */
export const GOAL_POPUP_STEP_PX = GOAL_POPUP_HEIGHT_PX + GOAL_POPUP_GAP_PX;
/** How long the older pop-ups take to move to their new places. */
export const GOAL_POPUP_MOVE_MS = 200;
