// One event per push family, derived from frameReceived, so entity models subscribe by kind
// (`sample({ clock: footballScoreReceived, ... })`) instead of switching on codes. Each filter
// narrows the payload: a score event always carries its scoreObj, and so on.
import { sample, type Event } from "effector";
import { SOCKET_CODE, type AnchorInfo, type ScoreObj, type SocketFrame, type StatList, type TliveList } from "../wire/socket-codec";
import { frameReceived } from "./model";

export type ScoreFrame = SocketFrame & { scoreObj: ScoreObj };
export type StatsFrame = SocketFrame & { statList: StatList };
export type TextLiveFrame = SocketFrame & { tliveList: TliveList };
export type AnchorFrame = SocketFrame & { anchorInfo: AnchorInfo };
export type OvertimeFrame = SocketFrame & { overTimeScore: [home: number, away: number, ...rest: number[]] };

const always = (_: SocketFrame): _ is SocketFrame => true;
const hasScore = (f: SocketFrame): f is ScoreFrame => f.scoreObj !== null;
const hasStats = (f: SocketFrame): f is StatsFrame => f.statList !== null;
const hasTlive = (f: SocketFrame): f is TextLiveFrame => f.tliveList !== null;
const hasAnchor = (f: SocketFrame): f is AnchorFrame => f.anchorInfo !== null;
const hasOvertime = (f: SocketFrame): f is OvertimeFrame => f.overTimeScore.length >= 2;

function framesOf<T extends SocketFrame>(codes: readonly number[], has: (f: SocketFrame) => f is T): Event<T> {
  return sample({ clock: frameReceived, filter: (f: SocketFrame): f is T => codes.includes(f.type) && has(f) });
}

export const footballScoreReceived = framesOf([SOCKET_CODE.FOOTBALL_SCORE], hasScore);
export const footballStatusReceived = framesOf([SOCKET_CODE.FOOTBALL_STATUS], hasScore);
export const basketballScoreReceived = framesOf([SOCKET_CODE.BASKETBALL_SCORE], hasScore);
export const basketballStatusReceived = framesOf([SOCKET_CODE.BASKETBALL_STATUS], hasScore);
export const footballStatsReceived = framesOf([SOCKET_CODE.FOOTBALL_STATS], hasStats);
export const basketballStatsReceived = framesOf([SOCKET_CODE.BASKETBALL_STATS], hasStats);
/** Football (42) and basketball (142) text live; `type` tells which. */
export const textLiveReceived = framesOf([SOCKET_CODE.FOOTBALL_TEXT_LIVE, SOCKET_CODE.BASKETBALL_TEXT_LIVE], hasTlive);
export const varIncidentReceived = framesOf([SOCKET_CODE.VAR_INCIDENT], hasTlive);
/** Anchor seat (52): anchorInfo may be null when the seat empties. */
export const anchorSeatChanged = framesOf([SOCKET_CODE.ANCHOR_SEAT_CHANGE], always);
export const basketballOvertimeReceived = framesOf([SOCKET_CODE.BASKETBALL_OVERTIME], hasOvertime);
export const livingStarted = framesOf([SOCKET_CODE.LIVING_START], hasAnchor);
export const livingClosed = framesOf([SOCKET_CODE.LIVING_CLOSE], hasAnchor);
/** matchId is the new match, prevMatchId the one the room left. */
export const livingMatchChanged = framesOf([SOCKET_CODE.LIVING_CHANGE_MATCH], hasAnchor);
/** prevMatchId is 0 when the preview did not move from another match. */
export const previewAdded = framesOf([SOCKET_CODE.PREVIEW_ADD], hasAnchor);
export const previewRemoved = framesOf([SOCKET_CODE.PREVIEW_REMOVE], hasAnchor);
export const roomInfoChanged = framesOf([SOCKET_CODE.ROOM_INFO_CHANGE], always);
