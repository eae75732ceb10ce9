// The hover card's data (POST /v1/football/matchTliveAndIncidentsData): a match's incidents
// (key events) and technical stats. Fetcher, query options and hook.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useMatchRefreshVersion } from "@/entities/match";
import { apiRequest, listOf } from "@/shared/api";

const text = z.string().nullish().transform((value) => value ?? "");
const count = z.number().nullish().transform((value) => value ?? 0);

const incidentSchema = z.object({
  type: z.number().int(),
  /** 1 home, 2 away; anything else is a match marker (half-time, end). */
  position: count,
  /** Minute of play. */
  time: count,
  playerName: text,
  homeScore: count,
  awayScore: count,
  assist1Name: text,
  assist2Name: text,
  inPlayerName: text,
  outPlayerName: text,
  reasonType: count,
});

const statSchema = z.object({ type: z.number().int(), home: count, away: count });

const matchInsightSchema = z.object({ incidents: listOf(incidentSchema), stats: listOf(statSchema) });

export type MatchIncident = z.infer<typeof incidentSchema>;
export type MatchStat = z.infer<typeof statSchema>;
export type MatchInsight = z.infer<typeof matchInsightSchema>;

/** Live matches change by the minute; a reopened card refetches after this. */
const INSIGHT_STALE_MS = 15_000;

export async function fetchMatchInsight(matchId: number, signal?: AbortSignal): Promise<MatchInsight> {
  const result = await apiRequest("/v1/football/matchTliveAndIncidentsData", { body: { matchId }, schema: matchInsightSchema, signal });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** `version` counts the match's refresh requests (status change, VAR): a new one refetches. */
export const matchInsightQuery = (matchId: number, version = 0) =>
  queryOptions({
    queryKey: ["match", "football", matchId, "incidents-and-stats", version],
    queryFn: ({ signal }) => fetchMatchInsight(matchId, signal),
    staleTime: INSIGHT_STALE_MS,
  });

/** Fetches only once `enabled` (the card opened), and again when the match asks for a refresh. */
export function useMatchInsight(matchId: number, enabled: boolean) {
  const version = useMatchRefreshVersion(matchId);
  return useQuery({ ...matchInsightQuery(matchId, version), enabled, placeholderData: (previous) => previous });
}
