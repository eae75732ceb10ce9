import { describe, expect, it } from "vitest";
import { handicapText, lineText, oddsMovement, oddsValueText, spreadText } from "./odds-format";

describe("oddsMovement", () => {
  it("reads each value against its opening: up, down or same", () => {
    expect(oddsMovement([2.1, 3.2, 3.4], [1.95, 3.2, 3.75])).toEqual(["down", "same", "up"]);
    expect(oddsMovement([0.9, -0.25, 0.96], [0.88, 0, 0.98])).toEqual(["down", "up", "up"]);
  });

  it("a value with no opening, or not a number, is unchanged", () => {
    expect(oddsMovement([1.5], [1.6, 2.1])).toEqual(["up", "same"]);
    expect(oddsMovement([Number.NaN], [1.2])).toEqual(["same"]);
  });
});

describe("handicaps and lines", () => {
  it("names Asian handicaps as score sites do", () => {
    expect([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5].map(handicapText)).toEqual([
      "平手", "平/半", "半球", "半/一", "一球", "一/球半", "球半", "球半/两", "两球", "两/两球半", "两球半",
    ]);
    expect(handicapText(-0.25)).toBe("受平/半");
    expect(handicapText(-1)).toBe("受一球");
  });

  it("prints goal lines with quarters as two halves, spreads signed for the home side", () => {
    expect([2.5, 2.75, 3, 3.25].map(lineText)).toEqual(["2.5", "2.5/3", "3", "3/3.5"]);
    expect([3.5, -2, 0].map(spreadText)).toEqual(["-3.5", "+2", "0"]);
  });

  it("prints odds with two decimals and the line in words", () => {
    expect(oddsValueText("europe", 0, 2)).toBe("2.00");
    expect(oddsValueText("asia", 1, 0.75)).toBe("半/一");
    expect(oddsValueText("overUnder", 1, 2.25)).toBe("2/2.5");
    expect(oddsValueText("total", 1, 215.5)).toBe("215.5");
  });
});
