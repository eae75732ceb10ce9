// The client Match model (spec 1 §3), built from the binary list payload and kept current by
// socket pushes.
import type { ScoreObj } from "@/shared/api";

export type Sport = "football" | "basketball";

/** Status group, the spec's topupType. */
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

export interface AnchorRef {
  avatar: string;
  roomId: number;
  customId: number;
}

export interface Match {
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
  /** 1 followed, 2 not. */
  hasFollow: number;
  hasLineup: number;
  ncaa: number;
  /** Football: 0 total, 1 half-time, 2 red, 3 yellow, 4 corners. Basketball: periods, 4 overtime. */
  homeScores: number[];
  awayScores: number[];
  note: string;
  /** Lottery id → issue label (e.g. 101 → 周六001). */
  lotterys: Record<number, string>;
  topupType: StatusGroup;
  roomIds: number[];
  living: AnchorRef[];
  preview: AnchorRef[];
}

/** A score or status push (socket codes 12/13, 102/103): the wire's score object as decoded. */
export type ScoreUpdate = ScoreObj;
