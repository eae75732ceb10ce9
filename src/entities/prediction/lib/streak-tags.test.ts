import { describe, expect, it } from "vitest";
import { allRedLook, isMissOne, roundedOdds, singleStreak, streakTags, type MultiHit } from "./streak-tags";

const multi = (baseCount: number, hitCount: number, existCount: number, odds = 12.4): MultiHit => ({ baseCount, hitCount, existCount, odds });
const texts = (source: Parameters<typeof streakTags>[0]) => streakTags(source).map((t) => t.text);

describe("single streak", () => {
  it("shows N连红 from 3 consecutive hits, not at 2", () => {
    expect(texts({ singleContinuousHitCount: 2 })).toEqual([]);
    expect(texts({ singleContinuousHitCount: 3 })).toEqual(["3连红"]);
    expect(texts({ singleContinuousHitCount: 11 })).toEqual(["11连红"]);
  });

  it("falls back to the latest record's run", () => {
    const latest = (run: number) => ({ anchorPredictionData: { singleLatestHitRate: { baseCount: 0, hitCount: 0, lastContinuousHitCount: run } } });
    expect(singleStreak(latest(3))).toBe(3);
    expect(texts(latest(2))).toEqual([]);
    expect(texts(latest(4))).toEqual(["4连红"]);
  });
});

describe("全红", () => {
  it("2 picks need 3 or more such schemes", () => {
    expect(allRedLook(multi(2, 2, 2))).toBe("none");
    expect(allRedLook(multi(2, 2, 3))).toBe("plain");
  });

  it("3 picks need 2 or more", () => {
    expect(allRedLook(multi(3, 3, 1))).toBe("none");
    expect(allRedLook(multi(3, 3, 2))).toBe("plain");
  });

  it("4 to 7 picks need 1 or more", () => {
    for (const base of [4, 7]) {
      expect(allRedLook(multi(base, base, 0))).toBe("none");
      expect(allRedLook(multi(base, base, 1))).toBe("plain");
    }
  });

  it("8 or more picks get the dazzling look; 7 do not", () => {
    expect(allRedLook(multi(7, 7, 3))).toBe("plain");
    expect(allRedLook(multi(8, 8, 1))).toBe("dazzling");
    expect(allRedLook(multi(12, 12, 0))).toBe("dazzling");
  });

  it("needs every pick hit and at least 2 picks", () => {
    expect(allRedLook(multi(4, 3, 5))).toBe("none");
    expect(allRedLook(multi(1, 1, 9))).toBe("none");
    expect(allRedLook(null)).toBe("none");
  });

  it("is tagged with the rounded odds", () => {
    expect(texts({ multiPredictionHit: multi(3, 3, 2, 12.5) })).toEqual(["全红", "赔率 13"]);
    expect(streakTags({ multiPredictionHit: multi(9, 9, 1) })[0]).toEqual({ kind: "allRed", text: "全红", dazzling: true });
    expect(texts({ multiPredictionHit: multi(2, 2, 2) })).toEqual([]);
  });

  it("shows no odds tag when the odds are 0", () => {
    expect(texts({ multiPredictionHit: multi(4, 4, 1, 0) })).toEqual(["全红"]);
    expect(texts({ multiPredictionHit: multi(5, 4, 1, 0) })).toEqual(["容1"]);
  });
});

describe("容1", () => {
  it("needs 5 or more picks", () => {
    expect(isMissOne(multi(4, 3, 1))).toBe(false);
    expect(isMissOne(multi(5, 4, 1))).toBe(true);
  });

  it("needs at least one such scheme", () => {
    expect(isMissOne(multi(6, 5, 0))).toBe(false);
    expect(isMissOne(multi(6, 5, 1))).toBe(true);
  });

  it("needs exactly one miss", () => {
    expect(isMissOne(multi(6, 4, 2))).toBe(false);
    expect(isMissOne(multi(6, 6, 2))).toBe(false);
    expect(texts({ multiPredictionHit: multi(6, 5, 2, 7.49) })).toEqual(["容1", "赔率 7"]);
  });
});

describe("numbers", () => {
  it("rounds odds", () => {
    expect(roundedOdds(11.5)).toBe(12);
    expect(roundedOdds(11.49)).toBe(11);
  });

  it("shows the latest hit rate, from the counts when the rate is missing", () => {
    const latest = (rate: number | null, baseCount = 10, hitCount = 7) => ({
      anchorPredictionData: { singleLatestHitRate: { baseCount, hitCount, lastContinuousHitCount: 0, rate } },
    });
    expect(texts(latest(70))).toEqual(["命中率 70%"]);
    expect(texts(latest(null, 3, 2))).toEqual(["命中率 67%"]);
    expect(texts(latest(105))).toEqual(["命中率 100%"]);
    expect(texts(latest(50, 0, 0))).toEqual([]);
    expect(texts(latest(-3, 4, 0))).toEqual(["命中率 0%"]);
    expect(texts({ anchorPredictionData: { singleLatestHitRate: null } })).toEqual([]);
  });

  it("orders the tags: streak, multi tag, odds, hit rate", () => {
    expect(
      texts({
        singleContinuousHitCount: 5,
        multiPredictionHit: multi(5, 4, 1, 20.2),
        anchorPredictionData: { singleLatestHitRate: { baseCount: 10, hitCount: 8, rate: 80 } },
      }),
    ).toEqual(["5连红", "容1", "赔率 20", "命中率 80%"]);
  });
});
