import { describe, expect, it } from "vitest";
import { hashSeed, Random } from "./random";

describe("Random", () => {
  it("repeats for the same seed and differs for another", () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps helpers in range", () => {
    const r = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
      expect(r.next()).toBeLessThan(1);
    }
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => r.pick([])).toThrow();
    let sum = 0;
    for (let i = 0; i < 4000; i++) sum += r.poisson(2.7);
    expect(sum / 4000).toBeGreaterThan(2.5);
    expect(sum / 4000).toBeLessThan(2.9);
  });

  it("derives independent seeds from parts", () => {
    expect(hashSeed(1, "day", "2026-11-21")).toBe(hashSeed(1, "day", "2026-11-21"));
    expect(hashSeed(1, "ab", "c")).not.toBe(hashSeed(1, "a", "bc"));
    expect(hashSeed(1, 2)).not.toBe(hashSeed(2, 1));
  });
});
