// One match as the lists carry it (POST /v1/{sport}/matchInfo {matchId}, docs/api-calls.md
// "Match detail"), for correcting a listed row in the background. A background call shows the
// user nothing (the client's `background` option): any failure is a log line and no result.
import { z } from "zod/mini";
import { API_PATHS, type MatchWire } from "#wire";
import { apiRequest } from "@/shared/api";
import type { Sport } from "@/shared/config";

const int = z.int();
// protobufjs toJSON leaves empty lists out: absent reads as empty.
const listOf = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), []);
const anchorSchema = z.object({ avatar: z.string(), roomId: int, customId: int });

/** The `Match` message of proto/match_list.proto in JSON form; iArr has its 12 positions. */
export const matchInfoSchema = z.object({
  iArr: z.array(int).check(z.minLength(12)),
  sArr: listOf(z.string()),
  homeScore: listOf(int),
  awayScore: listOf(int),
  roomArr: listOf(int),
  living: listOf(anchorSchema),
  preview: listOf(anchorSchema),
});

const warn = (matchId: number, why: unknown) => console.warn(`[match] matchInfo ${matchId} ignored:`, why);

/** The match's list entry, or null (logged) when the call fails or the reply is not that match. */
export async function fetchMatchInfo(sport: Sport, matchId: number): Promise<MatchWire | null> {
  const result = await apiRequest(API_PATHS[sport].matchInfo, { body: { matchId }, schema: matchInfoSchema, background: true });
  if (!result.ok) return null;
  if (result.data.iArr[0] !== matchId) {
    warn(matchId, `reply is match ${result.data.iArr[0]}`);
    return null;
  }
  return result.data;
}
