import { describe, expect, it } from "vitest";
import { compressionPlan, compressionQuality, maxSideFor, targetDimensions } from "./image-compression";

const KB = 1024;
const MB = 1024 * KB;

// docs/product-rules.md "Validation" (image compression).
describe("image compression decisions", () => {
  it.each([
    [200 * KB, null],
    [900 * KB, { quality: 0.85, maxSide: null }],
    [3 * MB, { quality: 0.52, maxSide: 1600 }],
    [7 * MB, { quality: 0.92, maxSide: 1600 }],
    [12 * MB, { quality: 0.92, maxSide: 1400 }],
  ])("a %i-byte image: %o", (size, expected) => {
    const plan = compressionPlan(size, { width: 4000, height: 3000 });
    if (expected === null) {
      expect(plan).toBeNull();
      return;
    }
    expect(plan?.quality).toBe(expected.quality);
    expect(maxSideFor(size)).toBe(expected.maxSide);
    expect(plan?.type).toBe("image/jpeg");
    const longest = Math.max(plan!.width, plan!.height);
    expect(longest).toBe(expected.maxSide ?? 4000);
  });

  it("uses the band edges as the spec states them", () => {
    expect(compressionPlan(300 * KB - 1, { width: 10, height: 10 })).toBeNull();
    expect(compressionPlan(300 * KB, { width: 10, height: 10 })?.quality).toBe(0.85);
    expect(compressionQuality(MB - 1)).toBe(0.85);
    expect(compressionQuality(MB)).toBe(0.52);
    expect(compressionQuality(5 * MB - 1)).toBe(0.52);
    expect(compressionQuality(5 * MB)).toBe(0.92);
    expect(maxSideFor(MB - 1)).toBeNull();
    expect(maxSideFor(MB)).toBe(1600);
    expect(maxSideFor(10 * MB - 1)).toBe(1600);
    expect(maxSideFor(10 * MB)).toBe(1400);
    expect(maxSideFor(20 * MB)).toBeNull();
  });

  it("a given quality wins over the size bands", () => {
    expect(compressionQuality(3 * MB, 0.7)).toBe(0.7);
    expect(compressionPlan(7 * MB, { width: 100, height: 100 }, 0.3)?.quality).toBe(0.3);
    expect(compressionPlan(100 * KB, { width: 100, height: 100 }, 0.3)).toBeNull();
  });

  it("keeps the aspect ratio and never scales up", () => {
    expect(targetDimensions({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(targetDimensions({ width: 1000, height: 5000 }, 1400)).toEqual({ width: 280, height: 1400 });
    expect(targetDimensions({ width: 1200, height: 800 }, 1600)).toEqual({ width: 1200, height: 800 });
    expect(targetDimensions({ width: 3000, height: 2000 }, null)).toEqual({ width: 3000, height: 2000 });
  });
});
