// The checks of the 发布预测 form (docs/product-rules.md "Predictions"): the server's rules and
// words (the wire's SCHEME_LIMITS and schemeTextProblem), so a slip is caught before the call: 1–10
// matches, each with a pick, then the title and analysis.
import { SCHEME_LIMITS, schemeTextProblem } from "#wire";
import type { PickKind, PickSelection } from "@/entities/prediction";

export const TITLE_MAX = SCHEME_LIMITS.titleMax;
export const ANALYSIS_MAX = SCHEME_LIMITS.analysisMax;
export const PICKS_MAX = SCHEME_LIMITS.picksMax;

export interface DraftPick {
  matchId: number;
  label: string;
  kind: PickKind;
  selection: PickSelection | null;
}

/** The first problem of the draft, in the server's words, or null when it may be sent. */
export function draftProblem(title: string, analysis: string, picks: readonly DraftPick[]): string | null {
  if (picks.length === 0) return "请至少选择1场比赛";
  if (picks.length > PICKS_MAX) return `最多选择${PICKS_MAX}场比赛`;
  if (picks.some((p) => p.selection === null)) return "请为每场比赛选择预测结果";
  return schemeTextProblem(title, analysis) ?? null;
}
