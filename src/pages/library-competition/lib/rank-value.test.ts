import { describe, expect, it } from "vitest";
import { FOOTBALL_PLAYER_RANKS } from "#wire";
import { rankTypeGroups, rankValueText } from "./rank-value";

describe("ranking values", () => {
  it("writes each unit its way, percents clamped", () => {
    expect(rankValueText("count", 12)).toBe("12");
    expect(rankValueText("perGame", 27.345)).toBe("27.3");
    expect(rankValueText("rating", 7.06)).toBe("7.1");
    expect(rankValueText("percent", 45.25)).toBe("45.3%");
    expect(rankValueText("percent", 130)).toBe("100.0%");
    expect(rankValueText("minutes", 1234.4)).toBe("1234分钟");
    expect(rankValueText("count", Number.NaN)).toBe("-");
  });

  it("groups the picker's types in the table's order, every type once", () => {
    const groups = rankTypeGroups(FOOTBALL_PLAYER_RANKS);
    expect(groups.map((g) => g.group)).toEqual(["进攻", "组织", "防守", "门将", "纪律", "出场"]);
    expect(groups.flatMap((g) => g.items)).toHaveLength(31);
    expect(groups[0]!.items[0]).toEqual({ value: "goals", label: "进球" });
  });
});
