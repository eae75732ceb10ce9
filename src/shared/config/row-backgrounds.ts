// The list rows' backgrounds, here rather than in the grid: the competition colours read them at
// start-up, and importing them from the grid put its table and virtualizer into the start chunk.

/** The darkest and lightest backgrounds a row has in the dark theme (body, hover/focus): text on rows is checked against both. */
export const GRID_ROW_BACKGROUNDS = ["#242424", "#2e2e2e"] as const;
