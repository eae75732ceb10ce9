// The rules of a prediction scheme both sides apply (docs/api-calls.md "Prediction schemes"): how a
// pick is priced from a market's current values, and the limits and messages of a new scheme. The
// client's form checks with them before the call; the sim refuses with the same words.

export type SchemePickKind = "europe" | "moneyline" | "asia" | "spread" | "overUnder" | "total";
export type SchemePickSelection = "home" | "draw" | "away" | "over" | "under";

export interface PricedPick {
  kind: SchemePickKind;
  selection: SchemePickSelection;
  line: number;
  odds: number;
}

/** The selections of each market, in the order of its values (1X2: home, draw, away). */
export const PICK_SIDES: Readonly<Record<SchemePickKind, readonly SchemePickSelection[]>> = {
  europe: ["home", "draw", "away"],
  moneyline: ["home", "away"],
  asia: ["home", "away"],
  spread: ["home", "away"],
  overUnder: ["over", "under"],
  total: ["over", "under"],
};

/**
 * A pick of `selection` on a market's current values: 1X2 and moneyline take the value as the odds;
 * a line is rounded to the nearer half and its water becomes decimal odds (water + 1). Undefined
 * when the selection is not of that market or the values are missing.
 */
export function pricePick(kind: SchemePickKind, selection: SchemePickSelection, values: readonly number[]): PricedPick | undefined {
  const index = PICK_SIDES[kind].indexOf(selection);
  if (index < 0) return undefined;
  if (kind === "europe" || kind === "moneyline") {
    const odds = values[index];
    return odds === undefined || !Number.isFinite(odds) ? undefined : { kind, selection, line: 0, odds };
  }
  const water = index === 0 ? values[0] : values[2];
  const line = values[1];
  if (water === undefined || line === undefined) return undefined;
  return { kind, selection, line: Math.round(line * 2) / 2, odds: Math.round((water + 1) * 100) / 100 };
}

export const SCHEME_LIMITS = { titleMin: 4, titleMax: 30, analysisMin: 10, analysisMax: 500, picksMax: 10 } as const;

/** The message refusing a title or analysis (lengths in characters, trimmed), or undefined when both are fine. */
export function schemeTextProblem(title: string, analysis: string): string | undefined {
  const { titleMin, titleMax, analysisMin, analysisMax } = SCHEME_LIMITS;
  const t = [...title.trim()].length;
  const a = [...analysis.trim()].length;
  if (t === 0) return "请填写方案标题";
  if (t < titleMin || t > titleMax) return `标题需为${titleMin}–${titleMax}个字`;
  if (a === 0) return "请填写分析";
  if (a < analysisMin) return `分析至少${analysisMin}个字`;
  if (a > analysisMax) return `分析最多${analysisMax}个字`;
  return undefined;
}
