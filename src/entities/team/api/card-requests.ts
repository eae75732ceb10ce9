// A team's and a player's card in the data library (docs/api-calls.md "Data library: teams and
// players"): the first thing their pages show. Apart from the pages' other calls so that a route
// can ask for a card from this small chunk as its address matches, before the page's code.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";

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
/** A player's season stats, either sport's (also in a team's squad and a player's matches). */
export const statsSchema = z.union([footballStatsSchema, basketballStatsSchema]);
export type PlayerStats = z.infer<typeof statsSchema>;

/** What every player record carries: a row of a team's squad and a player's card. */
export const playerFieldsSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  logo: z.string(),
  number: z.number(),
  position: z.string(),
  positionName: z.string(),
  age: z.number(),
  nationality: z.string(),
  marketValue: z.number(),
});

const playerInfoSchema = z.extend(playerFieldsSchema, {
  birthday: z.string(),
  height: z.number(),
  weight: z.number(),
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

const post = <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) => apiData(path, { body, schema });

export const teamInfoQuery = (sport: Sport, teamId: number) =>
  queryOptions({
    queryKey: ["team", sport, "info", teamId],
    queryFn: () => post(API_PATHS.teamLibrary[sport].teamInfo, { teamId }, teamInfoSchema),
    staleTime: 10 * 60_000,
    // An unknown team is an answer, not a hiccup: the page shows it at once (and offers a reload).
    retry: false,
  });

export const playerInfoQuery = (sport: Sport, playerId: number) =>
  queryOptions({
    queryKey: ["player", sport, "info", playerId],
    queryFn: () => post(API_PATHS.teamLibrary[sport].playerInfo, { playerId }, playerInfoSchema),
    staleTime: 60_000,
    retry: false,
  });
