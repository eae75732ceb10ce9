import { describe, expect, it } from "vitest";
import { handicapLine } from "./team-record";
import { parsePlayerId, playerIdOf } from "./squad";
import { shareOut } from "./player-lines";

describe("player lines", () => {
  it("shareOut splits a whole total by weight, keeping the sum", () => {
    expect(shareOut(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(shareOut(5, [3, 1])).toEqual([4, 1]);
    expect(shareOut(0, [1, 2])).toEqual([0, 0]);
    expect(shareOut(4, [0, 0])).toEqual([0, 0]);
    expect(shareOut(101, [0.3, 2.2, 1.7, 0.9]).reduce((a, b) => a + b, 0)).toBe(101);
  });

  it("player ids carry the team and the squad order", () => {
    expect(playerIdOf(100_123, 0)).toBe(10_012_301);
    expect(parsePlayerId(10_012_318)).toEqual({ teamId: 100_123, index: 17 });
    expect(parsePlayerId(10_012_300)).toBeUndefined();
    expect(parsePlayerId(-4)).toBeUndefined();
  });

  it("handicap lines: football quarters, basketball halves, given by the stronger home side", () => {
    expect(handicapLine("football", 1.3, 0.8)).toBe(1);
    expect(handicapLine("football", 1, 1.1)).toBe(-0.25);
    expect(handicapLine("basketball", 1.2, 1)).toBe(2.5);
  });
});
