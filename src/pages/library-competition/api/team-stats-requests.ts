// A season's team statistics (docs/api-calls.md "Team statistics"): /v1/{sport}/comp/datas.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS, HALF_FULL_KEYS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";
import type { SeasonRef } from "./competition-requests";

const trio = z.object({ home: z.string(), away: z.string(), total: z.string() });
const halfFull = z.object(Object.fromEntries(HALF_FULL_KEYS.map((k) => [k, z.number()])) as Record<(typeof HALF_FULL_KEYS)[number], z.ZodMiniNumber>);

const teamStatsSchema = z.object({
  teamId: z.number(),
  name: z.string(),
  logo: z.string(),
  matches: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  euRecord: trio,
  asiaRecord: trio,
  bsRecord: trio,
  evenRecord: z.string(),
  goalDistributionRecord: z.object({ for: listOf(z.number()), against: listOf(z.number()) }),
  halfAllResult: z.object({ home: halfFull, away: halfFull }),
  goalMatchCount: z.object({ scored: z.number(), bothScored: z.number() }),
  scoreDiff: z.nullable(z.object({ sample: z.number(), games: z.number(), won: listOf(z.number()), lost: listOf(z.number()) })),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

const replySchema = z.object({ seasonId: z.number(), teams: listOf(teamStatsSchema) });

/** sample: basketball's last-N games for the margins (10 or 20). */
export const teamStatsQuery = (sport: Sport, ref: SeasonRef, sample: number) =>
  queryOptions({
    queryKey: ["library", sport, "datas", ref.seasonId, sample],
    queryFn: async () => {
      const result = await apiRequest(API_PATHS.compLibrary[sport].datas, { body: { ...ref, sample }, schema: replySchema });
      if (!result.ok) throw new Error(result.message);
      return result.data.teams;
    },
    staleTime: 60_000,
  });
