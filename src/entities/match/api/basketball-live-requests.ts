// A basketball match's 赛况 (docs/api-calls.md "Match centre"): period scores with the text live
// (matchStatAndTlive) and the two teams' statistics (matchTeamStatistic).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { countOrZero, listOf, textOrEmpty } from "@/shared/api";
import { matchCentreCall, onFirstUse } from "./match-centre-call";

function liveSchemasMake() {
  const tliveSchema = z.object({ period: countOrZero, text: textOrEmpty, homeScore: countOrZero, awayScore: countOrZero });
  const statAndTliveSchema = z.object({
    periodCount: z.catch(z.union([z.literal(2), z.literal(4)]), 4),
    homeScores: listOf(z.number()),
    awayScores: listOf(z.number()),
    tlive: listOf(tliveSchema),
  });
  const teamStatSchema = z.object({ kind: z.string(), home: countOrZero, away: countOrZero });
  const teamStatisticSchema = z.object({ stats: listOf(teamStatSchema) });
  return { statAndTliveSchema, teamStatSchema, teamStatisticSchema };
}
const liveSchemas = onFirstUse(liveSchemasMake);
type LiveSchemas = ReturnType<typeof liveSchemasMake>;

export type StatAndTlive = z.infer<LiveSchemas["statAndTliveSchema"]>;
export type TeamStat = z.infer<LiveSchemas["teamStatSchema"]>;

export const statAndTliveQuery = (matchId: number) =>
  queryOptions({
    queryKey: ["match", "basketball", matchId, "stat-and-tlive"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS.basketball.statAndTlive, { matchId }, liveSchemas().statAndTliveSchema, signal),
    staleTime: 15_000,
  });

export const teamStatisticQuery = (matchId: number) =>
  queryOptions({
    queryKey: ["match", "basketball", matchId, "team-statistic"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS.basketball.teamStatistic, { matchId }, liveSchemas().teamStatisticSchema, signal),
    staleTime: 15_000,
  });
