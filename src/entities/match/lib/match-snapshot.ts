// A match as a live room carries it (a snapshot: ids, status, clock, score arrays) read the way
// the home page's compact displays read a listed match (docs/product-rules.md "Match clock",
// "Home live list"): a status line, the score once it shows, football's half-time score.
import { SPORT_TYPE } from "#wire";
import type { StatusGroup } from "../model/match-types";
import { basketballShowsScore, basketballTotal } from "./basketball-scores";
import { basketballClockText, basketballStatusGroup, basketballStatusText } from "./basketball-status";
import { footballClockCapped } from "./football-clock";
import { footballStatusGroup, footballStatusText, showsHalfTimeScore, showsScore } from "./football-status";

export interface MatchSnapshot {
  matchId: number;
  /** 1 football, 2 basketball. */
  sportType: number;
  statusId: number;
  goingTime: number;
  /** Kick-off, unix seconds. */
  matchTime: number;
  homeScores: readonly number[];
  awayScores: readonly number[];
  ncaa: number;
}

const isBasketball = (match: MatchSnapshot) => match.sportType === SPORT_TYPE.basketball;

export const snapshotGroup = (match: MatchSnapshot): StatusGroup =>
  isBasketball(match) ? basketballStatusGroup(match.statusId) : footballStatusGroup(match.statusId);

/** 未开赛, the running clock (football capped at 90+; basketball's period and minutes left), 完场, or the status. */
export function snapshotStatusText(match: MatchSnapshot): string {
  const group = snapshotGroup(match);
  if (group === "no_start") return "未开赛";
  if (group === "finish") return "完场";
  if (isBasketball(match)) {
    const clock = basketballClockText(match.statusId, match.ncaa, match.goingTime);
    return [basketballStatusText(match.statusId, match.ncaa), clock].filter(Boolean).join(" ");
  }
  if (group === "going") return footballClockCapped(match.statusId, match.goingTime) || "进行中";
  return footballStatusText(match.statusId);
}

/** Home and away score once the match has begun (basketball: the summed periods); null before. */
export function snapshotScore(match: MatchSnapshot): [home: number, away: number] | null {
  if (isBasketball(match)) {
    return basketballShowsScore(match.statusId) ? [basketballTotal(match.homeScores), basketballTotal(match.awayScores)] : null;
  }
  return showsScore(match.statusId) ? [match.homeScores[0] ?? 0, match.awayScores[0] ?? 0] : null;
}

/** Football's half-time score (index 1), from the second half on; null otherwise and for basketball. */
export function snapshotHalfTime(match: MatchSnapshot): [home: number, away: number] | null {
  if (isBasketball(match) || !showsHalfTimeScore(match.statusId)) return null;
  return [match.homeScores[1] ?? 0, match.awayScores[1] ?? 0];
}
