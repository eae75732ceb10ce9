// The anchors (streamers) and their prediction records. Records are drawn in buckets so that
// every streak tag the client knows (docs/product-rules.md "Streak tags") shows up: single
// streaks of 3+, "all red" at each baseCount band, and "miss one" with baseCount ≥ 5. Every
// 13th anchor has made no predictions at all (the client's 近期无预测); its record is blanked after
// drawing, so the roster's random stream, and with it every other anchor, stays as it was.

import { PALETTE } from "../catalog/palette";
import { ANCHOR_ID_BASE, ROOM_ID_BASE, logoUrl } from "../ids";
import type { AnchorPrediction, HitRate, MultiPredictionHit, SimAnchor } from "../model";
import { anchorDescription, anchorNicknames } from "../names/anchor-names";
import { hashSeed, Random } from "../random";

export const DEFAULT_ANCHOR_COUNT = 300;

function hitRate(rng: Random, baseCount: number, sportType: 1 | 2, minRate = 0.3): HitRate {
  const hitCount = Math.min(baseCount, Math.round(baseCount * rng.float(minRate, 1)));
  return {
    rate: Math.round((hitCount / baseCount) * 100),
    baseCount,
    hitCount,
    lastContinuousHitCount: rng.int(0, hitCount),
    sportType,
  };
}

/** Multi-pick record; `bucket` picks which tag (if any) it earns. */
function multiHit(rng: Random, bucket: number): MultiPredictionHit {
  const odds = Math.round(rng.float(1.8, 25) * 100) / 100;
  switch (bucket) {
    case 0: return { baseCount: 2, hitCount: 2, existCount: rng.int(3, 6), odds }; // all red, 2 picks
    case 1: return { baseCount: 3, hitCount: 3, existCount: rng.int(2, 5), odds }; // all red, 3 picks
    case 2: { const b = rng.int(4, 7); return { baseCount: b, hitCount: b, existCount: rng.int(1, 3), odds }; } // all red, 4–7
    case 3: { const b = rng.int(8, 12); return { baseCount: b, hitCount: b, existCount: rng.int(1, 3), odds }; } // all red, 8+ (dazzling)
    case 4: { const b = rng.int(5, 10); return { baseCount: b, hitCount: b - 1, existCount: rng.int(1, 3), odds }; } // miss one
    case 5: return { baseCount: 2, hitCount: 2, existCount: rng.int(0, 2), odds }; // all hit but below the threshold
    default: {
      const b = rng.int(2, 10);
      return { baseCount: b, hitCount: rng.int(0, Math.max(0, b - 2)), existCount: rng.int(0, 3), odds };
    }
  }
}

/** Every 13th anchor (customId 10013, 10026, …) has no prediction record. */
export const NO_PREDICTION_EVERY = 13;

export function hasNoPredictions(customId: number): boolean {
  return (customId - ANCHOR_ID_BASE) % NO_PREDICTION_EVERY === 0;
}

function emptyHitRate(sportType: 1 | 2): HitRate {
  return { rate: 0, baseCount: 0, hitCount: 0, lastContinuousHitCount: 0, sportType };
}

/** The record of an anchor who has made no predictions: baseCount 0 everywhere, no streak. */
export function emptyPrediction(sportType: 1 | 2): AnchorPrediction {
  return {
    singleContinuousHitCount: 0,
    singleLatestHitRate: emptyHitRate(sportType),
    singleMonthHitRate: emptyHitRate(sportType),
    multiPredictionHit: { baseCount: 0, hitCount: 0, existCount: 0, odds: 0 },
    multiMaxOdds: 0,
  };
}

export function buildAnchors(seed: number, count: number = DEFAULT_ANCHOR_COUNT): SimAnchor[] {
  const rng = new Random(hashSeed(seed, "anchors"));
  const names = anchorNicknames(rng, count);
  return names.map((nickname, i) => {
    const customId = ANCHOR_ID_BASE + i + 1;
    const roomId = ROOM_ID_BASE + i + 1;
    const sportType: 1 | 2 = rng.chance(0.75) ? 1 : 2;
    const streak = rng.chance(0.35) ? rng.int(3, 12) : rng.int(0, 2);
    const latest = hitRate(rng, rng.pick([5, 10, 10, 20]), sportType);
    latest.lastContinuousHitCount = Math.min(latest.hitCount, streak);
    const prediction: AnchorPrediction = {
      singleContinuousHitCount: streak,
      singleLatestHitRate: latest,
      singleMonthHitRate: hitRate(rng, rng.int(10, 60), sportType, 0.25),
      multiPredictionHit: multiHit(rng, i % 10),
      multiMaxOdds: Math.round(rng.float(3, 120) * 100) / 100,
    };
    const avatar = logoUrl("avatar", customId);
    return {
      customId,
      roomId,
      hxRoomId: String(260_000_000_000_000 + customId * 7919),
      nickname,
      avatar,
      color: rng.pick(PALETTE),
      anchorLevel: Math.min(30, 1 + Math.floor(rng.next() ** 1.6 * 30)),
      predictionLevel: rng.int(1, 6),
      description: anchorDescription(rng),
      sportType,
      prediction: hasNoPredictions(customId) ? emptyPrediction(sportType) : prediction,
      anchorInfo: Object.freeze({ avatar, roomId, customId }),
    };
  });
}
