// The sim's own records. Wire shapes (what goes into protobuf) are built from these by the
// payload and frame builders; the records keep extra bookkeeping the engine needs.

import type { Sport } from "#wire";
import type { kanqiu } from "#wire/codec";

export type { Sport };

export type AnchorInfo = kanqiu.AnchorInfo.$Properties;
export type SocketMessage = kanqiu.SocketMessage.$Properties;
export type MatchListPayload = kanqiu.MatchListPayload.$Properties;
export type WireMatch = kanqiu.Match.$Properties;

export interface SimCompetition {
  readonly id: number;
  readonly sport: Sport;
  readonly name: string;
  readonly shortName: string;
  /** "#RRGGBB"; #A7A7AE is the grey the client renders dark. */
  readonly color: string;
  readonly logo: string;
  /** "A".."Z": pinyin initial of the first character. */
  readonly initial: string;
  readonly isCup: boolean;
  /** Basketball: 1 = two halves (college rules). */
  readonly ncaa: 0 | 1;
  readonly hot: boolean;
  readonly topOne: boolean;
  readonly teamIds: readonly number[];
}

export interface SimTeam {
  readonly id: number;
  readonly sport: Sport;
  readonly competitionId: number;
  readonly name: string;
  readonly logo: string;
  /** League position "1".."20"; "" in cups. */
  readonly position: string;
  readonly color: string;
  /** 0.6–1.4; scales the team's scoring rate. */
  readonly strength: number;
}

export interface SimLottery {
  /** 101 竞彩足球, 201 竞彩篮球, 301/404 北单, 401 传足. */
  readonly lotteryId: number;
  readonly issueNum: number;
}

export interface SimMatch {
  readonly id: number;
  readonly sport: Sport;
  readonly competitionId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Scheduled kick-off, unix seconds. */
  readonly matchTime: number;
  /** Local day ("YYYY-MM-DD") the match belongs to. */
  readonly dayKey: string;
  readonly ncaa: 0 | 1;
  readonly homePosition: string;
  readonly awayPosition: string;
  readonly lotteries: SimLottery[];
  /** Lineups get published an hour before kick-off for these. */
  readonly lineupPublished: boolean;
  /** A status fixed from the start (9–13 football, 11–15 basketball): postponed in advance etc. */
  readonly fixedStatus: number;
  /** > 0: postponed this many minutes before kick-off (status 9 / 13). */
  readonly postponeLeadMinutes: number;

  statusId: number;
  /** Football: minutes played (46+ in the second half). Basketball: minutes left in the period. */
  goingTime: number;
  peopleNum: number;
  /** Football [total, half-time, red, yellow, corners]; basketball [q1, q2, q3, q4, overtime]. */
  homeScores: number[];
  awayScores: number[];
  note: string;
  /** customIds of anchors living on this match, in arrival order. */
  living: number[];
  /** customIds of anchors with a preview of this match. */
  previews: number[];

  // Engine bookkeeping.
  /** Scheduled kick-off, ms (matchTime × 1000; moved to the moment of a forced early kick-off).
   * The whistle itself goes up to 89 s later: periodStartAt holds that. */
  kickoffAt: number;
  /** Start of the current period, ms (goingTime is derived from it). */
  periodStartAt: number;
  /** Basketball: real and game length of the current period. */
  periodRealMs: number;
  periodGameMinutes: number;
  /** Script events up to this time (ms) are applied. */
  appliedUntil: number;
  /** False once a test forced a status: the script no longer drives this match. */
  scripted: boolean;
}

export interface HitRate {
  rate: number;
  baseCount: number;
  hitCount: number;
  lastContinuousHitCount: number;
  sportType: 1 | 2;
}

export interface MultiPredictionHit {
  baseCount: number;
  hitCount: number;
  existCount: number;
  odds: number;
}

export interface AnchorPrediction {
  singleContinuousHitCount: number;
  singleLatestHitRate: HitRate;
  singleMonthHitRate: HitRate;
  multiPredictionHit: MultiPredictionHit;
  multiMaxOdds: number;
}

export interface SimAnchor {
  readonly customId: number;
  /** The anchor's room id (the product calls it identifier). */
  readonly roomId: number;
  /** Chat-room id of the anchor's room. */
  readonly hxRoomId: string;
  readonly nickname: string;
  readonly avatar: string;
  readonly color: string;
  readonly anchorLevel: number;
  readonly predictionLevel: number;
  readonly description: string;
  /** 1 mostly football, 2 mostly basketball. */
  readonly sportType: 1 | 2;
  readonly prediction: AnchorPrediction;
  /** The wire AnchorInfo, shared (never mutate). */
  readonly anchorInfo: Readonly<AnchorInfo>;
}

export interface SimLiveRoom {
  readonly roomId: number;
  readonly hxRoomId: string;
  readonly anchorCustomId: number;
  roomName: string;
  viewCount: number;
  matchId: number;
  sport: Sport;
  /** Sim ms when the stream started. */
  startedAt: number;
  /** The preview the stream started from (customId × 1000 + counter); 0 when none. */
  prepareId: number;
  /** Viewers over the whole stream: the starting count plus every rise of viewCount. */
  viewNumber: number;
  /** Banned (sim control): reads "illegal" until the engine closes it. 0 when not banned. */
  banId: number;
  /** The cover the anchor uploaded at /anchorStart; absent: the sim draws one from the match. */
  coverPicture?: string;
  /** false: the anchor started it with 开播通知 off, so fans get no live notice of it. */
  notifyFans?: boolean;
}

/** A stream that has ended: the room as it was at the close, kept as the anchor's last room. */
export interface SimEndedRoom extends Readonly<SimLiveRoom> {
  /** Sim ms of the close. */
  readonly endedAt: number;
  readonly livingRoomStatus: "end" | "illegal";
}

export interface SimLiveRow {
  avatar: string;
  nickname: string;
  anchorLevel: number;
  predictionLevel: number;
  /** The anchor's room id. */
  identifier: number;
  customId: number;
  livingType: "living" | "preview";
  multiPredictionHit: MultiPredictionHit;
  singleContinuousHitCount: number;
  anchorPredictionData: { singleLatestHitRate: HitRate; singleMonthHitRate: HitRate };
  multiMaxOdds: number;
}
