// Binary codec of the real-time socket: every frame, both ways, is one kanqiu.SocketMessage
// (docs/wire-protocol.md, "Real-time socket"). Decoding yields plain objects with every field
// present, so callers never see protobufjs prototypes, Long values or undefined fields.
import { kanqiu } from "./generated/wire.js";
import { SOCKET_CODE, type AnchorInfo, type Incident, type ScoreObj, type SocketFrame, type SocketMessageInit, type StatObj } from "./socket-frame";

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
