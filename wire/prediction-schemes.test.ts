import { describe, expect, it } from "vitest";
import { pricePick, schemeTextProblem } from "./prediction-schemes";

describe("pricePick", () => {
  it("takes 1X2 and moneyline values as the odds", () => {
    expect(pricePick("europe", "draw", [2.1, 3.3, 3.6])).toEqual({ kind: "europe", selection: "draw", line: 0, odds: 3.3 });
    expect(pricePick("moneyline", "away", [1.5, 2.6])).toEqual({ kind: "moneyline", selection: "away", line: 0, odds: 2.6 });
  });

  it("rounds a line to the nearer half and turns water into decimal odds", () => {
    expect(pricePick("asia", "home", [0.92, 0.3, 0.96])).toEqual({ kind: "asia", selection: "home", line: 0.5, odds: 1.92 });
    expect(pricePick("overUnder", "under", [0.88, 2.75, 0.975])).toEqual({ kind: "overUnder", selection: "under", line: 3, odds: 1.98 });
  });

  it("refuses a selection of another market and missing values", () => {
    expect(pricePick("moneyline", "draw", [1.5, 2.6])).toBeUndefined();
    expect(pricePick("europe", "away", [2.1, 3.3])).toBeUndefined();
    expect(pricePick("spread", "home", [0.9])).toBeUndefined();
  });
});

describe("schemeTextProblem", () => {
  it("checks the title, then the analysis, in characters after trimming", () => {
    expect(schemeTextProblem("  ", "十个字以上的一段分析文字")).toBe("请填写方案标题");
    expect(schemeTextProblem("主胜", "十个字以上的一段分析文字")).toBe("标题需为4–30个字");
    expect(schemeTextProblem("今晚主胜稳胆", "")).toBe("请填写分析");
    expect(schemeTextProblem("今晚主胜稳胆", "太短了")).toBe("分析至少10个字");
    expect(schemeTextProblem("今晚主胜稳胆", "析".repeat(501))).toBe("分析最多500个字");
    expect(schemeTextProblem("今晚主胜稳胆", "主队近五场主场全胜，客队伤停较多。")).toBeUndefined();
  });
});
