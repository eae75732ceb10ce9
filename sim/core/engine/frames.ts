// Socket frames: the message object, who gets it, and its encoded bytes. Builders here are the
// only place that knows which fields each code fills (docs/wire-protocol.md, "Codes").

import { INCIDENT_TYPE, SOCKET_CODE, SPORT_TYPE } from "#wire";
import { kanqiu } from "#wire/codec";
import type { AnchorInfo, SimLiveRoom, SimMatch, SocketMessage } from "../model";

/** Score/status pushes go to that sport's list subscribers; living and preview pushes to everyone. */
export type FrameAudience = "football-list" | "basketball-list" | "all";

export interface SimFrame {
  audience: FrameAudience;
  message: SocketMessage;
  /** kanqiu.SocketMessage bytes of `message`. */
  bytes: Uint8Array;
}

export type FrameListener = (frame: SimFrame) => void;

/** By code range (docs/wire-protocol.md "Codes"): football 10–99, basketball 100–199, anchors 200+. */
export function audienceOf(type: number): FrameAudience {
  if (type >= 10 && type < 100) return "football-list";
  if (type >= 100 && type < 200) return "basketball-list";
  return "all";
}

/** Encodes with one reused protobuf Writer (the output is a fresh copy each time). */
export class FrameEncoder {
  private readonly writer = kanqiu.SocketMessage.encode({});

  constructor() {
    this.writer.finish();
    this.writer.reset();
  }

  encode(message: SocketMessage): Uint8Array {
    kanqiu.SocketMessage.encode(message, this.writer);
    const bytes = this.writer.finish();
    this.writer.reset();
    return bytes;
  }
}

/** 12/13 (football) or 102/103 (basketball): the match's current score object. */
export function scoreMessage(match: SimMatch, type: number, timestamp: number): SocketMessage {
  return {
    matchId: match.id,
    timestamp,
    type,
    scoreObj: {
      matchId: match.id,
      statusId: match.statusId,
      homeScore: match.homeScores.slice(),
      awayScore: match.awayScores.slice(),
      goingTime: match.goingTime,
      note: match.note,
    },
    sportType: SPORT_TYPE[match.sport],
    competitionId: match.competitionId,
  };
}

/** 48: the match is under VAR review; the incident is type 28 for the reviewed side. */
export function varMessage(match: SimMatch, side: 0 | 1, timestamp: number): SocketMessage {
  return {
    matchId: match.id,
    timestamp,
    type: SOCKET_CODE.VAR_INCIDENT,
    tliveList: {
      incidents: [{ type: INCIDENT_TYPE.var, position: side + 1, time: match.goingTime, homeScore: match.homeScores[0] ?? 0, awayScore: match.awayScores[0] ?? 0 }],
    },
    sportType: SPORT_TYPE.football,
    competitionId: match.competitionId,
  };
}

/** 150: basketball overtime score [home, away]. */
export function overtimeMessage(match: SimMatch, timestamp: number): SocketMessage {
  return {
    matchId: match.id,
    timestamp,
    type: SOCKET_CODE.BASKETBALL_OVERTIME,
    overTimeScore: [match.homeScores[4] ?? 0, match.awayScores[4] ?? 0],
    sportType: SPORT_TYPE.basketball,
    competitionId: match.competitionId,
  };
}

type LivingCode = typeof SOCKET_CODE.LIVING_START | typeof SOCKET_CODE.LIVING_CLOSE | typeof SOCKET_CODE.LIVING_CHANGE_MATCH;
type PreviewCode = typeof SOCKET_CODE.PREVIEW_ADD | typeof SOCKET_CODE.PREVIEW_REMOVE;

/** 200 start, 210 close, 220 change match (with prevMatchId). */
export function livingMessage(type: LivingCode, room: SimLiveRoom, matchId: number, anchorInfo: Readonly<AnchorInfo>, timestamp: number, prevMatchId = 0): SocketMessage {
  const message: SocketMessage = {
    matchId,
    timestamp,
    type,
    roomId: room.roomId,
    sportType: SPORT_TYPE[room.sport],
    anchorInfo: { ...anchorInfo },
  };
  if (type === SOCKET_CODE.LIVING_START) message.hxRoomId = room.hxRoomId;
  if (type === SOCKET_CODE.LIVING_CHANGE_MATCH) message.prevMatchId = prevMatchId;
  return message;
}

/** 225 preview added (prevMatchId: the match it moved from, 0 if none) and 226 removed. */
export function previewMessage(type: PreviewCode, match: SimMatch, anchorInfo: Readonly<AnchorInfo>, timestamp: number, prevMatchId = 0): SocketMessage {
  const message: SocketMessage = {
    matchId: match.id,
    timestamp,
    type,
    sportType: SPORT_TYPE[match.sport],
    anchorInfo: { ...anchorInfo },
  };
  if (type === SOCKET_CODE.PREVIEW_ADD) message.prevMatchId = prevMatchId;
  return message;
}

/** 230 room info change: a living room was renamed, its viewer count moved, or it was banned. */
export function roomInfoMessage(room: SimLiveRoom, anchorInfo: Readonly<AnchorInfo>, timestamp: number): SocketMessage {
  return {
    matchId: room.matchId,
    timestamp,
    type: SOCKET_CODE.ROOM_INFO_CHANGE,
    roomId: room.roomId,
    sportType: SPORT_TYPE[room.sport],
    anchorInfo: { ...anchorInfo },
  };
}
