// The anchors streaming a match and those with a preview of it, with their prediction records
// (POST /v1/match/livingNew {matchId, sportType}), and the match as live rooms carry it: fetcher,
// query options and hook.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { predictionRecordShape } from "@/entities/prediction/@x/live-room";
import { apiData, countOrZero, idSchema, listOf, textOrEmpty } from "@/shared/api";
import { roomMatchSchema } from "./live-room-item-schema";

const liveRowSchema = z.object({
  avatar: textOrEmpty,
  nickname: textOrEmpty,
  anchorLevel: countOrZero,
  predictionLevel: countOrZero,
  /** The anchor's room id. */
  identifier: idSchema,
  customId: idSchema,
  livingType: z.nullish(z.union([z.string(), z.number()])),
  ...predictionRecordShape,
});

const liveRowsSchema = z.object({
  livings: listOf(liveRowSchema),
  previews: listOf(liveRowSchema),
  /** The match itself, as live rooms carry it (for the match centre's header); absent from older servers. */
  match: z.nullish(roomMatchSchema),
});

export type LiveRow = z.infer<typeof liveRowSchema>;
export type LiveRows = z.infer<typeof liveRowsSchema>;

const LIVE_ROWS_STALE_MS = 10_000;

export function fetchLiveRows(matchId: number, sportType: number, signal?: AbortSignal): Promise<LiveRows> {
  return apiData(API_PATHS.match.livingNew, { body: { matchId, sportType }, schema: liveRowsSchema, signal });
}

export const liveRowsQuery = (matchId: number, sportType: number) =>
  queryOptions({
    queryKey: ["match", sportType, matchId, "livingNew"],
    queryFn: ({ signal }) => fetchLiveRows(matchId, sportType, signal),
    staleTime: LIVE_ROWS_STALE_MS,
  });

export const useLiveRows = (matchId: number, sportType: number) => useQuery(liveRowsQuery(matchId, sportType));
