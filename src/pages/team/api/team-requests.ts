// The team page's calls past its card (docs/api-calls.md "Data library: teams and players"; the
// card is in entities/team) as query options. Side-effect free: only schemas and factories.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { playerFieldsSchema, statsSchema, teamMatchSchema } from "@/entities/team";
import type { Sport } from "@/shared/config";

const matchesSchema = z.object({ matches: listOf(teamMatchSchema) });

const teamPlayerSchema = z.extend(playerFieldsSchema, { stats: z.nullable(statsSchema) });
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;
const bestPlayersSchema = z.object({ seasonId: z.number(), players: listOf(teamPlayerSchema) });

const trioSchema = z.object({ home: z.string(), away: z.string(), total: z.string() });
const teamRecordSchema = z.object({
  teamId: z.number(),
  matches: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  euRecord: trioSchema,
  asiaRecord: trioSchema,
  bsRecord: trioSchema,
  evenRecord: z.string(),
  goalDistributionRecord: z.object({ for: listOf(z.number()), against: listOf(z.number()) }),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

const post = <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) => apiData(path, { body, schema });

const paths = (sport: Sport) => API_PATHS.teamLibrary[sport];

export const teamMatchesQuery = (sport: Sport, teamId: number, seasonId: number) =>
  queryOptions({
    queryKey: ["team", sport, "matches", teamId, seasonId],
    queryFn: async () => (await post(paths(sport).teamMatches, { seasonIds: [seasonId], teamId }, matchesSchema)).matches,
    staleTime: 60_000,
  });

/** Basketball's own not-started list; football splits team/matches by status instead. */
export const teamFutureMatchesQuery = (teamId: number, seasonId: number) =>
  queryOptions({
    queryKey: ["team", "basketball", "futureMatches", teamId, seasonId],
    queryFn: async () => (await post(API_PATHS.teamLibrary.basketball.teamFutureMatches, { seasonIds: [seasonId], teamId }, matchesSchema)).matches,
    staleTime: 60_000,
  });

export const teamBestPlayersQuery = (sport: Sport, teamId: number, seasonId: number) =>
  queryOptions({
    queryKey: ["team", sport, "bestPlayer", teamId, seasonId],
    queryFn: () => post(paths(sport).teamBestPlayer, { rankSize: sport === "football" ? 30 : 100, seasonId, teamId, simple: 0 }, bestPlayersSchema),
    staleTime: 60_000,
  });

export const teamRecordQuery = (sport: Sport, teamId: number, seasonId: number) =>
  queryOptions({
    queryKey: ["team", sport, "data", teamId, seasonId],
    queryFn: () => post(paths(sport).teamData, { seasonIds: [seasonId], teamId }, teamRecordSchema),
    staleTime: 60_000,
  });
