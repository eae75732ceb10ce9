// The live room entry checks (docs/api-calls.md "Live room entry and header"): the room's status
// (/v1/living/checkLivingRoomStatus) and, for a signed-in user of a started room, the kick record
// (/v1/liveroom/checkCustomKickStatus); then the decision. Their failures show nothing of the
// client's own: the page says 进入直播间失败.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, countOrZero } from "@/shared/api";
import { decideRoomEntry, type EntryDecision, type KickStatusReply, type RoomStatusReply } from "../lib/entry-decision";

const roomStatusSchema = z.object({
  exist: z.boolean(),
  livingRoomStatus: z.enum(["start", "end", "illegal"]),
});

const kickStatusSchema = z.object({
  kickRecord: z.boolean(),
  matchId: countOrZero,
  sportType: countOrZero,
});

async function fetchRoomStatus(roomId: number, signal?: AbortSignal): Promise<RoomStatusReply | null> {
  const result = await apiRequest(API_PATHS.living.checkRoomStatus, { body: { roomId }, schema: roomStatusSchema, signal, background: true });
  return result.ok ? result.data : null;
}

async function fetchKickStatus(roomId: number, signal?: AbortSignal): Promise<KickStatusReply | null> {
  const result = await apiRequest(API_PATHS.liveRoom.checkKickStatus, { body: { roomId }, schema: kickStatusSchema, signal, background: true });
  return result.ok ? result.data : null;
}

export async function checkRoomEntry(roomId: number, signedIn: boolean, signal?: AbortSignal): Promise<EntryDecision> {
  const status = await fetchRoomStatus(roomId, signal);
  const needsKickCheck = signedIn && status?.exist === true && status.livingRoomStatus === "start";
  const kick = needsKickCheck ? await fetchKickStatus(roomId, signal) : "guest";
  return decideRoomEntry({ status, kick });
}

/** Keyed by the viewer: signing in or out checks again. Never cached across visits (fresh each entry). */
export const roomEntryQuery = (roomId: number, userId: number | null) =>
  queryOptions({
    queryKey: ["live-room", roomId, "entry", userId],
    queryFn: ({ signal }) => checkRoomEntry(roomId, userId !== null, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
