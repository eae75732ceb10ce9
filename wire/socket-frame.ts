// The socket's frames as the client and the sim see them (docs/wire-protocol.md, "Real-time
// socket"): every code, and the plain object a decoded frame is. No protobuf here: this is in the
// "#wire" barrel, which the app's start chunk imports; the codec itself is "#wire/codec".

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
