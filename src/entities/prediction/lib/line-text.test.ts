import { describe, expect, it } from "vitest";
import { handicapText, lineText, spreadText } from "./line-text";

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

});
