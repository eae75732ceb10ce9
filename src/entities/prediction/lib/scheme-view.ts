// How a scheme reads (docs/product-rules.md "Predictions"): its state's word and colour, its kind
// (单场 / 串关), and the anchor's hit rate as a badge (rounded, clamped to 0–100).
import { clampPercent } from "@/shared/lib/percent";
import type { ForecastType, SchemeState } from "../api/scheme-schemas";
import type { StreakSource } from "./streak-tags";

export const SCHEME_STATE_TEXT: Readonly<Record<SchemeState, string>> = { 0: "待开赛", 1: "已锁定", 2: "红", 3: "黑", 4: "走水" };
export const SCHEME_STATE_COLOR: Readonly<Record<SchemeState, string>> = { 0: "blue", 1: "yellow", 2: "red", 3: "dark", 4: "gray" };
export const FORECAST_TYPE_TEXT: Readonly<Record<ForecastType, string>> = { 1: "单场", 2: "串关" };

/** The latest hit rate in percent (the server's rate, else hits ÷ picks), or null with no picks. */
export function hitRatePercent(source: StreakSource): number | null {
  const latest = source.anchorPredictionData?.singleLatestHitRate;
  if (!latest || latest.baseCount <= 0) return null;
  return clampPercent(latest.rate ?? (latest.hitCount / latest.baseCount) * 100);
}

/** A record's rate of red among the settled schemes, rounded and clamped; null when none settled. */
export function recordRate(red: number, black: number): number | null {
  return red + black > 0 ? clampPercent((red / (red + black)) * 100) : null;
}
