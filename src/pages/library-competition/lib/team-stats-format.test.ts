import { describe, expect, it } from "vitest";
import { HALF_FULL_KEYS } from "#wire";
import { halfFullLabel, halfFullTotals, recordShares, shareOf } from "./team-stats-format";

describe("team statistics format", () => {
  it("a share is a rounded percent clamped to 0–100, 0 without matches", () => {
    expect(shareOf(2, 3)).toBe(67);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(5, 4)).toBe(100);
    expect(shareOf(-1, 4)).toBe(0);
  });

  it("a win-loss-flat record gives its counts and the first count's share", () => {
    expect(recordShares("6-3-1")).toEqual({ win: 6, loss: 3, flat: 1, total: 10, rate: 60 });
    expect(recordShares("bad")).toEqual({ win: 0, loss: 0, flat: 0, total: 0, rate: 0 });
  });

  it("half/full pairs map codes 10 win, 20 loss, 30 flat (40 walkover) to words", () => {
    expect(HALF_FULL_KEYS.map(halfFullLabel)).toEqual(["胜胜", "胜平", "胜负", "平胜", "平平", "平负", "负胜", "负平", "负负"]);
    expect(halfFullLabel("40-10")).toBe("走胜");
    expect(halfFullLabel("50-10")).toBe("-");
  });

  it("half/full totals add home and away in display order", () => {
    const zero = Object.fromEntries(HALF_FULL_KEYS.map((k) => [k, 0])) as Record<(typeof HALF_FULL_KEYS)[number], number>;
    expect(halfFullTotals({ home: { ...zero, "10-10": 2 }, away: { ...zero, "10-10": 1, "20-20": 4 } })).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 4]);
  });
});
