import { describe, expect, it } from "vitest";
import { basketballClockText, basketballPeriodRunning, basketballStatusGroup, basketballStatusText } from "./basketball-status";

const IDS = Array.from({ length: 16 }, (_, id) => id);

describe("basketball status texts", () => {
  it("four quarters (ncaa 0): every id 0–15", () => {
    expect(IDS.map((id) => basketballStatusText(id, 0))).toEqual([
      "异常", "未开赛", "第一节", "第一节完", "第二节", "中场", "第三节", "第三节完",
      "第四节", "加时", "完场", "中断", "取消", "推迟", "腰斩", "待定",
    ]);
  });

  it("two halves (ncaa 1): halves and half-time; 5–8 (not played in halves) read 进行中", () => {
    expect(IDS.map((id) => basketballStatusText(id, 1))).toEqual([
      "异常", "未开赛", "上半场", "中场", "下半场", "进行中", "进行中", "进行中",
      "进行中", "加时", "完场", "中断", "取消", "推迟", "腰斩", "待定",
    ]);
  });

  it("an unknown id has no text", () => {
    expect(basketballStatusText(16, 0)).toBe("");
    expect(basketballStatusText(-1, 1)).toBe("");
  });

  it("groups going 2-9, not started 1, finished 10, other 11-15 and 0", () => {
    expect(IDS.map(basketballStatusGroup)).toEqual([
      "other", "no_start", "going", "going", "going", "going", "going", "going",
      "going", "going", "finish", "other", "other", "other", "other", "other",
    ]);
  });
});

describe("basketball clock", () => {
  it("a period runs on quarters 2, 4, 6, 8 or halves 2, 4, and overtime 9; breaks do not", () => {
    expect(IDS.filter((id) => basketballPeriodRunning(id, 0))).toEqual([2, 4, 6, 8, 9]);
    expect(IDS.filter((id) => basketballPeriodRunning(id, 1))).toEqual([2, 4, 9]);
  });

  it("shows the minutes left in a running period", () => {
    expect(basketballClockText(2, 0, 7)).toBe("7'");
    expect(basketballClockText(8, 0, 1)).toBe("1'");
    expect(basketballClockText(4, 1, 12)).toBe("12'");
    expect(basketballClockText(9, 1, 3)).toBe("3'");
  });

  it("shows nothing in a break, outside play, or with no minutes left", () => {
    expect(basketballClockText(3, 0, 7)).toBe("");
    expect(basketballClockText(6, 1, 7)).toBe("");
    expect(basketballClockText(10, 0, 7)).toBe("");
    expect(basketballClockText(1, 0, 7)).toBe("");
    expect(basketballClockText(2, 0, 0)).toBe("");
  });
});
