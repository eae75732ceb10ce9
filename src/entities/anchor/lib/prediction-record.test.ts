import { describe, expect, it } from "vitest";
import { hasPredictions, hitRatePercent, streakSourceOf } from "./prediction-record";

const rate = (baseCount: number, hitCount: number, rate: number | null = null) => ({ baseCount, hitCount, lastContinuousHitCount: 0, rate, sportType: 1 });

describe("anchor prediction record", () => {
  it("hit rates read as rounded percents clamped to 0–100; none without picks", () => {
    expect(hitRatePercent(rate(3, 2))).toBe(67);
    expect(hitRatePercent(rate(10, 10, 104.2))).toBe(100);
    expect(hitRatePercent(rate(10, 1, -5))).toBe(0);
    expect(hitRatePercent(rate(0, 0))).toBeNull();
    expect(hitRatePercent(null)).toBeNull();
  });

  it("an anchor with no picks in either period and no multi-pick record has no predictions", () => {
    const none = { anchorPredictionData: { singleLatestHitRate: rate(0, 0), singleMonthHitRate: rate(0, 0), multiMaxOdds: 0 }, multiTag: null };
    expect(hasPredictions(none)).toBe(false);
    expect(hasPredictions({ anchorPredictionData: null, multiTag: null })).toBe(false);
    expect(hasPredictions({ ...none, multiTag: { baseCount: 2, hitCount: 2, existCount: 3, odds: 4 } })).toBe(true);
    expect(hasPredictions({ ...none, anchorPredictionData: { ...none.anchorPredictionData, singleMonthHitRate: rate(4, 1) } })).toBe(true);
  });

  it("streak tags read singleTag and multiTag as the live rows' streak fields", () => {
    const multiTag = { baseCount: 2, hitCount: 2, existCount: 3, odds: 4 };
    expect(streakSourceOf({ singleTag: 5, multiTag, anchorPredictionData: null })).toEqual({
      singleContinuousHitCount: 5,
      multiPredictionHit: multiTag,
      anchorPredictionData: null,
    });
  });
});
