// An anchor's prediction record as the live and anchor calls carry it (docs/api-calls.md): the
// latest and monthly single-pick hit rates and the multi-pick hits. Counts the server leaves out
// read as 0.
import { z } from "zod/mini";

const count = z.pipe(z.nullish(z.number()), z.transform((value) => value ?? 0));

export const hitRateSchema = z.object({
  baseCount: count,
  hitCount: count,
  lastContinuousHitCount: count,
  /** Percent; null when the server leaves it to the counts. */
  rate: z.nullish(z.number()),
  sportType: count,
});

export const multiHitSchema = z.object({ baseCount: count, hitCount: count, existCount: count, odds: count });

/** The prediction fields of an anchor row (live rows, search results, anchor cards). */
export const predictionRecordShape = {
  multiPredictionHit: z.nullish(multiHitSchema),
  singleContinuousHitCount: count,
  anchorPredictionData: z.nullish(
    z.object({ singleLatestHitRate: z.nullish(hitRateSchema), singleMonthHitRate: z.nullish(hitRateSchema) }),
  ),
  multiMaxOdds: count,
};

export type HitRate = z.infer<typeof hitRateSchema>;
