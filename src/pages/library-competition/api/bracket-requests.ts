// A season's brackets (docs/api-calls.md "Brackets"): /v1/{sport}/comp/bracket.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";
import type { SeasonRef } from "./competition-requests";

const sideSchema = z.object({
  teamId: z.nullable(z.number()),
  name: z.string(),
  logo: z.string(),
  score: z.nullable(z.number()),
  penalty: z.nullable(z.number()),
});
export type BracketSide = z.infer<typeof sideSchema>;

const matchUpSchema = z.object({
  number: z.number(),
  home: sideSchema,
  away: sideSchema,
  winnerTeamId: z.nullable(z.number()),
  matchTime: z.number(),
  games: listOf(z.object({ homeScore: z.number(), awayScore: z.number() })),
  /** The match-up's games in the season's matches (/comp/matches). */
  matchIds: listOf(z.number()),
});
export type MatchUp = z.infer<typeof matchUpSchema>;

const roundSchema = z.object({
  nameZh: z.string(),
  roundType: z.string(),
  matchUps: listOf(matchUpSchema),
});
export type BracketRound = z.infer<typeof roundSchema>;

const groupSchema = z.object({ name: z.string(), rounds: listOf(roundSchema) });

const stageSchema = z.object({
  stageId: z.number(),
  kind: z.number(),
  nameZh: z.string(),
  groups: listOf(groupSchema),
  thirdPlaceGroups: listOf(groupSchema),
});
export type BracketStage = z.infer<typeof stageSchema>;

const bracketSchema = z.object({ seasonId: z.number(), stages: listOf(stageSchema) });

export const bracketQuery = (sport: Sport, ref: SeasonRef) =>
  queryOptions({
    queryKey: ["library", sport, "bracket", ref.seasonId],
    queryFn: async () => {
      const result = await apiRequest(API_PATHS.compLibrary[sport].bracket, { body: ref, schema: bracketSchema });
      if (!result.ok) throw new Error(result.message);
      return result.data.stages;
    },
    staleTime: 60_000,
  });
