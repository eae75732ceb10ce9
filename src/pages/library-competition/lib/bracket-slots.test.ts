import { describe, expect, it } from "vitest";
import type { BracketRound, MatchUp } from "../api/bracket-requests";
import { slotsOf, slottedMatchUps } from "./bracket-slots";

const upNumbered = (number: number) => ({ number }) as MatchUp;
const round = (roundType: string, count: number): BracketRound => ({ nameZh: "", roundType, matchUps: Array.from({ length: count }, (_, i) => upNumbered(i + 1)) });

describe("slot rules", () => {
  it("1/4 → 4, 1/8 and the first round → 8, semifinal 2, final 1", () => {
    expect(slotsOf(round("quarter", 1))).toBe(4);
    expect(slotsOf(round("eighth", 3))).toBe(8);
    expect(slotsOf(round("first", 0))).toBe(8);
    expect(slotsOf(round("semi", 0))).toBe(2);
    expect(slotsOf(round("final", 0))).toBe(1);
    expect(slotsOf(round("third", 0))).toBe(1);
    expect(slotsOf(round("playIn", 6))).toBe(6);
  });

  it("pads a round with empty slots and never drops a match-up", () => {
    expect(slottedMatchUps(round("quarter", 2)).map((u) => u?.number ?? null)).toEqual([1, 2, null, null]);
    expect(slottedMatchUps(round("semi", 3)).map((u) => u?.number ?? null)).toEqual([1, 2, 3]);
  });
});
