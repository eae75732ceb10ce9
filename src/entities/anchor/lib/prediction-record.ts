// An anchor's prediction record as the pages show it (docs/product-rules.md "Anchor's homepage"):
// hit rates as rounded percents within 0–100, the streak tags' source, and whether there is any
// record at all (none: 近期无预测).
import type { StreakSource } from "@/entities/prediction/@x/anchor";
import { clampPercent } from "@/shared/lib/percent";
import type { AnchorInfo } from "../api/anchor-schemas";

interface HitRateLike {
  baseCount: number;
  hitCount: number;
  rate?: number | null;
}

/** The hit rate in percent (the server's rate, else hits over picks); null with no picks. */
export function hitRatePercent(hitRate: HitRateLike | null | undefined): number | null {
  if (!hitRate || hitRate.baseCount <= 0) return null;
  return clampPercent(hitRate.rate ?? (hitRate.hitCount / hitRate.baseCount) * 100);
}

/** No single pick in either period and no multi-pick record: the anchor has not predicted lately. */
export function hasPredictions(anchor: Pick<AnchorInfo, "anchorPredictionData" | "multiTag">): boolean {
  const data = anchor.anchorPredictionData;
  const picks = (data?.singleLatestHitRate?.baseCount ?? 0) + (data?.singleMonthHitRate?.baseCount ?? 0);
  return picks > 0 || (anchor.multiTag?.baseCount ?? 0) > 0;
}

/** AnchorInfo names its streaks singleTag and multiTag; the streak tags read the live rows' names. */
export const streakSourceOf = (anchor: Pick<AnchorInfo, "singleTag" | "multiTag" | "anchorPredictionData">): StreakSource => ({
  singleContinuousHitCount: anchor.singleTag,
  multiPredictionHit: anchor.multiTag,
  anchorPredictionData: anchor.anchorPredictionData,
});
