// A pick in words (docs/product-rules.md "Match centre" 预测): the kind (胜平负, 让球, 大小球;
// basketball 胜负, 让分, 总分), the choice with its line (主胜, 主 半/一, 大 2.5, 客 +3.5), its odds
// and a result's word.
import type { PickResult, PredictionPick } from "../api/pick-schema";
import { handicapText, lineText, spreadText } from "./line-text";

export type PickLike = Pick<PredictionPick, "kind" | "selection" | "line">;

export const PICK_KIND_TEXT: Readonly<Record<PredictionPick["kind"], string>> = {
  europe: "胜平负",
  asia: "让球",
  overUnder: "大小球",
  moneyline: "胜负",
  spread: "让分",
  total: "总分",
};

export const RESULT_TEXT: Readonly<Record<PickResult, string>> = { 0: "待开奖", 1: "红", 2: "黑", 3: "走水" };

export function pickText(pick: PickLike): { kind: string; choice: string } {
  const kind = PICK_KIND_TEXT[pick.kind];
  switch (pick.kind) {
    case "europe":
    case "moneyline":
      return { kind, choice: pick.selection === "home" ? "主胜" : pick.selection === "away" ? "客胜" : "平局" };
    case "asia":
      // The line is the home side's; the away side reads it from its own side.
      return { kind, choice: pick.selection === "home" ? `主 ${handicapText(pick.line)}` : `客 ${handicapText(-pick.line)}` };
    case "spread":
      return { kind, choice: pick.selection === "home" ? `主 ${spreadText(pick.line)}` : `客 ${spreadText(-pick.line)}` };
    case "overUnder":
    case "total":
      return { kind, choice: `${pick.selection === "over" ? "大" : "小"} ${lineText(pick.line)}` };
  }
}

/** A pick's odds as shown beside it: `@1.95` (two decimals; the whole-number rule is the streak tags'). */
export const pickOddsText = (odds: number): string => `@${Number.isFinite(odds) ? odds.toFixed(2) : "-"}`;
