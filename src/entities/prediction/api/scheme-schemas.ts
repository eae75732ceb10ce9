// A prediction scheme as the scheme calls carry it (docs/api-calls.md "Prediction schemes"): the
// anchor with its record, the picks with their matches and results, and the scheme's state.
import { z } from "zod/mini";
import { countOrZero, listOf, textOrEmpty } from "@/shared/api";
import { pickResultSchema, pickSchema } from "./pick-schema";
import { predictionRecordShape } from "./prediction-schemas";

const schemePickSchema = z.object({
  matchId: z.int(),
  competitionName: textOrEmpty,
  homeTeamName: textOrEmpty,
  awayTeamName: textOrEmpty,
  /** Kick-off, unix seconds. */
  matchTime: countOrZero,
  statusId: countOrZero,
  homeScore: countOrZero,
  awayScore: countOrZero,
  pick: pickSchema,
  result: pickResultSchema,
});

export const schemeSchema = z.object({
  ...predictionRecordShape,
  schemeId: z.int(),
  customId: z.int(),
  nickname: textOrEmpty,
  avatar: textOrEmpty,
  anchorLevel: countOrZero,
  predictionLevel: countOrZero,
  sportType: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  /** 1 one pick (单场), 2 several (串关). */
  forecastType: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  title: textOrEmpty,
  analysis: textOrEmpty,
  /** Unix ms. */
  publishedAt: z.number(),
  lockedAt: z.nullish(z.number()),
  settledAt: z.nullish(z.number()),
  /** 0 待开赛, 1 已锁定, 2 红, 3 黑, 4 走水. */
  state: z.catch(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), 0),
  odds: countOrZero,
  hitCount: countOrZero,
  picks: listOf(schemePickSchema),
});

export const schemePageSchema = z.object({ items: listOf(schemeSchema), total: countOrZero });

export const mySchemePageSchema = z.object({
  items: listOf(schemeSchema),
  total: countOrZero,
  record: z.object({ red: countOrZero, black: countOrZero, rate: z.nullish(z.number()) }),
});

export type Scheme = z.infer<typeof schemeSchema>;
export type SchemePick = z.infer<typeof schemePickSchema>;
export type SchemeState = Scheme["state"];
export type ForecastType = Scheme["forecastType"];
export type MySchemePage = z.infer<typeof mySchemePageSchema>;
