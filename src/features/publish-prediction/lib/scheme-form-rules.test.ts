import { describe, expect, it } from "vitest";
import { draftProblem, type DraftPick } from "./scheme-form-rules";

const pick = (selection: DraftPick["selection"] = "home"): DraftPick => ({ matchId: 1, label: "A vs B", kind: "europe", selection });
const analysis = "主队近况出色，主场优势明显。";

describe("draftProblem", () => {
  it("asks for matches, a pick for each, a title and an analysis, in the server's words", () => {
    expect(draftProblem("今晚稳胆", analysis, [])).toBe("请至少选择1场比赛");
    expect(draftProblem("今晚稳胆", analysis, Array.from({ length: 11 }, () => pick()))).toBe("最多选择10场比赛");
    expect(draftProblem("今晚稳胆", analysis, [pick(null)])).toBe("请为每场比赛选择预测结果");
    expect(draftProblem("  ", analysis, [pick()])).toBe("请填写方案标题");
    expect(draftProblem("稳胆", analysis, [pick()])).toBe("标题需为4–30个字");
    expect(draftProblem("今晚稳胆", "", [pick()])).toBe("请填写分析");
    expect(draftProblem("今晚稳胆", "看好主胜", [pick()])).toBe("分析至少10个字");
    expect(draftProblem("今晚稳胆", "析".repeat(501), [pick()])).toBe("分析最多500个字");
    expect(draftProblem("今晚稳胆", analysis, [pick()])).toBeNull();
  });
});
