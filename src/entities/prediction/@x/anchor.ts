// What the anchor entity may use of predictions: the hit-rate and multi-pick shapes of its
// AnchorInfo record (docs/api-calls.md "Home, search, anchors and live rooms").
export { hitRateSchema, multiHitSchema, type HitRate, type MultiHit } from "../api/prediction-schemas";
export type { StreakSource } from "../lib/streak-tags";
