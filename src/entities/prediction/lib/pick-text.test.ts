import { describe, expect, it } from "vitest";
import { pickOptions } from "./pick-options";
import { pickOddsText, pickText, RESULT_TEXT } from "./pick-text";

describe("pickText", () => {
  it("words each kind's choice with its line, the away side reading the line from its side", () => {
    expect(pickText({ kind: "europe", selection: "draw", line: 0 })).toEqual({ kind: "胜平负", choice: "平局" });
    expect(pickText({ kind: "moneyline", selection: "away", line: 0 })).toEqual({ kind: "胜负", choice: "客胜" });
    expect(pickText({ kind: "asia", selection: "home", line: 0.75 })).toEqual({ kind: "让球", choice: "主 半/一" });
    expect(pickText({ kind: "asia", selection: "away", line: 0.5 })).toEqual({ kind: "让球", choice: "客 受半球" });
    expect(pickText({ kind: "spread", selection: "away", line: 3.5 })).toEqual({ kind: "让分", choice: "客 +3.5" });
    expect(pickText({ kind: "overUnder", selection: "over", line: 2.5 })).toEqual({ kind: "大小球", choice: "大 2.5" });
    expect(pickText({ kind: "total", selection: "under", line: 215.5 })).toEqual({ kind: "总分", choice: "小 215.5" });
  });

  it("prints odds with two decimals and names results", () => {
    expect(pickOddsText(1.9)).toBe("@1.90");
    expect(pickOddsText(Number.NaN)).toBe("@-");
    expect([0, 1, 2, 3].map((r) => RESULT_TEXT[r as 0 | 1 | 2 | 3])).toEqual(["待开奖", "红", "黑", "走水"]);
  });
});

describe("pickOptions", () => {
  it("1X2 and moneyline: the values are the odds", () => {
    expect(pickOptions("europe", [1.85, 3.4, 4.2]).map((p) => [p.selection, p.odds])).toEqual([["home", 1.85], ["draw", 3.4], ["away", 4.2]]);
    expect(pickOptions("moneyline", [1.5, 2.6]).map((p) => p.selection)).toEqual(["home", "away"]);
  });

  it("lines: rounded to the nearer half, water + 1 as the odds", () => {
    expect(pickOptions("asia", [0.92, 0.25, 0.96])).toEqual([
      { kind: "asia", selection: "home", line: 0.5, odds: 1.92 },
      { kind: "asia", selection: "away", line: 0.5, odds: 1.96 },
    ]);
    expect(pickOptions("overUnder", [0.88, 2.75, 1.0]).map((p) => [p.selection, p.line, p.odds])).toEqual([["over", 3, 1.88], ["under", 3, 2]]);
  });

  it("offers nothing for a market without values", () => {
    expect(pickOptions("total", [])).toEqual([]);
    expect(pickOptions("europe", [])).toEqual([]);
  });
});
