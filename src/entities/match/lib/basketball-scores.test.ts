import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import {
  basketballHalfTotals,
  basketballOvertimeScore,
  basketballPeriodLabels,
  basketballPeriodScores,
  basketballScoreDifference,
  basketballScoreSum,
  basketballShowsScore,
  basketballTotal,
} from "./basketball-scores";

const game = (statusId: number, homeScores: number[], awayScores: number[], ncaa = 0) =>
  testMatch({ sport: "basketball", statusId, ncaa, homeScores, awayScores });

describe("period labels", () => {
  it("four quarters for ncaa 0, two halves for ncaa 1", () => {
    expect(basketballPeriodLabels(0)).toEqual(["第一节", "第二节", "第三节", "第四节"]);
    expect(basketballPeriodLabels(1)).toEqual(["上半场", "下半场"]);
  });
});

describe("score shown or VS", () => {
  it("shows the score from tip-off on, and for interrupted (11) and abandoned (14) matches", () => {
    const shown = Array.from({ length: 17 }, (_, id) => id).filter(basketballShowsScore);
    expect(shown).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14]);
  });
});

describe("period scores", () => {
  it("before tip-off no period has a score", () => {
    expect(basketballPeriodScores(game(1, [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]))).toEqual({
      home: [null, null, null, null],
      away: [null, null, null, null],
    });
  });

  it("in play shows the periods reached, the current one included, breaks counting for the period just played", () => {
    expect(basketballPeriodScores(game(4, [25, 8, 0, 0, 0], [20, 11, 0, 0, 0]))).toEqual({
      home: [25, 8, null, null],
      away: [20, 11, null, null],
    });
    expect(basketballPeriodScores(game(7, [25, 22, 30, 0, 0], [20, 24, 18, 0, 0])).home).toEqual([25, 22, 30, null]);
    expect(basketballPeriodScores(game(8, [25, 22, 30, 0, 0], [20, 24, 18, 0, 0])).home).toEqual([25, 22, 30, 0]);
  });

  it("halves leagues have two periods", () => {
    expect(basketballPeriodScores(game(3, [40, 0, 0, 0, 0], [38, 0, 0, 0, 0], 1))).toEqual({ home: [40, null], away: [38, null] });
    expect(basketballPeriodScores(game(10, [40, 35, 0, 0, 0], [38, 30, 0, 0, 0], 1))).toEqual({ home: [40, 35], away: [38, 30] });
  });

  it("once over (finished, interrupted) shows what the scores hold, a missing period as null", () => {
    expect(basketballPeriodScores(game(10, [25, 22, 30, 21, 0], [20, 24, 18, 26, 0])).away).toEqual([20, 24, 18, 26]);
    expect(basketballPeriodScores(game(11, [25, 22], [20, 24])).home).toEqual([25, 22, null, null]);
  });

  it("a postponed match shows no period scores", () => {
    expect(basketballPeriodScores(game(13, [0, 0, 0, 0, 0], [0, 0, 0, 0, 0])).home).toEqual([null, null, null, null]);
  });
});

describe("overtime", () => {
  it("is absent when neither side has overtime points and overtime is not being played", () => {
    expect(basketballOvertimeScore(game(10, [25, 22, 30, 21, 0], [20, 24, 18, 26, 0]))).toBeNull();
    expect(basketballOvertimeScore(game(8, [25, 22, 30, 21], [20, 24, 18, 26]))).toBeNull();
  });

  it("shows 0–0 as overtime starts, then the overtime points, which stay after the end", () => {
    expect(basketballOvertimeScore(game(9, [25, 22, 30, 21, 0], [20, 24, 18, 36, 0]))).toEqual({ home: 0, away: 0 });
    expect(basketballOvertimeScore(game(10, [25, 22, 30, 21, 9], [20, 24, 18, 36, 7]))).toEqual({ home: 9, away: 7 });
  });
});

describe("上下, 全场, 分差, 总分", () => {
  const finished = game(10, [25, 22, 30, 21, 9], [20, 24, 18, 36, 7]);

  it("上下: four quarters sum Q1+Q2 and Q3+Q4; a half not reached is null", () => {
    expect(basketballHalfTotals(finished)).toEqual({ home: [47, 51], away: [44, 54] });
    expect(basketballHalfTotals(game(5, [25, 22, 0, 0, 0], [20, 24, 0, 0, 0]))).toEqual({ home: [47, null], away: [44, null] });
    expect(basketballHalfTotals(game(6, [25, 22, 3, 0, 0], [20, 24, 0, 0, 0]))).toEqual({ home: [47, 3], away: [44, 0] });
    expect(basketballHalfTotals(game(1, [], []))).toEqual({ home: [null, null], away: [null, null] });
  });

  it("上下: halves leagues show their halves", () => {
    expect(basketballHalfTotals(game(4, [40, 6, 0, 0, 0], [38, 9, 0, 0, 0], 1))).toEqual({ home: [40, 6], away: [38, 9] });
  });

  it("全场 adds every period and overtime", () => {
    expect(basketballTotal(finished.homeScores)).toBe(107);
    expect(basketballTotal(finished.awayScores)).toBe(105);
    expect(basketballTotal([40, 35])).toBe(75);
    expect(basketballTotal([])).toBe(0);
  });

  it("分差 is home minus away, 总分 both together", () => {
    expect(basketballScoreDifference(finished)).toBe(2);
    expect(basketballScoreDifference(game(8, [10, 10, 10, 10, 0], [20, 10, 10, 10, 0]))).toBe(-10);
    expect(basketballScoreSum(finished)).toBe(212);
  });
});
