// The checks of the 发布预测 form (docs/product-rules.md "Predictions"), the same rules and words
// as the server's, so a slip is caught before the call: a title of 4–30 characters, an analysis
// of 10–500, 1–10 matches, each with a pick.
import type { PickKind, PickSelection } from "@/entities/prediction";

export const TITLE_MAX = 30;
export const ANALYSIS_MAX = 500;
export const PICKS_MAX = 10;

export interface DraftPick {
  matchId: number;
  label: string;
  kind: PickKind;
  selection: PickSelection | null;
}

const length = (text: string) => [...text.trim()].length;

/** The first problem of the draft, in the server's words, or null when it may be sent. */
export function draftProblem(title: string, analysis: string, picks: readonly DraftPick[]): string | null {
  if (picks.length === 0) return "请至少选择1场比赛";
  if (picks.length > PICKS_MAX) return `最多选择${PICKS_MAX}场比赛`;
  if (picks.some((p) => p.selection === null)) return "请为每场比赛选择预测结果";
  const t = length(title);
  if (t === 0) return "请填写方案标题";
  if (t < 4 || t > TITLE_MAX) return `标题需为4–${TITLE_MAX}个字`;
  const a = length(analysis);
  if (a === 0) return "请填写分析";
  if (a < 10) return "分析至少10个字";
  if (a > ANALYSIS_MAX) return `分析最多${ANALYSIS_MAX}个字`;
  return null;
}
