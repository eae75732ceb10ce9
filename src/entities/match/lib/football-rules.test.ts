import { describe, expect, it } from "vitest";
import { footballClockText } from "./football-clock";
import { footballStatusGroup, footballStatusText, showsHalfTimeScore, showsScore } from "./football-status";
import { basketballStatusGroup } from "./basketball-status";
import { lotteryIssueLabel } from "./lottery-label";

describe("football status", () => {
  it("groups ids as the spec says: going 2-7, not started 1, finished 8, other 9-13", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map(footballStatusGroup)).toEqual([
      "no_start", "going", "going", "going", "going", "going", "going", "finish",
      "other", "other", "other", "other", "other",
    ]);
  });

  it("uses the spec's status texts", () => {
    expect([1, 5, 7, 8, 9, 10, 11, 12, 13].map(footballStatusText)).toEqual([
      "未", "加", "点", "完", "推迟", "中断", "腰斩", "取消", "待定",
    ]);
  });

  it("shows the score after kick-off and the half-time score from the second half to the end", () => {
    expect([1, 2].map(showsScore)).toEqual([false, true]);
    expect([2, 3, 4, 8, 9].map(showsHalfTimeScore)).toEqual([false, false, true, true, false]);
  });
});

describe("basketball status", () => {
  it("groups going 2-9, not started 1, finished 10, other 11-15 and 0", () => {
    expect([0, 1, 2, 9, 10, 11, 15].map(basketballStatusGroup)).toEqual([
      "other", "no_start", "going", "going", "finish", "other", "other",
    ]);
  });
});

describe("football clock", () => {
  it("counts minutes in the first half and shows 45'+N up to 5, then 45+", () => {
    expect(footballClockText(2, 0)).toBe("1'");
    expect(footballClockText(2, 33)).toBe("33'");
    expect(footballClockText(2, 45)).toBe("45'");
    expect(footballClockText(2, 48)).toBe("45'+3");
    expect(footballClockText(2, 50)).toBe("45'+5");
    expect(footballClockText(2, 51)).toBe("45+");
  });

  it("starts the second half at 46 and shows 90'+N up to 15, then 90+", () => {
    expect(footballClockText(4, 45)).toBe("46'");
    expect(footballClockText(4, 78)).toBe("78'");
    expect(footballClockText(4, 95)).toBe("90'+5");
    expect(footballClockText(4, 105)).toBe("90'+15");
    expect(footballClockText(4, 106)).toBe("90+");
  });

  it("reads 中场 at half-time and nothing outside play", () => {
    expect(footballClockText(3, 45)).toBe("中场");
    expect(footballClockText(1, 0)).toBe("");
    expect(footballClockText(8, 90)).toBe("");
  });
});

describe("lottery issue labels", () => {
  it("reads the weekday from the first digit for 101 and 201", () => {
    expect(lotteryIssueLabel(101, 6001)).toBe("周六001");
    expect(lotteryIssueLabel(101, 1123)).toBe("周一123");
    expect(lotteryIssueLabel(201, 7045)).toBe("周日045");
  });

  it("prefixes 北单 for 301 and 404 and 传足 for 401, padding to 3 digits", () => {
    expect(lotteryIssueLabel(301, 7)).toBe("北单007");
    expect(lotteryIssueLabel(404, 123)).toBe("北单123");
    expect(lotteryIssueLabel(401, 42)).toBe("传足042");
  });
});
