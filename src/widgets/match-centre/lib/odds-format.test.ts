import { describe, expect, it } from "vitest";
import { oddsMovement, oddsValueText } from "./odds-format";

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

describe("values", () => {
  it("prints odds with two decimals and the line in words", () => {
    expect(oddsValueText("europe", 0, 2)).toBe("2.00");
    expect(oddsValueText("asia", 1, 0.75)).toBe("半/一");
    expect(oddsValueText("overUnder", 1, 2.25)).toBe("2/2.5");
    expect(oddsValueText("total", 1, 215.5)).toBe("215.5");
  });
});
