// How the team, player and history pages read a team's matches and numbers (docs/product-rules.md
// "Team and player pages"): match phases and outcomes from the team's side, per-game numbers.
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import type { Sport } from "@/shared/config";

export interface MatchLike {
  matchId: number;
  matchTime: number;
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

export type MatchPhase = "finished" | "upcoming" | "live" | "other";

export function phaseOf(sport: Sport, statusId: number): MatchPhase {
  if (statusId === 1) return "upcoming";
  if (sport === "football") {
    if (statusId === FOOTBALL_STATUS.FINISHED) return "finished";
    return statusId >= FOOTBALL_STATUS.FIRST_HALF && statusId <= FOOTBALL_STATUS.PENALTY_SHOOTOUT ? "live" : "other";
  }
  if (statusId === BASKETBALL_STATUS.FINISHED) return "finished";
  return statusId >= BASKETBALL_STATUS.FIRST_QUARTER && statusId <= BASKETBALL_STATUS.OVERTIME ? "live" : "other";
}

export const PHASE_LABEL: Readonly<Record<MatchPhase, string>> = { finished: "完场", upcoming: "未开赛", live: "进行中", other: "未完赛" };

/** 赛果: finished, live and abandoned matches, newest first; 赛程: not started, soonest first. */
export function splitMatches<M extends MatchLike>(sport: Sport, matches: readonly M[]): { results: M[]; fixtures: M[] } {
  const fixtures = matches.filter((m) => phaseOf(sport, m.statusId) === "upcoming").sort((a, b) => a.matchTime - b.matchTime);
  const results = matches.filter((m) => phaseOf(sport, m.statusId) !== "upcoming").sort((a, b) => b.matchTime - a.matchTime);
  return { results, fixtures };
}

export type Outcome = "胜" | "平" | "负";

/** The result from `teamId`'s side; null before the final whistle or for another team's match. */
export function outcomeOf(sport: Sport, match: MatchLike, teamId: number): Outcome | null {
  if (phaseOf(sport, match.statusId) !== "finished") return null;
  const home = match.homeTeamId === teamId;
  if (!home && match.awayTeamId !== teamId) return null;
  const diff = home ? match.homeScore - match.awayScore : match.awayScore - match.homeScore;
  return diff > 0 ? "胜" : diff < 0 ? "负" : "平";
}

/** Total ÷ games to one decimal; "0.0" before a game. */
export const perGame = (total: number, games: number): string => (games > 0 ? (total / games).toFixed(1) : "0.0");

/** "made/attempted" and the rate, e.g. "45/98 (45.9%)"; "0/0" without attempts. */
export const shooting = (made: number, attempted: number): string =>
  attempted > 0 ? `${made}/${attempted} (${((made / attempted) * 100).toFixed(1)}%)` : "0/0";

/** "2026-03-14 19:30" in the viewer's zone. */
export function matchDateTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
