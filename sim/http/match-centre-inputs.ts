// What the match centre's generators (sim/core/match-centre) need from the world for one match:
// the odds inputs (strengths, kick-off, in-play re-pricing moments from the incidents' goals or the
// basketball periods), the history inputs and the final score.
import { BASKETBALL_STATUS as BB, FOOTBALL_STATUS as FB } from "#wire";
import type { SimBackend } from "../backend";
import type { SimMatch } from "../core";
import { gameMinutesPerPeriod } from "../core/schedule/basketball-script";
import type { HistoryInput, TeamRef } from "../core/match-centre/analysis";
import { periodsOf } from "../core/match-centre/basketball-live";
import type { InPlayMoment, OddsInput } from "../core/match-centre/odds";
import { GOAL_TYPES, matchDetail, playedSpan } from "./match-detail-incidents";

const MINUTE_MS = 60_000;
const HALF_BREAK_MS = 15 * MINUTE_MS;

const sum = (scores: readonly number[]) => scores.reduce((a, b) => a + Math.max(0, b), 0);

export function teamRef(backend: SimBackend, teamId: number): TeamRef {
  const team = backend.world.team(teamId);
  return { teamId, teamName: team?.name ?? "", strength: team?.strength ?? 1 };
}

export function finalScore(match: SimMatch): { home: number; away: number } | null {
  if (match.sport === "football") return match.statusId === FB.FINISHED ? { home: match.homeScores[0] ?? 0, away: match.awayScores[0] ?? 0 } : null;
  return match.statusId === BB.FINISHED ? { home: sum(match.homeScores), away: sum(match.awayScores) } : null;
}

/** Football: a re-pricing about every 8 minutes of play and just after each goal, with the score then. */
function footballMoments(backend: SimBackend, match: SimMatch): InPlayMoment[] {
  const { firstEnd, secondEnd } = playedSpan(match);
  const played = Math.max(firstEnd, secondEnd);
  if (played === 0) return [];
  const { world } = backend;
  const goals = matchDetail(world.seed, match, world.team(match.homeTeamId), world.team(match.awayTeamId)).incidents.filter((e) => GOAL_TYPES.includes(e.type));
  const minutes = new Set<number>([played]);
  for (let m = 1; m < played; m += 8) if (m <= firstEnd || m >= 46) minutes.add(m);
  for (const goal of goals) minutes.add(Math.min(played, goal.time));
  const now = world.now();
  return [...minutes]
    .sort((a, b) => a - b)
    .map((minute) => {
      const scored = goals.filter((g) => g.time <= minute);
      const last = scored.at(-1);
      const time = Math.min(now, match.kickoffAt + minute * MINUTE_MS + (minute > 45 ? HALF_BREAK_MS : 0));
      return { time, minute, moment: { played: Math.min(1, minute / 90), home: last?.homeScore ?? 0, away: last?.awayScore ?? 0 } };
    });
}

/** Basketball: game minutes played, of the regulation length. */
export function basketballPlayed(backend: SimBackend, match: SimMatch): { minutes: number; regulation: number } {
  const perPeriod = gameMinutesPerPeriod(backend.world.competition(match.competitionId));
  const periods = match.ncaa ? 2 : 4;
  const { done, running } = periodsOf(match);
  const inPeriod = running > 0 && running <= periods ? Math.max(0, perPeriod - match.goingTime) : 0;
  return { minutes: Math.min(periods, done) * perPeriod + inPeriod, regulation: periods * perPeriod };
}

/** Basketball: a re-pricing at each finished period (its running score) and now. */
function basketballMoments(backend: SimBackend, match: SimMatch): InPlayMoment[] {
  const { done } = periodsOf(match);
  const { minutes, regulation } = basketballPlayed(backend, match);
  if (minutes === 0 && done === 0) return [];
  const perPeriod = regulation / (match.ncaa ? 2 : 4);
  const now = backend.world.now();
  const moments: InPlayMoment[] = [];
  let home = 0;
  let away = 0;
  for (let p = 1; p <= done && p <= (match.ncaa ? 2 : 4); p++) {
    home += match.homeScores[p - 1] ?? 0;
    away += match.awayScores[p - 1] ?? 0;
    moments.push({ time: Math.min(now, match.kickoffAt + p * perPeriod * 2.1 * MINUTE_MS), minute: p * perPeriod, moment: { played: (p * perPeriod) / regulation, home, away } });
  }
  moments.push({ time: now, minute: minutes, moment: { played: Math.min(1, minutes / regulation), home: sum(match.homeScores), away: sum(match.awayScores) } });
  return moments;
}

export function oddsInput(backend: SimBackend, match: SimMatch): OddsInput {
  const { world } = backend;
  const competition = world.competition(match.competitionId);
  const regulation = gameMinutesPerPeriod(competition) * (match.ncaa ? 2 : 4);
  const perMinute = competition?.name === "NBA" ? 2.35 : match.ncaa ? 1.8 : 2;
  return {
    seed: world.seed,
    matchId: match.id,
    sport: match.sport,
    homeStrength: world.team(match.homeTeamId)?.strength ?? 1,
    awayStrength: world.team(match.awayTeamId)?.strength ?? 1,
    pointsPerTeam: perMinute * regulation,
    kickoffAt: match.kickoffAt,
    now: world.now(),
    inPlay: match.sport === "football" ? footballMoments(backend, match) : basketballMoments(backend, match),
  };
}

export function historyInput(backend: SimBackend, match: SimMatch): HistoryInput {
  const { world } = backend;
  return {
    seed: world.seed,
    matchId: match.id,
    sport: match.sport,
    matchTime: match.matchTime,
    competitionName: world.competition(match.competitionId)?.shortName ?? "",
    home: teamRef(backend, match.homeTeamId),
    away: teamRef(backend, match.awayTeamId),
    teams: world.teams(match.competitionId).map((t) => ({ teamId: t.id, teamName: t.name, strength: t.strength })),
  };
}

/** The competition's teams in table order (list positions); none for a cup. */
export function tableTeams(backend: SimBackend, competitionId: number): TeamRef[] {
  const { world } = backend;
  if (world.competition(competitionId)?.isCup) return [];
  return world
    .teams(competitionId)
    .filter((t) => t.position !== "")
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((t) => ({ teamId: t.id, teamName: t.name, strength: t.strength }));
}
