// A football match's incidents (key events) and technical stats (POST
// /v1/football/matchTliveAndIncidentsData {matchId}): fetcher and query options.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, countOrZero, listOf, textOrEmpty } from "@/shared/api";

const incidentSchema = z.object({
  type: z.int(),
  /** 1 home, 2 away; anything else is a match marker (half-time, end). */
  position: countOrZero,
  /** Minute of play. */
  time: countOrZero,
  playerName: textOrEmpty,
  homeScore: countOrZero,
  awayScore: countOrZero,
  assist1Name: textOrEmpty,
  assist2Name: textOrEmpty,
  inPlayerName: textOrEmpty,
  outPlayerName: textOrEmpty,
  reasonType: countOrZero,
});

const statSchema = z.object({ type: z.int(), home: countOrZero, away: countOrZero });

const matchIncidentsSchema = z.object({ incidents: listOf(incidentSchema), stats: listOf(statSchema) });

export type MatchIncident = z.infer<typeof incidentSchema>;
export type MatchStat = z.infer<typeof statSchema>;
export type MatchIncidents = z.infer<typeof matchIncidentsSchema>;

/** Live matches change by the minute; a reopened view refetches after this. */
const INCIDENTS_STALE_MS = 15_000;

export function fetchMatchIncidents(matchId: number, signal?: AbortSignal): Promise<MatchIncidents> {
  return apiData(API_PATHS.football.incidentsAndStats, { body: { matchId }, schema: matchIncidentsSchema, signal });
}

/** `version` counts the match's refresh requests (status change, VAR): a new one refetches. */
export const matchIncidentsQuery = (matchId: number, version = 0) =>
  queryOptions({
    queryKey: ["match", "football", matchId, "incidents-and-stats", version],
    queryFn: ({ signal }) => fetchMatchIncidents(matchId, signal),
    staleTime: INCIDENTS_STALE_MS,
  });
