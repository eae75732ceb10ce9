import { describe, expect, it } from "vitest";
import type { BracketRound, MatchUp } from "../api/bracket-requests";
import { slotsOf, slottedMatchUps, sortStages, stageName } from "./bracket-slots";

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

describe("stage order", () => {
  it("basketball: preseason, regular, cup, play-in, playoffs, all-star", () => {
    const kinds = [4, 2, 6, 5, 1, 3].map((kind) => ({ kind }));
    expect(sortStages("basketball", kinds).map((s) => s.kind)).toEqual([3, 1, 5, 6, 2, 4]);
  });

  it("football: preseason, qualifier, group, regular, playoff; unknown kinds last", () => {
    expect(sortStages("football", [{ kind: 6 }, { kind: 9 }, { kind: 3 }, { kind: 2 }]).map((s) => s.kind)).toEqual([2, 3, 6, 9]);
  });

  it("a stage without a name takes its kind's", () => {
    expect(stageName("basketball", { kind: 6, nameZh: "" })).toBe("附加赛");
    expect(stageName("football", { kind: 6, nameZh: "" })).toBe("淘汰赛");
    expect(stageName("football", { kind: 3, nameZh: "欧冠小组赛" })).toBe("欧冠小组赛");
  });
});
