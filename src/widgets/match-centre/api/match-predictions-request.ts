// The picks anchors published on one match (POST /v1/prediction/matchPredictions {matchId,
// sportType}, docs/api-calls.md "Match centre"): each anchor's row with its prediction record and
// its pick, living anchors first. Only the 预测 tab uses it.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, countOrZero, listOf, textOrEmpty } from "@/shared/api";
import { sportTypeOf, type Sport } from "@/shared/config";
import { pickResultSchema, pickSchema, predictionRecordShape } from "@/entities/prediction";

const predictionSchema = z.object({
  ...predictionRecordShape,
  customId: z.int(),
  nickname: textOrEmpty,
  avatar: textOrEmpty,
  anchorLevel: countOrZero,
  predictionLevel: countOrZero,
  identifier: countOrZero,
  livingType: z.catch(z.enum(["living", "preview", ""]), ""),
  predictionId: z.int(),
  title: textOrEmpty,
  publishedAt: z.number(),
  pick: pickSchema,
  result: pickResultSchema,
});

const predictionsSchema = z.object({ items: listOf(predictionSchema) });

export type MatchPrediction = z.infer<typeof predictionSchema>;

export const matchPredictionsQuery = (sport: Sport, matchId: number) =>
  queryOptions({
    queryKey: ["match", sport, matchId, "predictions"],
    queryFn: async ({ signal }) => {
      const body = { matchId, sportType: sportTypeOf(sport) };
      // The tab shows a failure itself, with 重试: no toast as well.
      const result = await apiRequest(API_PATHS.prediction.matchPredictions, { body, schema: predictionsSchema, signal, background: true });
      if (!result.ok) throw new Error(result.message);
      return result.data.items;
    },
  });
