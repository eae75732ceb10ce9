// Prediction schemes (docs/api-calls.md "Prediction schemes", docs/product-rules.md "Predictions"):
// how a chosen pick is priced from the lead company's current line, the text rules of a new
// scheme, and a scheme's state from its picks' results. Plain functions; the store applies them.
import type { OddsKind } from "../match-centre/odds";
import type { Pick, PickResult, Selection } from "../match-centre/predictions";

export const TITLE_MIN = 4;
export const TITLE_MAX = 30;
export const ANALYSIS_MIN = 10;
export const ANALYSIS_MAX = 500;
export const PICKS_MAX = 10;

/** 0 待开赛 (open), 1 已锁定 (a match has kicked off), 2 红, 3 黑, 4 走水 (every pick void or pushed). */
export type SchemeState = 0 | 1 | 2 | 3 | 4;

const SIDES: Readonly<Record<OddsKind, readonly Selection[]>> = {
  europe: ["home", "draw", "away"],
  moneyline: ["home", "away"],
  asia: ["home", "away"],
  spread: ["home", "away"],
  overUnder: ["over", "under"],
  total: ["over", "under"],
};

/**
 * A pick of `selection` on a market's current values, priced as the match centre's picks are:
 * 1X2 and moneyline take the value as the odds; lines are rounded to the nearer half and their
 * water becomes decimal odds (water + 1). Undefined when the selection is not of that kind.
 */
export function pricePick(kind: OddsKind, selection: Selection, values: readonly number[]): Pick | undefined {
  const sides = SIDES[kind];
  const index = sides.indexOf(selection);
  if (index < 0) return undefined;
  if (kind === "europe" || kind === "moneyline") {
    const odds = values[index];
    return odds === undefined ? undefined : { kind, selection, line: 0, odds };
  }
  const water = index === 0 ? values[0] : values[2];
  const line = values[1];
  if (water === undefined || line === undefined) return undefined;
  return { kind, selection, line: Math.round(line * 2) / 2, odds: Math.round((water + 1) * 100) / 100 };
}

/** Collapses runs of spaces and drops control characters: the text is shown as plain text. */
export const plainText = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").replace(/[ \t]+/g, " ").trim();

/** The message refusing a title or analysis, or undefined when it is fine (lengths in characters). */
export function textProblem(title: string, analysis: string): string | undefined {
  const t = [...title].length;
  const a = [...analysis].length;
  if (t === 0) return "请填写方案标题";
  if (t < TITLE_MIN || t > TITLE_MAX) return `标题需为${TITLE_MIN}–${TITLE_MAX}个字`;
  if (a === 0) return "请填写分析";
  if (a < ANALYSIS_MIN) return `分析至少${ANALYSIS_MIN}个字`;
  if (a > ANALYSIS_MAX) return `分析最多${ANALYSIS_MAX}个字`;
  return undefined;
}

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
