import { describe, expect, it } from "vitest";
import { goalBucketOf, HALF_FULL_KEYS, resultCodeOf, scoreDiffBucketOf, scoreDiffSampleOf } from "./team-stat-buckets";

describe("team statistics buckets", () => {
  it("goals: 0 to 6 each their own, 7 or more together", () => {
    expect([0, 1, 6, 7, 8, 15].map(goalBucketOf)).toEqual([0, 1, 6, 7, 7, 7]);
  });

  it("score difference: 0-5, 6-10, 11-15, 16-20, 21-25, 26+ (either side's margin)", () => {
    expect([0, 5, 6, 10, 11, 15, 16, 20, 21, 25, 26, 60].map(scoreDiffBucketOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(scoreDiffBucketOf(-7)).toBe(1);
  });

  it("sample: 10 by default, at most 20", () => {
    expect(scoreDiffSampleOf(undefined)).toBe(10);
    expect(scoreDiffSampleOf(0)).toBe(10);
    expect(scoreDiffSampleOf(2.5)).toBe(10);
    expect(scoreDiffSampleOf(15)).toBe(15);
    expect(scoreDiffSampleOf(50)).toBe(20);
  });

  it("result codes 10 win, 20 loss, 30 flat; nine half/full pairs", () => {
    expect([resultCodeOf(2, 1), resultCodeOf(0, 1), resultCodeOf(1, 1)]).toEqual([10, 20, 30]);
    expect(new Set(HALF_FULL_KEYS).size).toBe(9);
  });
});
