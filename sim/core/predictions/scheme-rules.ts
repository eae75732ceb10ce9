// Prediction schemes (docs/api-calls.md "Prediction schemes", docs/product-rules.md "Predictions"):
// the plain text of a new scheme and a scheme's state from its picks' results. Pricing and the
// text limits are the wire's (wire/prediction-schemes.ts), shared with the client's form.
import type { Pick, PickResult } from "../match-centre/predictions";

/** 0 待开赛 (open), 1 已锁定 (a match has kicked off), 2 红, 3 黑, 4 走水 (every pick void or pushed). */
export type SchemeState = 0 | 1 | 2 | 3 | 4;

/** Collapses runs of spaces and drops control characters: the text is shown as plain text. */
export const plainText = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").replace(/[ \t]+/g, " ").trim();

/** A scheme's state: open until locked; settled once every pick is; red when no pick missed and one hit. */
export function schemeState(locked: boolean, results: readonly PickResult[]): SchemeState {
  if (results.length > 0 && results.every((r) => r !== 0)) {
    if (results.includes(2)) return 3;
    return results.includes(1) ? 2 : 4;
  }
  return locked ? 1 : 0;
}

/** The scheme's odds: the product of its picks' odds, two decimals. */
export const schemeOdds = (picks: readonly Pick[]): number => Math.round(picks.reduce((odds, p) => odds * p.odds, 1) * 100) / 100;
