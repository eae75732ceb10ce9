// The picks anchors published on one match (POST /v1/prediction/matchPredictions {matchId,
// sportType}, docs/api-calls.md "Match centre"): each anchor's row with its prediction record and
// its pick, living anchors first. Only the 预测 tab uses it.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, countOrZero, listOf, textOrEmpty } from "@/shared/api";
import { sportTypeOf, type Sport } from "@/shared/config";
import { predictionRecordShape } from "@/entities/prediction";

const pickSchema = z.object({
  kind: z.enum(["europe", "asia", "overUnder", "moneyline", "spread", "total"]),
  selection: z.enum(["home", "draw", "away", "over", "under"]),
  line: countOrZero,
  odds: countOrZero,
});

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
  result: z.catch(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), 0),
});

const predictionsSchema = z.object({ items: listOf(predictionSchema) });

export type MatchPrediction = z.infer<typeof predictionSchema>;
export type PredictionPick = z.infer<typeof pickSchema>;

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
