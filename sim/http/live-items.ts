// The records of docs/api-calls.md "Home, search, anchors and live rooms" as the sim builds them
// from the world: LiveRoomItem, LiveSearchItem, PreviewItem, AnchorInfo and AnchorSearchItem.
// Every builder takes the caller (undefined for a guest) so followStatus and remind are theirs.
import { BASKETBALL_STATUS, FOOTBALL_STATUS, SIM_API_PREFIX, SPORT_TYPE } from "#wire";
import { hashSeed, isGoing, type SimAnchor, type SimEndedRoom, type SimLiveRoom, type SimMatch } from "../core";
import type { SimAccount } from "../accounts/account-book";
import type { SimBackend } from "../backend";

export type RoomStatus = "start" | "end" | "illegal";

/** 1 the caller follows the anchor, 2 not (always 2 for a guest). */
export const followStatusOf = (caller: SimAccount | undefined, customId: number): 1 | 2 => (caller?.followedAccounts.has(customId) ? 1 : 2);

/** The list's status group word (topupType): going, no_start, finish, other. */
export function statusWord(match: SimMatch): "going" | "no_start" | "finish" | "other" {
  if (isGoing(match)) return "going";
  if (match.statusId === FOOTBALL_STATUS.NOT_STARTED) return "no_start";
  const finished = match.sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED;
  return match.statusId === finished ? "finish" : "other";
}

/** The room's cover: artwork of its match the sim draws (banner-art.ts); the match id keeps caches honest. */
export const coverUrl = (roomId: number, matchId: number) => `${SIM_API_PREFIX}/sim/cover/${roomId}-${matchId}.svg`;

/** The room's cover: the one its anchor uploaded, else the sim's artwork. */
export const roomCover = (room: Pick<SimLiveRoom, "roomId" | "matchId" | "coverPicture">) => room.coverPicture || coverUrl(room.roomId, room.matchId);

function hitRates(anchor: SimAnchor) {
  const p = anchor.prediction;
  return { singleLatestHitRate: { ...p.singleLatestHitRate }, singleMonthHitRate: { ...p.singleMonthHitRate } };
}

function teamsOf(backend: SimBackend, match: SimMatch) {
  const { world } = backend;
  const home = world.team(match.homeTeamId);
  const away = world.team(match.awayTeamId);
  return {
    homeTeamName: home?.name ?? "",
    awayTeamName: away?.name ?? "",
    homeTeamLogo: home?.logo ?? "",
    awayTeamLogo: away?.logo ?? "",
    competitionShortName: world.competition(match.competitionId)?.shortName ?? "",
  };
}

/** A match as live rooms carry it (LiveRoomMatch); also the match of /v1/match/livingNew. */
export function roomMatch(backend: SimBackend, match: SimMatch) {
  return {
    matchId: match.id,
    sportType: SPORT_TYPE[match.sport],
    ...teamsOf(backend, match),
    status: statusWord(match),
    statusId: match.statusId,
    goingTime: match.goingTime,
    matchTime: match.matchTime,
    homeScores: match.homeScores.slice(),
    awayScores: match.awayScores.slice(),
    ncaa: match.ncaa,
  };
}

/** The living or last room of an anchor and how it reads now. */
export interface RoomState {
  anchor: SimAnchor;
  /** undefined: the anchor has not streamed in this run. */
  room: SimLiveRoom | SimEndedRoom | undefined;
  status: RoomStatus;
}

export function roomStateOf(backend: SimBackend, anchor: SimAnchor): RoomState {
  const living = backend.world.board.rooms.get(anchor.customId);
  if (living) return { anchor, room: living, status: living.banId ? "illegal" : "start" };
  const last = backend.world.board.lastRooms.get(anchor.customId);
  return { anchor, room: last, status: last?.livingRoomStatus ?? "end" };
}

export function liveRoomItem(backend: SimBackend, { anchor, room, status }: RoomState, caller: SimAccount | undefined) {
  const match = room && backend.world.match(room.matchId);
  const p = anchor.prediction;
  return {
    room: {
      roomId: anchor.roomId,
      hxRoomId: anchor.hxRoomId,
      roomName: room?.roomName ?? `${anchor.nickname}的直播间`,
      setCount: 0,
      // Nobody watches an ended room; its audience is in liveStatistic.
      viewCount: room && status !== "end" ? room.viewCount : 0,
      coverPicture: room ? roomCover(room) : "",
      livingRoomStatus: status,
      startTime: room?.startedAt ?? 0,
    },
    anchor: {
      anchorCustomId: anchor.customId,
      anchorAvatar: anchor.avatar,
      anchorName: anchor.nickname,
      anchorLevel: anchor.anchorLevel,
      anchorIdentify: anchor.roomId,
      predictionLevel: anchor.predictionLevel,
      singleContinuousHitCount: p.singleContinuousHitCount,
      multiPredictionHit: { ...p.multiPredictionHit },
      anchorPredictionData: hitRates(anchor),
      multiMaxOdds: p.multiMaxOdds,
    },
    match: match ? roomMatch(backend, match) : null,
    followStatus: followStatusOf(caller, anchor.customId),
    sw: null,
    prepareId: room?.prepareId ?? 0,
  };
}

/** A living room as the header's search lists it. */
export function liveSearchItem(backend: SimBackend, anchor: SimAnchor, room: SimLiveRoom) {
  const match = backend.world.match(room.matchId);
  const teams = match ? teamsOf(backend, match) : undefined;
  return {
    room: { roomId: room.roomId, roomName: room.roomName, coverPicture: roomCover(room) },
    anchor: {
      anchorCustomId: anchor.customId,
      anchorName: anchor.nickname,
      anchorAvatar: anchor.avatar,
      anchorLevel: anchor.anchorLevel,
      predictionLevel: anchor.predictionLevel,
      anchorPredictionData: hitRates(anchor),
    },
    match: { homeTeamName: teams?.homeTeamName ?? "", awayTeamName: teams?.awayTeamName ?? "" },
  };
}

const PREVIEW_TITLES: readonly ((home: string, away: string, competition: string) => string)[] = [
  (home, away) => `${home} vs ${away} 赛前深度分析`,
  (home, away, competition) => `${competition}焦点：${home}对阵${away}，开赛见`,
  (home, away) => `${home}主场迎战${away} 全场陪看`,
  (home, away, competition) => `${competition} ${home} vs ${away} 首发伤停一网打尽`,
  (home, away) => `${home}对${away}：谁能笑到最后？`,
];

/** The preview's title, fixed by its prepareId. */
export function previewTitle(backend: SimBackend, prepareId: number, match: SimMatch): string {
  const t = teamsOf(backend, match);
  const title = PREVIEW_TITLES[hashSeed(prepareId, "preview-title") % PREVIEW_TITLES.length]!;
  return title(t.homeTeamName, t.awayTeamName, t.competitionShortName);
}

export function previewItem(backend: SimBackend, anchor: SimAnchor, prepareId: number, match: SimMatch, caller: SimAccount | undefined) {
  const t = teamsOf(backend, match);
  return {
    prepareId,
    anchor: {
      anchorCustomId: anchor.customId,
      anchorAvatar: anchor.avatar,
      anchorName: anchor.nickname,
      anchorLevel: anchor.anchorLevel,
      predictionLevel: anchor.predictionLevel,
    },
    match: { matchId: match.id, sportType: SPORT_TYPE[match.sport], ...t, matchTime: match.matchTime },
    title: previewTitle(backend, prepareId, match),
    remind: caller?.reminders.has(prepareId) ?? false,
  };
}

/** The anchor's current preview, if any: its prepareId and match. */
export function previewOf(backend: SimBackend, anchor: SimAnchor): { prepareId: number; match: SimMatch } | undefined {
  const { board } = backend.world;
  const matchId = board.previewOf.get(anchor.customId);
  const match = matchId === undefined ? undefined : backend.world.match(matchId);
  return match && { prepareId: board.prepareIdOf.get(anchor.customId) ?? 0, match };
}

export function anchorInfo(backend: SimBackend, anchor: SimAnchor, caller: SimAccount | undefined) {
  const p = anchor.prediction;
  const state = roomStateOf(backend, anchor);
  const living = backend.world.board.rooms.has(anchor.customId);
  return {
    customId: anchor.customId,
    identifier: anchor.roomId,
    nickname: anchor.nickname,
    avatar: anchor.avatar,
    anchorLevel: anchor.anchorLevel,
    predictionLevel: anchor.predictionLevel,
    description: anchor.description,
    followStatus: followStatusOf(caller, anchor.customId),
    fansCount: backend.accounts.fansCount(anchor.customId),
    livingStatus: living ? 1 : 0,
    living: living ? liveRoomItem(backend, state, caller) : null,
    singleTag: p.singleContinuousHitCount,
    multiTag: p.multiPredictionHit.baseCount > 0 ? { ...p.multiPredictionHit } : null,
    anchorPredictionData: { ...hitRates(anchor), multiMaxOdds: p.multiMaxOdds },
  };
}

export function anchorSearchItem(backend: SimBackend, anchor: SimAnchor, caller: SimAccount | undefined) {
  return {
    customerId: anchor.customId,
    nickname: anchor.nickname,
    avatar: anchor.avatar,
    anchorLevel: anchor.anchorLevel,
    predictionLevel: anchor.predictionLevel,
    livingStatus: backend.world.board.rooms.has(anchor.customId) ? 1 : 0,
    followStatus: followStatusOf(caller, anchor.customId),
    identity: String(anchor.roomId),
    prepareId: previewOf(backend, anchor)?.prepareId ?? 0,
    anchorPredictionData: hitRates(anchor),
  };
}
