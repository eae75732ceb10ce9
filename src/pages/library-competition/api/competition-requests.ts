// A competition's calls in the data library (docs/api-calls.md "Data library: competitions") as
// query options: its info, its standings and its season's matches.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";
import { libraryMatchFields } from "@/entities/team";
import type { Sport } from "@/shared/config";

const infoSchema = z.object({
  competitionId: z.number(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  type: z.number(),
  region: z.string(),
  teamCount: z.number(),
  curSeasonId: z.number(),
  seasons: listOf(z.object({ competitionId: z.number(), seasonId: z.number(), name: z.string(), isCurrent: z.boolean() })),
});
export type CompetitionInfo = z.infer<typeof infoSchema>;

const standingRowSchema = z.object({
  position: z.number(),
  teamId: z.number(),
  teamName: z.string(),
  teamLogo: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  pointsFor: z.number(),
  pointsAgt: z.number(),
  points: z.number(),
  wonRate: z.number(),
  streaks: z.number(),
  gameBack: z.number(),
  promotionId: z.nullable(z.number()),
  conferenceId: z.nullable(z.number()),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

const standingsSchema = z.object({
  promotions: listOf(z.object({ id: z.number(), color: z.string(), nameZh: z.string() })),
  tables: listOf(z.object({ name: z.string(), group: z.nullable(z.string()), conferenceId: z.nullable(z.number()), rows: listOf(standingRowSchema) })),
});
export type Standings = z.infer<typeof standingsSchema>;

const libraryMatchSchema = z.object({
  ...libraryMatchFields(),
  kind: z.number(),
  round: z.nullable(z.number()),
  group: z.nullable(z.string()),
});
export type LibraryMatch = z.infer<typeof libraryMatchSchema>;
const matchesSchema = z.object({ matches: listOf(libraryMatchSchema) });

export interface SeasonRef {
  competitionId: number;
  curSeasonId: number;
  seasonId: number;
}

const paths = (sport: Sport) => API_PATHS.compLibrary[sport];

export const competitionInfoQuery = (sport: Sport, competitionId: number) =>
  queryOptions({
    queryKey: ["library", sport, "info", competitionId],
    queryFn: () => apiData(paths(sport).info, { body: { competitionId }, schema: infoSchema }),
    staleTime: 10 * 60_000,
  });

export const standingsQuery = (sport: Sport, ref: SeasonRef) =>
  queryOptions({
    queryKey: ["library", sport, "tables", ref.seasonId],
    queryFn: () => apiData(paths(sport).tables, { body: ref, schema: standingsSchema }),
    staleTime: 60_000,
  });

export const seasonMatchesQuery = (sport: Sport, ref: SeasonRef) =>
  queryOptions({
    queryKey: ["library", sport, "matches", ref.seasonId],
    queryFn: async () => (await apiData(paths(sport).matches, { body: ref, schema: matchesSchema })).matches,
    staleTime: 60_000,
  });
