// One room as it is now (POST /v1/living/liveInfo {roomId}): a LiveRoomItem, also for a room that
// is no longer living (its last match, status end or illegal).
import { API_PATHS } from "#wire";
import { apiRequest } from "@/shared/api";
import { liveRoomItemSchema, type LiveRoomItem } from "@/entities/live-room";

/** `background`: a refresh a push asked for; a failure is logged, not shown (the list keeps what it had). */
export async function fetchLiveInfo(roomId: number, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}): Promise<LiveRoomItem> {
  const result = await apiRequest(API_PATHS.living.info, { body: { roomId }, schema: liveRoomItemSchema, signal, background });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
