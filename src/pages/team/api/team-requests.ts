// The data library's team and player calls and head-to-head (docs/api-calls.md "Data library:
// teams and players") as query options. Side-effect free: only schemas and factories.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, listOf } from "@/shared/api";
import { libraryMatchFields } from "@/entities/match";
import type { Sport } from "@/shared/config";

const teamMatchSchema = z.object({
  ...libraryMatchFields(),
  competitionId: z.number(),
  seasonId: z.number(),
});
export type TeamMatch = z.infer<typeof teamMatchSchema>;
const matchesSchema = z.object({ matches: listOf(teamMatchSchema) });

const teamInfoSchema = z.object({
  teamId: z.number(),
  name: z.string(),
  logo: z.string(),
  competitionId: z.number(),
  competitionName: z.string(),
  competitionLogo: z.string(),
  country: z.string(),
  founded: z.number(),
  venue: z.string(),
  venueCapacity: z.number(),
  coach: z.string(),
  playerCount: z.number(),
  marketValue: z.number(),
  curSeasonId: z.number(),
  seasons: listOf(z.object({ seasonId: z.number(), name: z.string(), isCurrent: z.boolean() })),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

const footballStatsSchema = z.object({
  appearances: z.number(),
  starts: z.number(),
  minutes: z.number(),
  goals: z.number(),
  assists: z.number(),
  shots: z.number(),
  yellowCards: z.number(),
  redCards: z.number(),
  rating: z.number(),
});
const basketballStatsSchema = z.object({
  appearances: z.number(),
  starts: z.number(),
  minutes: z.number(),
  points: z.number(),
  rebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  fieldGoalsMade: z.number(),
  fieldGoalsAttempted: z.number(),
  threesMade: z.number(),
  threesAttempted: z.number(),
  freeThrowsMade: z.number(),
  freeThrowsAttempted: z.number(),
});
const statsSchema = z.union([footballStatsSchema, basketballStatsSchema]);
export type FootballStats = z.infer<typeof footballStatsSchema>;
export type BasketballStats = z.infer<typeof basketballStatsSchema>;
export type PlayerStats = z.infer<typeof statsSchema>;

const teamPlayerSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  logo: z.string(),
  number: z.number(),
  position: z.string(),
  positionName: z.string(),
  age: z.number(),
  nationality: z.string(),
  marketValue: z.number(),
  stats: z.nullable(statsSchema),
});
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

const playerInfoSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  logo: z.string(),
  number: z.number(),
  position: z.string(),
  positionName: z.string(),
  age: z.number(),
  birthday: z.string(),
  height: z.number(),
  weight: z.number(),
  nationality: z.string(),
  marketValue: z.number(),
  preferredFoot: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  teamLogo: z.string(),
  competitionId: z.number(),
  competitionName: z.string(),
  seasonId: z.number(),
  stats: statsSchema,
});
export type PlayerInfo = z.infer<typeof playerInfoSchema>;

const playerMatchSchema = z.extend(teamMatchSchema, { stats: statsSchema });
export type PlayerMatch = z.infer<typeof playerMatchSchema>;


async function post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>): Promise<T> {
  const result = await apiRequest(path, { body, schema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const paths = (sport: Sport) => API_PATHS.teamLibrary[sport];

export const teamInfoQuery = (sport: Sport, teamId: number) =>
  queryOptions({
    queryKey: ["team", sport, "info", teamId],
    queryFn: () => post(paths(sport).teamInfo, { teamId }, teamInfoSchema),
    staleTime: 10 * 60_000,
    // An unknown team is an answer, not a hiccup: the page shows it at once (and offers a reload).
    retry: false,
  });

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

export const playerInfoQuery = (sport: Sport, playerId: number) =>
  queryOptions({
    queryKey: ["player", sport, "info", playerId],
    queryFn: () => post(paths(sport).playerInfo, { playerId }, playerInfoSchema),
    staleTime: 60_000,
    retry: false,
  });

export const playerRecentQuery = (sport: Sport, playerId: number) =>
  queryOptions({
    queryKey: ["player", sport, "recent", playerId],
    queryFn: async () => (await post(paths(sport).playerRecent, { playerId }, z.object({ matches: listOf(playerMatchSchema) }))).matches,
    staleTime: 60_000,
  });

