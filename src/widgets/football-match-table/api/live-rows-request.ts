// The live popup's rows (POST /v1/match/livingNew): the anchors streaming a match and those
// with a preview of it, with their prediction records. Fetcher, query options and hook.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { SPORT_TYPE, type SportType } from "@/entities/match";
import { apiRequest, idSchema, listOf } from "@/shared/api";

const count = z.number().nullish().transform((value) => value ?? 0);

const hitRateSchema = z.object({
  baseCount: count,
  hitCount: count,
  lastContinuousHitCount: count,
  /** Percent; null when the server leaves it to the counts. */
  rate: z.number().nullish(),
  sportType: count,
});

const multiHitSchema = z.object({ baseCount: count, hitCount: count, existCount: count, odds: count });

const liveRowSchema = z.object({
  avatar: z.string().nullish().transform((value) => value ?? ""),
  nickname: z.string().nullish().transform((value) => value ?? ""),
  anchorLevel: count,
  predictionLevel: count,
  /** The anchor's room id. */
  identifier: idSchema,
  customId: idSchema,
  livingType: z.union([z.string(), z.number()]).nullish(),
  multiPredictionHit: multiHitSchema.nullish(),
  singleContinuousHitCount: count,
  anchorPredictionData: z
    .object({ singleLatestHitRate: hitRateSchema.nullish(), singleMonthHitRate: hitRateSchema.nullish() })
    .nullish(),
  multiMaxOdds: count,
});

const liveRowsSchema = z.object({ livings: listOf(liveRowSchema), previews: listOf(liveRowSchema) });

export type LiveRow = z.infer<typeof liveRowSchema>;
export type LiveRows = z.infer<typeof liveRowsSchema>;

const LIVE_ROWS_STALE_MS = 10_000;

export async function fetchLiveRows(matchId: number, sportType: SportType = SPORT_TYPE.football, signal?: AbortSignal): Promise<LiveRows> {
  const result = await apiRequest("/v1/match/livingNew", { body: { matchId, sportType }, schema: liveRowsSchema, signal });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export const liveRowsQuery = (matchId: number, sportType: SportType = SPORT_TYPE.football) =>
  queryOptions({
    queryKey: ["match", sportType, matchId, "livingNew"],
    queryFn: ({ signal }) => fetchLiveRows(matchId, sportType, signal),
    staleTime: LIVE_ROWS_STALE_MS,
  });

export const useLiveRows = (matchId: number) => useQuery(liveRowsQuery(matchId));
