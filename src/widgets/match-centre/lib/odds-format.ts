// How the 指数 tab names and prints odds (docs/product-rules.md "Match centre"): the kinds' labels
// and columns, each value's movement from the opening line, and the values themselves (the lines
// in the words of entities/prediction's line-text, which every pick shares).
import type { OddsKind } from "@/entities/match";
import { handicapText, lineText, spreadText } from "@/entities/prediction";

export const ODDS_KIND_LABEL: Readonly<Record<OddsKind, string>> = {
  europe: "欧赔",
  asia: "亚盘",
  overUnder: "大小球",
  moneyline: "胜负",
  spread: "让分",
  total: "总分",
};

/** Column titles of a kind's values, in the reply's order. */
export const ODDS_COLUMNS: Readonly<Record<OddsKind, readonly string[]>> = {
  europe: ["主胜", "和", "客胜"],
  asia: ["主队", "盘口", "客队"],
  overUnder: ["大球", "盘口", "小球"],
  moneyline: ["主胜", "客胜"],
  spread: ["主队", "让分", "客队"],
  total: ["大分", "总分", "小分"],
};

export type Movement = "up" | "down" | "same";

/** Each value's movement from the opening one (a value missing at either end reads as unchanged). */
export function oddsMovement(opening: readonly number[], current: readonly number[]): Movement[] {
  return current.map((value, i) => {
    const before = opening[i];
    if (before === undefined || !Number.isFinite(before) || !Number.isFinite(value) || value === before) return "same";
    return value > before ? "up" : "down";
  });
}

/** One value of a kind's array as printed: odds and waters with two decimals, lines in words. */
export function oddsValueText(kind: OddsKind, index: number, value: number): string {
  if (!Number.isFinite(value)) return "-";
  if (index === 1 && kind === "asia") return handicapText(value);
  if (index === 1 && kind === "overUnder") return lineText(value);
  if (index === 1 && kind === "spread") return spreadText(value);
  if (index === 1 && kind === "total") return String(value);
  return value.toFixed(2);
}
