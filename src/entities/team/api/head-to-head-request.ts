// Head-to-head of a match's two teams (docs/api-calls.md "Data library: teams and players",
// /v1/headToHead/{sport} with {matchId}): their meetings over three seasons, the home side's
// tally, each team's recent form. Read by the team history page (asked for as its route matches)
// and the match centre's 数据.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS, REPLY_CODES } from "#wire";
import { apiData, listOf } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { teamMatchSchema } from "./team-match-schema";

const teamRefSchema = z.object({ teamId: z.number(), name: z.string(), logo: z.string(), competitionId: z.number(), competitionName: z.string() });

const headToHeadSchema = z.object({
  matchId: z.nullable(z.number()),
  homeTeam: teamRefSchema,
  awayTeam: teamRefSchema,
  matches: listOf(teamMatchSchema),
  summary: z.object({ won: z.number(), drawn: z.number(), lost: z.number(), goalsFor: z.number(), goalsAgainst: z.number() }),
  homeRecent: listOf(teamMatchSchema),
  awayRecent: listOf(teamMatchSchema),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

/**
 * `quietIfUnknown`: a caller that asks every sport for a match of unknown sport (the team history
 * page) expects 10001 比赛不存在 from the others and shows its own message, so no toast for it.
 */
export const matchHeadToHeadQuery = (sport: Sport, matchId: number, { quietIfUnknown = false } = {}) =>
  queryOptions({
    queryKey: ["headToHead", sport, "match", matchId],
    queryFn: () =>
      apiData(API_PATHS.teamLibrary.headToHead[sport], {
        body: { matchId, size: 10 },
        schema: headToHeadSchema,
        ...(quietIfUnknown ? { silentCodes: [REPLY_CODES.badParams] } : {}),
      }),
    staleTime: 60_000,
    retry: false,
  });

const SPORTS: readonly Sport[] = ["football", "basketball"];

/**
 * The team history page's asks: its address names only the match, so each sport is asked,
 * quietly, and the one that knows the match answers. The route's loader asks the same.
 */
export const matchHistoryQueries = (matchId: number) =>
  SPORTS.map((sport) => ({ sport, query: matchHeadToHeadQuery(sport, matchId, { quietIfUnknown: true }) }));

