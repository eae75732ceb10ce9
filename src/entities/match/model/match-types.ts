// The client Match model (docs/product-rules.md "Match"), built from the binary list payload and
// kept current by socket pushes.
import type { LiveFields } from "@/entities/live-room/@x/match";
import type { ScoreObj } from "#wire";
import type { Sport } from "@/shared/config";

export type { Sport };

/** Status group, the wire's topupType. */
export type StatusGroup = "going" | "no_start" | "finish" | "other";

export interface MatchCompetition {
  id: number;
  name: string;
  shortName: string;
  logo: string;
  color: string;
}

export interface MatchTeam {
  id: number;
  name: string;
  logo: string;
  /** League position, "" when none. */
  position: string;
}

/** A match, with the anchors streaming and previewing it (LiveFields: living, preview, roomIds). */
export interface Match extends LiveFields {
  matchId: number;
  sport: Sport;
  competition: MatchCompetition;
  homeTeam: MatchTeam;
  awayTeam: MatchTeam;
  /** Kick-off, unix seconds. */
  matchTime: number;
  statusId: number;
  /** Elapsed minutes as last reported by the server. */
  goingTime: number;
  peopleNum: number;
  /** 1 followed, 2 not (the wire's hasFollow). */
  hasFollow: number;
  hasLineup: number;
  ncaa: number;
  /** Football: 0 total, 1 half-time, 2 red, 3 yellow, 4 corners. Basketball: periods, 4 overtime. */
  homeScores: number[];
  awayScores: number[];
  note: string;
  /** Lottery id → issue label (the wire's lotterys, e.g. 101 → 周六001). */
  lotterys: Record<number, string>;
  topupType: StatusGroup;
}

/** A score or status push (socket codes 12/13, 102/103): the wire's score object as decoded. */
export type ScoreUpdate = ScoreObj;

/** A basketball overtime push (socket code 150): the overtime points, score index 4, per side. */
export interface OvertimeUpdate {
  matchId: number;
  overtime: readonly [home: number, away: number];
}

/** A push a list applies: a score or status update, or an overtime score. */
export type ListPush = ScoreUpdate | OvertimeUpdate;

/** A list as loaded: `key` names what it holds (e.g. "today", "history:2026-11-20", "concern"). */
export interface LoadedMatches {
  key: string;
  matches: readonly Match[];
  /**
   * When the list's request left (unix ms). A row pushed after that keeps its pushed live fields:
   * the reply is older than them (lib/merge-list-reply). Absent: the list is taken as it is.
   */
  requestedAt?: number;
}
