// The calls behind /anchorStart (docs/api-calls.md "Broadcasting"): start, change match, close,
// the push address and key, previews, and the anchor's own live statistics and records.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, apiRequest, listOf, noDataSchema } from "@/shared/api";

const pushAddressSchema = z.object({ pushUrl: z.string(), streamKey: z.string() });
export type PushAddress = z.infer<typeof pushAddressSchema>;

const preparedSchema = z.object({ roomId: z.number(), matchId: z.number(), prepareId: z.number(), pushUrl: z.string(), streamKey: z.string() });

export interface PrepareBody {
  roomName: string;
  matchId: number;
  sportType: 1 | 2;
  date: string;
  selCompetition: number | null;
  notification: 0 | 1;
  coverPicture?: string;
}

/** Starts the broadcast. Refusals come back as values with the server's message (shown in the form, not as a toast). */
export const prepareBroadcast = (body: PrepareBody) => apiRequest(API_PATHS.anchor.prepare, { body, schema: preparedSchema, silentCodes: "all" });

export const changeBroadcastMatch = (matchId: number) =>
  apiRequest(API_PATHS.anchor.changeMatch, { body: { matchId }, schema: z.object({ roomId: z.number(), matchId: z.number() }) });

export const closeBroadcast = () => apiRequest(API_PATHS.anchor.closeLive, { schema: noDataSchema });

export const refreshPushKey = () => apiRequest(API_PATHS.anchor.refreshPushStreamKey, { schema: pushAddressSchema });

export const addPreview = (matchId: number) =>
  apiRequest(API_PATHS.anchor.addPreview, { body: { matchId }, schema: z.object({ prepareId: z.number(), matchId: z.number() }) });

export const deletePreview = (prepareId: number) => apiRequest(API_PATHS.anchor.delPreview, { body: { prepareId }, schema: noDataSchema });

export const pushAddressQuery = (userId: number) =>
  queryOptions({
    queryKey: ["anchor-start", "push-address", userId],
    queryFn: () => apiData(API_PATHS.anchor.pushStreamKey, { schema: pushAddressSchema }),
  });

const liveStatisticSchema = z.object({ liveDuration: z.number(), viewNumber: z.number() });

/** The live room's running figures, read again every 30 s while on air. */
export const roomStatisticQuery = (roomId: number) =>
  queryOptions({
    queryKey: ["anchor-start", "room-statistic", roomId],
    queryFn: () => apiData(API_PATHS.living.statistic, { body: { roomId }, schema: liveStatisticSchema }),
    refetchInterval: 30_000,
  });

const statisticsSchema = z.object({
  days: z.number(),
  liveCount: z.number(),
  liveDuration: z.number(),
  viewNumber: z.number(),
  maxViewNumber: z.number(),
  fansCount: z.number(),
  living: z.number(),
});
export type LivingStatistics = z.infer<typeof statisticsSchema>;

export const livingStatisticsQuery = (userId: number) =>
  queryOptions({
    queryKey: ["anchor-start", "statistics", userId],
    queryFn: () => apiData(API_PATHS.personal.myLivingStatistics, { schema: statisticsSchema }),
  });

const recordSchema = z.object({
  id: z.string(),
  roomName: z.string(),
  matchId: z.number(),
  sportType: z.number(),
  competitionName: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  duration: z.number(),
  viewNumber: z.number(),
  status: z.string(),
});
export type LiveRecord = z.infer<typeof recordSchema>;

const RECORD_PAGE = 10;
const recordPageSchema = z.object({ items: listOf(recordSchema), total: z.number() });

export const livingRecordsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ["anchor-start", "records", userId],
    queryFn: ({ pageParam }) => apiData(API_PATHS.personal.myLivingRecord, { body: { pageNum: pageParam, pageSize: RECORD_PAGE }, schema: recordPageSchema }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * RECORD_PAGE < last.total ? pages.length + 1 : undefined),
  });
