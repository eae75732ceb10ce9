// One room as it is now (POST /v1/living/liveInfo {roomId}): a LiveRoomItem, also for a room that
// is no longer living (its last match, status end or illegal).
// The home list refreshes a room with it on a push; the live room page reads its room with it.
import { queryOptions } from "@tanstack/react-query";
import { API_PATHS } from "#wire";
import { apiData } from "@/shared/api";
import { liveRoomItemSchema, type LiveRoomItem } from "./live-room-item-schema";

/** `background`: a refresh a push asked for; a failure is logged, not shown (the list keeps what it had). */
export function fetchLiveInfo(roomId: number, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}): Promise<LiveRoomItem> {
  return apiData(API_PATHS.living.info, { body: { roomId }, schema: liveRoomItemSchema, signal, background });
}

export const liveInfoQuery = (roomId: number) =>
  queryOptions({ queryKey: ["live-room", roomId, "info"], queryFn: ({ signal }) => fetchLiveInfo(roomId, { signal }) });
