// Player and team rankings of a season (docs/api-calls.md "Rankings"): /comp/bestPlayer (one type
// at a time) and the team rankings (/comp/bestTeam/simple football, /comp/bestTeam basketball).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS, RANK_SIZE } from "#wire";
import { apiData, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";
import type { SeasonRef } from "./competition-requests";

const playerItemSchema = z.object({
  rank: z.number(),
  playerId: z.number(),
  name: z.string(),
  logo: z.string(),
  position: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  teamLogo: z.string(),
  appearances: z.number(),
  value: z.number(),
  average: z.number(),
});
export type PlayerRankItem = z.infer<typeof playerItemSchema>;

const teamItemSchema = z.object({ rank: z.number(), teamId: z.number(), name: z.string(), logo: z.string(), matches: z.number(), value: z.number() });
export type TeamRankItem = z.infer<typeof teamItemSchema>;

const rankingsOf = <I extends z.core.$ZodType>(item: I) =>
  z.object({ seasonId: z.number(), rankings: listOf(z.object({ type: z.string(), label: z.string(), items: listOf(item) })) });

export const playerRankingQuery = (sport: Sport, ref: SeasonRef, type: string) =>
  queryOptions({
    queryKey: ["library", sport, "bestPlayer", ref.seasonId, type],
    queryFn: async () => {
      const reply = await apiData(API_PATHS.compLibrary[sport].bestPlayer, {
        body: { ...ref, rankTypes: [type], rankSize: RANK_SIZE[sport] },
        schema: rankingsOf(playerItemSchema),
      });
      return reply.rankings[0]?.items ?? [];
    },
    staleTime: 60_000,
  });

export const teamRankingQuery = (sport: Sport, ref: SeasonRef, type: string) =>
  queryOptions({
    queryKey: ["library", sport, "bestTeam", ref.seasonId, type],
    queryFn: async () => {
      const reply = await apiData(API_PATHS.compLibrary[sport].bestTeam, { body: { ...ref, rankTypes: [type] }, schema: rankingsOf(teamItemSchema) });
      return reply.rankings[0]?.items ?? [];
    },
    staleTime: 60_000,
  });
