// How long each push effect lasts (docs/product-rules.md "Constants"). Stores, not constants, so
// tests fork them down to milliseconds: `fork({ values: [[$goalHighlightMs, 30]] })`.
import { createStore } from "effector";

/** Score highlight after a goal, football: 10 s. */
export const GOAL_HIGHLIGHT_MS = 10_000;
/** Score highlight after a basket, basketball: 5 s. */
export const BASKETBALL_SCORE_HIGHLIGHT_MS = 5_000;
/** A red card's side highlight: brief, half the goal highlight (the spec leaves it open). */
export const RED_CARD_HIGHLIGHT_MS = 5_000;
/** VAR review marker: 3 minutes. */
export const VAR_REVIEW_MS = 180_000;

export const $goalHighlightMs = createStore(GOAL_HIGHLIGHT_MS);
export const $basketballScoreHighlightMs = createStore(BASKETBALL_SCORE_HIGHLIGHT_MS);
export const $redCardHighlightMs = createStore(RED_CARD_HIGHLIGHT_MS);
export const $varReviewMs = createStore(VAR_REVIEW_MS);
