// One event per push family, routed from frameReceived, so entity models subscribe by kind
// (`sample({ clock: footballScoreReceived, ... })`) instead of switching on codes. Each route
// checks its payload: a score event always carries its scoreObj, and so on. One split looks the
// code up once per frame: a filter per family ran every family's filter on each of ~1,000
// frames a second.
import { createEvent, split, type Event } from "effector";
import { SOCKET_CODE, type AnchorInfo, type ScoreObj, type SocketFrame, type StatList, type TliveList } from "#wire";
import { frameReceived } from "./model";

export type ScoreFrame = SocketFrame & { scoreObj: ScoreObj };
export type StatsFrame = SocketFrame & { statList: StatList };
export type TextLiveFrame = SocketFrame & { tliveList: TliveList };
export type AnchorFrame = SocketFrame & { anchorInfo: AnchorInfo };
export type OvertimeFrame = SocketFrame & { overTimeScore: [home: number, away: number, ...rest: number[]] };

const always = (_: SocketFrame) => true;
const hasScore = (f: SocketFrame) => f.scoreObj !== null;
const hasStats = (f: SocketFrame) => f.statList !== null;
const hasTlive = (f: SocketFrame) => f.tliveList !== null;
const hasAnchor = (f: SocketFrame) => f.anchorInfo !== null;
const hasOvertime = (f: SocketFrame) => f.overTimeScore.length >= 2;

const routes = {
  footballScore: { codes: [SOCKET_CODE.FOOTBALL_SCORE], has: hasScore, event: createEvent<ScoreFrame>() },
  footballStatus: { codes: [SOCKET_CODE.FOOTBALL_STATUS], has: hasScore, event: createEvent<ScoreFrame>() },
  basketballScore: { codes: [SOCKET_CODE.BASKETBALL_SCORE], has: hasScore, event: createEvent<ScoreFrame>() },
  basketballStatus: { codes: [SOCKET_CODE.BASKETBALL_STATUS], has: hasScore, event: createEvent<ScoreFrame>() },
  footballStats: { codes: [SOCKET_CODE.FOOTBALL_STATS], has: hasStats, event: createEvent<StatsFrame>() },
  basketballStats: { codes: [SOCKET_CODE.BASKETBALL_STATS], has: hasStats, event: createEvent<StatsFrame>() },
  textLive: { codes: [SOCKET_CODE.FOOTBALL_TEXT_LIVE, SOCKET_CODE.BASKETBALL_TEXT_LIVE], has: hasTlive, event: createEvent<TextLiveFrame>() },
  varIncident: { codes: [SOCKET_CODE.VAR_INCIDENT], has: hasTlive, event: createEvent<TextLiveFrame>() },
  anchorSeat: { codes: [SOCKET_CODE.ANCHOR_SEAT_CHANGE], has: always, event: createEvent<SocketFrame>() },
  basketballOvertime: { codes: [SOCKET_CODE.BASKETBALL_OVERTIME], has: hasOvertime, event: createEvent<OvertimeFrame>() },
  livingStart: { codes: [SOCKET_CODE.LIVING_START], has: hasAnchor, event: createEvent<AnchorFrame>() },
  livingClose: { codes: [SOCKET_CODE.LIVING_CLOSE], has: hasAnchor, event: createEvent<AnchorFrame>() },
  livingChangeMatch: { codes: [SOCKET_CODE.LIVING_CHANGE_MATCH], has: hasAnchor, event: createEvent<AnchorFrame>() },
  previewAdd: { codes: [SOCKET_CODE.PREVIEW_ADD], has: hasAnchor, event: createEvent<AnchorFrame>() },
  previewRemove: { codes: [SOCKET_CODE.PREVIEW_REMOVE], has: hasAnchor, event: createEvent<AnchorFrame>() },
  roomInfo: { codes: [SOCKET_CODE.ROOM_INFO_CHANGE], has: always, event: createEvent<SocketFrame>() },
};

type RouteName = keyof typeof routes;

const routeByCode = new Map<number, RouteName>();
for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
  for (const code of route.codes) routeByCode.set(code, name);
}

/** A frame's family, or "__" (no family: nothing listens) when its code is unknown or its payload missing. */
const routeOf = (frame: SocketFrame): RouteName | "__" => {
  const name = routeByCode.get(frame.type);
  return name !== undefined && routes[name].has(frame) ? name : "__";
};

split({
  // Every route's `has` guarantees its event's payload type.
  source: frameReceived as unknown as Event<never>,
  match: routeOf as (frame: never) => RouteName | "__",
  cases: Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route.event])),
});

export const footballScoreReceived: Event<ScoreFrame> = routes.footballScore.event;
export const footballStatusReceived: Event<ScoreFrame> = routes.footballStatus.event;
export const basketballScoreReceived: Event<ScoreFrame> = routes.basketballScore.event;
export const basketballStatusReceived: Event<ScoreFrame> = routes.basketballStatus.event;
export const footballStatsReceived: Event<StatsFrame> = routes.footballStats.event;
export const basketballStatsReceived: Event<StatsFrame> = routes.basketballStats.event;
/** Football (42) and basketball (142) text live; `type` tells which. */
export const textLiveReceived: Event<TextLiveFrame> = routes.textLive.event;
export const varIncidentReceived: Event<TextLiveFrame> = routes.varIncident.event;
/** Anchor seat (52): anchorInfo may be null when the seat empties. */
export const anchorSeatChanged: Event<SocketFrame> = routes.anchorSeat.event;
export const basketballOvertimeReceived: Event<OvertimeFrame> = routes.basketballOvertime.event;
export const livingStarted: Event<AnchorFrame> = routes.livingStart.event;
export const livingClosed: Event<AnchorFrame> = routes.livingClose.event;
/** matchId is the new match, prevMatchId the one the room left. */
export const livingMatchChanged: Event<AnchorFrame> = routes.livingChangeMatch.event;
/** prevMatchId is 0 when the preview did not move from another match. */
export const previewAdded: Event<AnchorFrame> = routes.previewAdd.event;
export const previewRemoved: Event<AnchorFrame> = routes.previewRemove.event;
export const roomInfoChanged: Event<SocketFrame> = routes.roomInfo.event;
