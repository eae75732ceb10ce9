// A room's last or current stream in numbers (POST /v1/living/liveStatistic {roomId}): how long it
// ran (seconds) and how many watched it. The ended panel shows them.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, countOrZero } from "@/shared/api";

const liveStatisticSchema = z.object({ liveDuration: countOrZero, viewNumber: countOrZero });

export type LiveStatistic = z.infer<typeof liveStatisticSchema>;

export function fetchLiveStatistic(roomId: number, signal?: AbortSignal): Promise<LiveStatistic> {
  return apiData(API_PATHS.living.statistic, { body: { roomId }, schema: liveStatisticSchema, signal, background: true });
}

export const liveStatisticQuery = (roomId: number) =>
  queryOptions({ queryKey: ["live-room", roomId, "statistic"], queryFn: ({ signal }) => fetchLiveStatistic(roomId, signal) });
