import { describe, expect, it } from "vitest";
import { clampPercent } from "./clamp-percent";

describe("clampPercent", () => {
  it("rounds percentages and clamps them to 0–100", () => {
    expect(clampPercent(66.6)).toBe(67);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
