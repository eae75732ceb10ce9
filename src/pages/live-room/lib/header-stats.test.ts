import { describe, expect, it } from "vitest";
import { basketballHeaderStats, footballHeaderStats } from "./header-stats";

describe("the room header's stats", () => {
  it("reads football's shots, shots on target, corners, cards and possession", () => {
    const lines = footballHeaderStats([
      { type: 21, home: 4, away: 2 },
      { type: 22, home: 3, away: 3 },
      { type: 2, home: 5, away: 3 },
      { type: 3, home: 1, away: 2 },
      { type: 4, home: 0, away: 0 },
      { type: 25, home: 56, away: 44 },
    ]);
    expect(lines.map((l) => `${l.home} ${l.label} ${l.away}`)).toEqual(["7 射门 5", "4 射正 2", "5 角球 3", "1 黄牌 2", "0 红牌 0", "56% 控球率 44%"]);
    expect(lines[0]!.homeShare).toBe(58);
    expect(lines[4]!.homeShare).toBe(50);
  });

  it("reads basketball's fouls and timeouts, and leaves out what the data lacks", () => {
    expect(basketballHeaderStats([{ type: 1, home: 12, away: 9 }]).map((l) => `${l.home} ${l.label} ${l.away}`)).toEqual(["12 犯规 9"]);
    expect(footballHeaderStats([])).toEqual([]);
  });
});
