// An anchor's prediction record as the live and anchor calls carry it (docs/api-calls.md): the
// latest and monthly single-pick hit rates and the multi-pick hits. Counts the server leaves out
// read as 0.
import { z } from "zod";

const count = z.number().nullish().transform((value) => value ?? 0);

export const hitRateSchema = z.object({
  baseCount: count,
  hitCount: count,
  lastContinuousHitCount: count,
  /** Percent; null when the server leaves it to the counts. */
  rate: z.number().nullish(),
  sportType: count,
});

export const multiHitSchema = z.object({ baseCount: count, hitCount: count, existCount: count, odds: count });

/** The prediction fields of an anchor row (live rows, search results, anchor cards). */
export const predictionRecordShape = {
  multiPredictionHit: multiHitSchema.nullish(),
  singleContinuousHitCount: count,
  anchorPredictionData: z.object({ singleLatestHitRate: hitRateSchema.nullish(), singleMonthHitRate: hitRateSchema.nullish() }).nullish(),
  multiMaxOdds: count,
};

export type HitRate = z.infer<typeof hitRateSchema>;
