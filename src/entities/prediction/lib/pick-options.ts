// The picks a publisher may choose on one market, priced as the server prices them
// (docs/api-calls.md "Prediction schemes"): 1X2 and moneyline take the value as the odds; a line
// is rounded to the nearer half and its water becomes decimal odds (water + 1). The form shows
// these; the server prices the pick again from its own current line when it is published.
import type { PickKind, PickSelection, PredictionPick } from "../api/pick-schema";

const SIDES: Readonly<Record<PickKind, readonly PickSelection[]>> = {
  europe: ["home", "draw", "away"],
  moneyline: ["home", "away"],
  asia: ["home", "away"],
  spread: ["home", "away"],
  overUnder: ["over", "under"],
  total: ["over", "under"],
};

export function pickOptions(kind: PickKind, values: readonly number[]): PredictionPick[] {
  return SIDES[kind].flatMap((selection, index): PredictionPick[] => {
    if (kind === "europe" || kind === "moneyline") {
      const odds = values[index];
      return odds === undefined || !Number.isFinite(odds) ? [] : [{ kind, selection, line: 0, odds }];
    }
    const water = index === 0 ? values[0] : values[2];
    const line = values[1];
    if (water === undefined || line === undefined) return [];
    return [{ kind, selection, line: Math.round(line * 2) / 2, odds: Math.round((water + 1) * 100) / 100 }];
  });
}
