// Prediction tags of an anchor (docs/product-rules.md "Streak tags"): the single-pick streak, the
// multi-pick 全红 (all red) or 容1 (one miss allowed) with its odds, and the latest hit rate.
import { clampPercent } from "@/shared/lib/percent";
import type { MultiHit } from "../api/prediction-schemas";

export type { MultiHit };

export interface StreakSource {
  singleContinuousHitCount?: number | null;
  multiPredictionHit?: MultiHit | null;
  anchorPredictionData?: {
    singleLatestHitRate?: { baseCount: number; hitCount: number; lastContinuousHitCount?: number | null; rate?: number | null } | null;
  } | null;
}

export type StreakTag =
  | { kind: "streak"; text: string }
  | { kind: "allRed"; text: "全红"; dazzling: boolean }
  | { kind: "missOne"; text: "容1" }
  | { kind: "odds"; text: string }
  | { kind: "hitRate"; text: string };

/** A single-pick streak shows from this many consecutive hits. */
export const STREAK_MIN = 3;

/** Consecutive single-pick hits: singleContinuousHitCount, else the latest record's run. */
export function singleStreak(source: StreakSource): number {
  return source.singleContinuousHitCount || source.anchorPredictionData?.singleLatestHitRate?.lastContinuousHitCount || 0;
}

/** 全红: every pick hit, with enough such schemes for the pick count; 8+ picks get the dazzling look. */
export function allRedLook(multi: MultiHit | null | undefined): "none" | "plain" | "dazzling" {
  if (!multi || multi.baseCount < 2 || multi.hitCount !== multi.baseCount) return "none";
  const { baseCount: base, existCount: exist } = multi;
  if (base >= 8) return "dazzling";
  if (base >= 4) return exist >= 1 ? "plain" : "none";
  if (base === 3) return exist >= 2 ? "plain" : "none";
  return exist >= 3 ? "plain" : "none";
}

/** 容1: five or more picks, exactly one missed. */
export const isMissOne = (multi: MultiHit | null | undefined): boolean =>
  !!multi && multi.baseCount >= 5 && multi.existCount >= 1 && multi.hitCount === multi.baseCount - 1;

/** Odds are shown as whole numbers. */
export const roundedOdds = (odds: number): number => Math.round(odds);

export function streakTags(source: StreakSource): StreakTag[] {
  const tags: StreakTag[] = [];
  const streak = singleStreak(source);
  if (streak >= STREAK_MIN) tags.push({ kind: "streak", text: `${streak}连红` });
  const multi = source.multiPredictionHit;
  const look = allRedLook(multi);
  if (look !== "none") tags.push({ kind: "allRed", text: "全红", dazzling: look === "dazzling" });
  else if (isMissOne(multi)) tags.push({ kind: "missOne", text: "容1" });
  if (multi && tags.some((t) => t.kind === "allRed" || t.kind === "missOne") && multi.odds > 0) {
    tags.push({ kind: "odds", text: `赔率 ${roundedOdds(multi.odds)}` });
  }
  const latest = source.anchorPredictionData?.singleLatestHitRate;
  if (latest && latest.baseCount > 0) {
    const rate = latest.rate ?? (latest.hitCount / latest.baseCount) * 100;
    tags.push({ kind: "hitRate", text: `命中率 ${clampPercent(rate)}%` });
  }
  return tags;
}
