// A live room as the home list, the room info call and the recommendations carry it
// (docs/api-calls.md "Home, search, anchors and live rooms", LiveRoomItem): the room, its anchor
// with the prediction record, the match it streams, the caller's follow of the anchor and the
// real-time channel (null when the room has none: every sim room).
import { z } from "zod/mini";
import { predictionRecordShape } from "@/entities/prediction/@x/live-room";
import { countOrZero, idSchema, listOf, textOrEmpty } from "@/shared/api";

const roomSchema = z.object({
  roomId: idSchema,
  /** The chat room id (Easemob / Agora Chat; the sim's chat channel joins by it too); "" when absent. */
  hxRoomId: textOrEmpty,
  roomName: textOrEmpty,
  setCount: countOrZero,
  viewCount: countOrZero,
  coverPicture: textOrEmpty,
  /** start, end or illegal (banned); a room the server leaves unmarked reads as started. */
  livingRoomStatus: z.pipe(
    z.nullish(z.enum(["start", "end", "illegal"])),
    z.transform((status) => status ?? "start"),
  ),
  startTime: countOrZero,
});

const anchorSchema = z.object({
  anchorCustomId: idSchema,
  anchorAvatar: textOrEmpty,
  anchorName: textOrEmpty,
  anchorLevel: countOrZero,
  /** The anchor's room id. */
  anchorIdentify: z.nullish(z.union([z.number(), z.string()])),
  predictionLevel: countOrZero,
  ...predictionRecordShape,
});

export const roomMatchSchema = z.object({
  matchId: idSchema,
  sportType: idSchema,
  homeTeamName: textOrEmpty,
  awayTeamName: textOrEmpty,
  homeTeamLogo: textOrEmpty,
  awayTeamLogo: textOrEmpty,
  competitionShortName: textOrEmpty,
  /** The topupType word: going, no_start, finish, other. */
  status: textOrEmpty,
  statusId: countOrZero,
  goingTime: countOrZero,
  /** Kick-off, seconds. */
  matchTime: countOrZero,
  homeScores: listOf(z.number()),
  awayScores: listOf(z.number()),
  ncaa: countOrZero,
});

const channelSchema = z.object({ channelName: z.string(), swToken: z.string() });

export const liveRoomItemSchema = z.object({
  room: roomSchema,
  anchor: anchorSchema,
  match: z.nullish(roomMatchSchema),
  /** 1 the caller follows the anchor, 2 not. */
  followStatus: z.pipe(z.nullish(z.number()), z.transform((status) => (status === 1 ? 1 : 2))),
  /** The real-time channel; null (or empty) when the room has none. */
  sw: z.pipe(
    z.nullish(channelSchema),
    z.transform((sw) => (sw && sw.channelName && sw.swToken ? sw : null)),
  ),
  prepareId: countOrZero,
});

export type LiveRoomItem = z.infer<typeof liveRoomItemSchema>;
export type LiveRoomMatch = z.infer<typeof roomMatchSchema>;
export type RoomStatus = LiveRoomItem["room"]["livingRoomStatus"];
