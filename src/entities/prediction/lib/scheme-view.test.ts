import { describe, expect, it } from "vitest";
import { hitRatePercent, recordRate, SCHEME_STATE_TEXT } from "./scheme-view";

const latest = (rate: number | null, baseCount: number, hitCount: number) => ({
  anchorPredictionData: { singleLatestHitRate: { baseCount, hitCount, rate } },
});

describe("scheme view", () => {
  it("names the states", () => {
    expect([0, 1, 2, 3, 4].map((s) => SCHEME_STATE_TEXT[s as 0 | 1 | 2 | 3 | 4])).toEqual(["待开赛", "已锁定", "红", "黑", "走水"]);
  });

  it("reads the hit rate from rate, else the counts, rounded and clamped; none without picks", () => {
    expect(hitRatePercent(latest(66.6, 9, 6))).toBe(67);
    expect(hitRatePercent(latest(null, 3, 2))).toBe(67);
    expect(hitRatePercent(latest(130, 3, 3))).toBe(100);
    expect(hitRatePercent(latest(-5, 3, 0))).toBe(0);
    expect(hitRatePercent(latest(50, 0, 0))).toBeNull();
    expect(hitRatePercent({})).toBeNull();
  });

  it("a record's rate is red over settled", () => {
    expect(recordRate(2, 1)).toBe(67);
    expect(recordRate(0, 0)).toBeNull();
  });
});
