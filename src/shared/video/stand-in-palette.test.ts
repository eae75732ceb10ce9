import { describe, expect, it } from "vitest";
import { standInPalette } from "./stand-in-palette";

describe("standInPalette", () => {
  it("is the same for the same room and differs between rooms", () => {
    expect(standInPalette(1203)).toEqual(standInPalette(1203));
    const hues = new Set([1201, 1202, 1203, 1204, 1205].map((seed) => standInPalette(seed).homeHue));
    expect(hues.size).toBe(5);
  });

  it("keeps the two sides' hues apart and every value in range", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { homeHue, awayHue, fieldHue, phase } = standInPalette(seed);
      const apart = Math.min(Math.abs(homeHue - awayHue), 360 - Math.abs(homeHue - awayHue));
      expect(apart).toBeGreaterThanOrEqual(90);
      expect(homeHue).toBeGreaterThanOrEqual(0);
      expect(awayHue).toBeLessThan(360);
      expect(fieldHue).toBeGreaterThanOrEqual(95);
      expect(phase).toBeGreaterThanOrEqual(0);
      expect(phase).toBeLessThan(1);
    }
  });
});
