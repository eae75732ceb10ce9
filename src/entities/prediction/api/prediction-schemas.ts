// An anchor's prediction record as the live and anchor calls carry it (docs/api-calls.md): the
// latest and monthly single-pick hit rates and the multi-pick hits. Counts the server leaves out
// read as 0.
import { z } from "zod/mini";
import { countOrZero } from "@/shared/api";

export const hitRateSchema = z.object({
  baseCount: countOrZero,
  hitCount: countOrZero,
  lastContinuousHitCount: countOrZero,
  /** Percent; null when the server leaves it to the counts. */
  rate: z.nullish(z.number()),
  sportType: countOrZero,
});

export const multiHitSchema = z.object({ baseCount: countOrZero, hitCount: countOrZero, existCount: countOrZero, odds: countOrZero });

/** The prediction fields of an anchor row (live rows, search results, anchor cards). */
export const predictionRecordShape = {
  multiPredictionHit: z.nullish(multiHitSchema),
  singleContinuousHitCount: countOrZero,
  anchorPredictionData: z.nullish(
    z.object({ singleLatestHitRate: z.nullish(hitRateSchema), singleMonthHitRate: z.nullish(hitRateSchema) }),
  ),
  multiMaxOdds: countOrZero,
};

export type MultiHit = z.infer<typeof multiHitSchema>;
export type HitRate = z.infer<typeof hitRateSchema>;
