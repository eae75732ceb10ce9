// Binary codec of the real-time socket: every frame, both ways, is one kanqiu.SocketMessage
// (docs/wire-protocol.md, "Real-time socket"). Decoding yields plain objects with every field
// present, so callers never see protobufjs prototypes, Long values or undefined fields.
import { kanqiu } from "./generated/wire.js";

/** Every socket code of the wire doc. C→S codes are sent by the client, S→C ones pushed to it. */
export const SOCKET_CODE = {
  PING: 1,
  PONG: 2,
  FOOTBALL_LIST_SUBSCRIBE: 10,
  FOOTBALL_LIST_CANCEL: 11,
  FOOTBALL_SCORE: 12,
  FOOTBALL_STATUS: 13,
  FOOTBALL_DETAIL_SUBSCRIBE: 20,
  FOOTBALL_DETAIL_CANCEL: 21,
  FOOTBALL_STATS_SUBSCRIBE: 30,
  FOOTBALL_STATS_CANCEL: 31,
  FOOTBALL_STATS: 32,
  FOOTBALL_TEXT_LIVE_SUBSCRIBE: 40,
  FOOTBALL_TEXT_LIVE_CANCEL: 41,
  FOOTBALL_TEXT_LIVE: 42,
  VAR_INCIDENT: 48,
  ANCHOR_SEAT_SUBSCRIBE: 50,
  ANCHOR_SEAT_CANCEL: 51,
  ANCHOR_SEAT_CHANGE: 52,
  BASKETBALL_LIST_SUBSCRIBE: 100,
  BASKETBALL_LIST_CANCEL: 101,
  BASKETBALL_SCORE: 102,
  BASKETBALL_STATUS: 103,
  BASKETBALL_DETAIL_SUBSCRIBE: 120,
  BASKETBALL_DETAIL_CANCEL: 121,
  BASKETBALL_STATS_SUBSCRIBE: 130,
  BASKETBALL_STATS_CANCEL: 131,
  BASKETBALL_STATS: 132,
  BASKETBALL_TEXT_LIVE_SUBSCRIBE: 140,
  BASKETBALL_TEXT_LIVE_CANCEL: 141,
  BASKETBALL_TEXT_LIVE: 142,
  BASKETBALL_OVERTIME: 150,
  LIVING_START: 200,
  LIVING_CLOSE: 210,
  LIVING_CHANGE_MATCH: 220,
  PREVIEW_ADD: 225,
  PREVIEW_REMOVE: 226,
  ROOM_INFO_CHANGE: 230,
} as const;

export type SocketCode = (typeof SOCKET_CODE)[keyof typeof SOCKET_CODE];

export interface ScoreObj {
  matchId: number;
  statusId: number;
  homeScore: number[];
  awayScore: number[];
  goingTime: number;
  note: string;
}

export interface StatObj {
  type: number;
  home: number;
  away: number;
}

export interface StatList {
  stats: StatObj[];
}

export interface Incident {
  type: number;
  position: number;
  time: number;
  playerName: string;
  homeScore: number;
  awayScore: number;
  assist1Name: string;
  assist2Name: string;
  inPlayerName: string;
  outPlayerName: string;
  reasonType: number;
}

export interface TliveList {
  incidents: Incident[];
}

export interface AnchorInfo {
  avatar: string;
  roomId: number;
  customId: number;
}

/** A decoded frame: scalars at their proto3 defaults when absent, messages null when absent. */
export interface SocketFrame {
  type: number;
  matchId: number;
  /** unix milliseconds */
  timestamp: number;
  hxRoomId: string;
  scoreObj: ScoreObj | null;
  statList: StatList | null;
  tliveList: TliveList | null;
  overTimeScore: number[];
  roomId: number;
  sportType: number;
  competitionId: number;
  prevMatchId: number;
  anchorInfo: AnchorInfo | null;
}

type Nested = "scoreObj" | "statList" | "tliveList" | "anchorInfo";

/** What a sender fills: the code plus any fields of that code; the rest stay at defaults. */
export type SocketMessageInit = { type: number } & Partial<Omit<SocketFrame, "type" | Nested>> & {
  scoreObj?: Partial<ScoreObj> | null;
  statList?: { stats: Partial<StatObj>[] } | null;
  tliveList?: { incidents: Partial<Incident>[] } | null;
  anchorInfo?: Partial<AnchorInfo> | null;
};

export function encodeSocketMessage(message: SocketMessageInit): Uint8Array {
  return kanqiu.SocketMessage.encode(message).finish();
}

// A code whose frame lacks its payload is as useless as garbage, so it is dropped the same way;
// this is also what lets the per-code events promise a non-null payload.
const hasScore = (f: SocketFrame) => f.scoreObj !== null;
const hasStats = (f: SocketFrame) => f.statList !== null;
const hasTlive = (f: SocketFrame) => f.tliveList !== null;
const hasAnchor = (f: SocketFrame) => f.anchorInfo !== null;
const REQUIRED_PAYLOAD: Partial<Record<number, (f: SocketFrame) => boolean>> = {
  [SOCKET_CODE.FOOTBALL_SCORE]: hasScore,
  [SOCKET_CODE.FOOTBALL_STATUS]: hasScore,
  [SOCKET_CODE.BASKETBALL_SCORE]: hasScore,
  [SOCKET_CODE.BASKETBALL_STATUS]: hasScore,
  [SOCKET_CODE.FOOTBALL_STATS]: hasStats,
  [SOCKET_CODE.BASKETBALL_STATS]: hasStats,
  [SOCKET_CODE.FOOTBALL_TEXT_LIVE]: hasTlive,
  [SOCKET_CODE.BASKETBALL_TEXT_LIVE]: hasTlive,
  [SOCKET_CODE.VAR_INCIDENT]: hasTlive,
  [SOCKET_CODE.BASKETBALL_OVERTIME]: (f) => f.overTimeScore.length >= 2,
  [SOCKET_CODE.LIVING_START]: hasAnchor,
  [SOCKET_CODE.LIVING_CLOSE]: hasAnchor,
  [SOCKET_CODE.LIVING_CHANGE_MATCH]: hasAnchor,
  [SOCKET_CODE.PREVIEW_ADD]: hasAnchor,
  [SOCKET_CODE.PREVIEW_REMOVE]: hasAnchor,
};

/** Decodes one frame; a frame that cannot be used yields null and a console warning, never a throw. */
export function decodeSocketMessage(bytes: Uint8Array | ArrayBuffer): SocketFrame | null {
  let frame: SocketFrame;
  try {
    const view = ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes);
    frame = toFrame(kanqiu.SocketMessage.decode(view));
  } catch (error) {
    console.warn("[socket] dropped a frame that failed to decode:", error);
    return null;
  }
  // No code is 0: a "frame" without one is noise that happened to parse.
  if (frame.type <= 0) {
    console.warn("[socket] dropped a frame without a code");
    return null;
  }
  const required = REQUIRED_PAYLOAD[frame.type];
  if (required && !required(frame)) {
    console.warn(`[socket] dropped a code ${frame.type} frame without its payload`);
    return null;
  }
  return frame;
}

function toFrame(m: kanqiu.SocketMessage): SocketFrame {
  return {
    type: m.type,
    matchId: m.matchId,
    timestamp: m.timestamp,
    hxRoomId: m.hxRoomId,
    scoreObj: m.scoreObj ? toScore(m.scoreObj) : null,
    statList: m.statList ? { stats: (m.statList.stats ?? []).map(toStat) } : null,
    tliveList: m.tliveList ? { incidents: (m.tliveList.incidents ?? []).map(toIncident) } : null,
    overTimeScore: [...m.overTimeScore],
    roomId: m.roomId,
    sportType: m.sportType,
    competitionId: m.competitionId,
    prevMatchId: m.prevMatchId,
    anchorInfo: m.anchorInfo ? toAnchor(m.anchorInfo) : null,
  };
}

function toScore(s: kanqiu.ScoreObj.$Properties): ScoreObj {
  return {
    matchId: s.matchId ?? 0,
    statusId: s.statusId ?? 0,
    homeScore: [...(s.homeScore ?? [])],
    awayScore: [...(s.awayScore ?? [])],
    goingTime: s.goingTime ?? 0,
    note: s.note ?? "",
  };
}

function toStat(s: kanqiu.StatObj.$Properties): StatObj {
  return { type: s.type ?? 0, home: s.home ?? 0, away: s.away ?? 0 };
}

function toIncident(i: kanqiu.Incident.$Properties): Incident {
  return {
    type: i.type ?? 0,
    position: i.position ?? 0,
    time: i.time ?? 0,
    playerName: i.playerName ?? "",
    homeScore: i.homeScore ?? 0,
    awayScore: i.awayScore ?? 0,
    assist1Name: i.assist1Name ?? "",
    assist2Name: i.assist2Name ?? "",
    inPlayerName: i.inPlayerName ?? "",
    outPlayerName: i.outPlayerName ?? "",
    reasonType: i.reasonType ?? 0,
  };
}

function toAnchor(a: kanqiu.AnchorInfo.$Properties): AnchorInfo {
  return { avatar: a.avatar ?? "", roomId: a.roomId ?? 0, customId: a.customId ?? 0 };
}
