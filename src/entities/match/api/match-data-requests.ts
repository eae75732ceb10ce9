// A match's 数据 (docs/api-calls.md "Match centre"): football's lineups (matchLineup) and table,
// both sports' analysis (matchAnalyse: meetings and recent matches; basketball's carries its table).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { countOrZero, listOf, textOrEmpty } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { matchCentreCall, onFirstUse } from "./match-centre-call";

function dataSchemasMake() {
  const playerSchema = z.object({
    shirtNumber: countOrZero,
    name: textOrEmpty,
    position: z.catch(z.enum(["G", "D", "M", "F"]), "M"),
    captain: z.catch(z.boolean(), false),
  });
  const teamLineupSchema = z.object({ teamId: z.int(), teamName: textOrEmpty, formation: textOrEmpty, starters: listOf(playerSchema), substitutes: listOf(playerSchema) });
  const lineupSchema = z.object({ published: z.boolean(), home: z.nullish(teamLineupSchema), away: z.nullish(teamLineupSchema) });

  const pastMatchSchema = z.object({
    matchTime: z.number(),
    competitionName: textOrEmpty,
    homeTeamId: z.int(),
    homeTeamName: textOrEmpty,
    awayTeamId: z.int(),
    awayTeamName: textOrEmpty,
    homeScore: countOrZero,
    awayScore: countOrZero,
  });
  const tableRowSchema = z.object({
    rank: z.int(),
    teamId: z.int(),
    teamName: textOrEmpty,
    played: countOrZero,
    won: countOrZero,
    drawn: countOrZero,
    lost: countOrZero,
    goalsFor: countOrZero,
    goalsAgainst: countOrZero,
    points: countOrZero,
  });
  const standingsSchema = z.object({ competitionId: z.int(), competitionName: textOrEmpty, rows: listOf(tableRowSchema) });
  const teamRefSchema = z.object({ teamId: z.int(), teamName: textOrEmpty });
  const analyseSchema = z.object({
    homeTeam: teamRefSchema,
    awayTeam: teamRefSchema,
    h2h: listOf(pastMatchSchema),
    homeRecent: listOf(pastMatchSchema),
    awayRecent: listOf(pastMatchSchema),
    table: z.nullish(standingsSchema),
  });
  return { playerSchema, teamLineupSchema, lineupSchema, pastMatchSchema, tableRowSchema, standingsSchema, analyseSchema };
}
const dataSchemas = onFirstUse(dataSchemasMake);
type DataSchemas = ReturnType<typeof dataSchemasMake>;

export type TeamLineup = z.infer<DataSchemas["teamLineupSchema"]>;
export type LineupPlayer = z.infer<DataSchemas["playerSchema"]>;
export type MatchLineup = z.infer<DataSchemas["lineupSchema"]>;
export type PastMatch = z.infer<DataSchemas["pastMatchSchema"]>;
export type TableRow = z.infer<DataSchemas["tableRowSchema"]>;
export type Standings = z.infer<DataSchemas["standingsSchema"]>;
export type MatchAnalyse = z.infer<DataSchemas["analyseSchema"]>;

export const lineupQuery = (matchId: number) =>
  queryOptions({
    queryKey: ["match", "football", matchId, "lineup"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS.football.lineup, { matchId }, dataSchemas().lineupSchema, signal),
  });

export const analyseQuery = (sport: Sport, matchId: number) =>
  queryOptions({
    queryKey: ["match", sport, matchId, "analyse"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS[sport].analyse, { matchId }, dataSchemas().analyseSchema, signal),
  });

export const tableQuery = (matchId: number) =>
  queryOptions({
    queryKey: ["match", "football", matchId, "table"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS.football.table, { matchId }, dataSchemas().standingsSchema, signal),
  });
