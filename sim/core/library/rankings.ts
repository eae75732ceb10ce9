// Player and team rankings of a season (docs/api-calls.md "Rankings"). The figures the player
// pages show (goals, assists, shots, cards, minutes, rating; basketball's box score) are the
// season totals of the players' match lines, so a ranking agrees with the player page. The other
// types (passes, tackles, saves …) are seeded per player and season, scaled by minutes and
// position, and kept consistent with those totals (shots on target ≥ goals, saves only for
// goalkeepers …).
import { playerRanksOf, teamRanksOf, type RankType } from "#wire";
import type { BasketballStats, FootballStats, PlayerStats } from "../library-teams/player-lines";
import type { SquadPlayer } from "../library-teams/squad";
import type { SimCompetition, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import type { LibraryMatch } from "./library-match";
import { finishedStatusOf } from "./season-matches";

export interface RankedPlayer {
  player: SquadPlayer;
  team: SimTeam;
  stats: PlayerStats;
}

export interface PlayerRankItem {
  rank: number;
  playerId: number;
  name: string;
  logo: string;
  position: string;
  teamId: number;
  teamName: string;
  teamLogo: string;
  appearances: number;
  /** The ranked figure: a total, a per-game average (one decimal), a percent or a rating. */
  value: number;
  /** Per game (two decimals): goals' scorer list shows it. */
  average: number;
}

export interface TeamRankItem {
  rank: number;
  teamId: number;
  name: string;
  logo: string;
  matches: number;
  value: number;
}

type Values = Record<string, number | null>;

/** Football per-90 bases by position (G D M F) for the seeded types. */
const PER90: Readonly<Record<string, readonly [number, number, number, number]>> = {
  dribbles: [0, 0.4, 1.2, 1.5],
  offsides: [0, 0.05, 0.15, 0.6],
  passes: [25, 50, 55, 25],
  keyPasses: [0.05, 0.4, 1.5, 1],
  crosses: [0, 1.2, 1.5, 0.6],
  longBalls: [6, 4, 3, 0.5],
  tackles: [0.1, 2, 1.8, 0.6],
  interceptions: [0.1, 1.6, 1, 0.3],
  clearances: [1, 3.5, 0.8, 0.3],
  blocks: [0, 0.8, 0.3, 0.1],
  duelsWon: [0.5, 4, 4, 4],
  aerialsWon: [0.3, 2.5, 1, 1.5],
  fouls: [0.1, 1, 1, 1],
  wasFouled: [0.2, 0.8, 1.2, 1.4],
};
const POSITION_INDEX: Readonly<Record<string, number>> = { G: 0, D: 1, M: 2, F: 3 };

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number, minimum: number) => (whole >= minimum ? Math.round((part / whole) * 1000) / 10 : null);

function footballValues(seed: number, seasonId: number, player: SquadPlayer, s: FootballStats): Values {
  const rng = new Random(hashSeed(seed, "rank-extra", seasonId, player.playerId));
  const per90 = s.minutes / 90;
  const p = POSITION_INDEX[player.position] ?? 2;
  const rate = (key: string) => Math.round(per90 * (PER90[key]?.[p] ?? 0) * rng.float(0.7, 1.3));
  const keeper = player.position === "G";
  const shotsOnTarget = Math.min(s.shots, Math.max(s.goals, Math.round(s.shots * rng.float(0.3, 0.5))));
  const passes = rate("passes");
  const passesDone = Math.round(passes * rng.float(0.7, 0.9));
  return {
    goals: s.goals,
    assists: s.assists,
    shots: s.shots,
    shotsOnTarget,
    shotAccuracy: percent(shotsOnTarget, s.shots, 5),
    penaltyGoals: Math.min(s.goals, Math.round(s.goals * rng.float(0, 0.25))),
    bigChancesCreated: s.assists + Math.round(per90 * (p >= 2 ? 0.3 : 0.05) * rng.float(0.5, 1.5)),
    dribbles: rate("dribbles"),
    offsides: rate("offsides"),
    passes,
    passAccuracy: percent(passesDone, passes, 50),
    keyPasses: rate("keyPasses"),
    crosses: rate("crosses"),
    longBalls: rate("longBalls"),
    tackles: rate("tackles"),
    interceptions: rate("interceptions"),
    clearances: rate("clearances"),
    blocks: rate("blocks"),
    duelsWon: rate("duelsWon"),
    aerialsWon: rate("aerialsWon"),
    saves: keeper ? Math.round(per90 * 2.8 * rng.float(0.7, 1.3)) : null,
    cleanSheets: keeper ? Math.round(s.starts * rng.float(0.15, 0.4)) : null,
    goalsConceded: keeper && s.appearances > 0 ? Math.round(s.appearances * rng.float(0.7, 1.6)) : null,
    fouls: rate("fouls"),
    wasFouled: rate("wasFouled"),
    yellowCards: s.yellowCards,
    redCards: s.redCards,
    appearances: s.appearances,
    starts: s.starts,
    minutesPlayed: s.minutes,
    rating: s.appearances > 0 ? s.rating : null,
  };
}

function basketballValues(seed: number, seasonId: number, player: SquadPlayer, s: BasketballStats): Values {
  const rng = new Random(hashSeed(seed, "rank-extra", seasonId, player.playerId));
  const games = s.appearances;
  const perGame = (total: number) => (games > 0 ? round1(total / games) : null);
  const offensive = Math.round(s.rebounds * rng.float(0.18, 0.32));
  const twosMade = s.fieldGoalsMade - s.threesMade;
  const twosAttempted = s.fieldGoalsAttempted - s.threesAttempted;
  const doubleDouble = games > 0 && s.points / games >= 9 && (s.rebounds / games >= 7 || s.assists / games >= 7);
  return {
    points: perGame(s.points),
    fieldGoalsMade: perGame(s.fieldGoalsMade),
    fieldGoalsAttempted: perGame(s.fieldGoalsAttempted),
    fieldGoalPct: percent(s.fieldGoalsMade, s.fieldGoalsAttempted, 20),
    threesMade: perGame(s.threesMade),
    threesAttempted: perGame(s.threesAttempted),
    threePct: percent(s.threesMade, s.threesAttempted, 10),
    twosMade: perGame(twosMade),
    twosAttempted: perGame(twosAttempted),
    twoPct: percent(twosMade, twosAttempted, 20),
    freeThrowsMade: perGame(s.freeThrowsMade),
    freeThrowsAttempted: perGame(s.freeThrowsAttempted),
    freeThrowPct: percent(s.freeThrowsMade, s.freeThrowsAttempted, 10),
    rebounds: perGame(s.rebounds),
    offensiveRebounds: perGame(offensive),
    defensiveRebounds: perGame(s.rebounds - offensive),
    assists: perGame(s.assists),
    turnovers: perGame(s.turnovers),
    steals: perGame(s.steals),
    blocks: perGame(s.blocks),
    fouls: perGame(Math.round(games * rng.float(1.2, 3.4))),
    court: games,
    first: s.starts,
    minutes: perGame(s.minutes),
    doubleDoubles: doubleDouble ? Math.round(games * rng.float(0.3, 0.6)) : Math.round(games * rng.float(0, 0.05)),
  };
}

export function playerValues(seed: number, seasonId: number, player: SquadPlayer, stats: PlayerStats): Values {
  return "goals" in stats ? footballValues(seed, seasonId, player, stats) : basketballValues(seed, seasonId, player, stats);
}

/** Standard competition ranking: equal values share a place, the next place skips (1, 2, 2, 4). */
export function competitionRanks(values: readonly number[]): number[] {
  const ranks: number[] = [];
  values.forEach((v, i) => ranks.push(i > 0 && v === values[i - 1] ? ranks[i - 1]! : i + 1));
  return ranks;
}

/** The players ranked by one type: those with a value (played, and the type applies), best first, at most `size`. */
export function rankPlayersBy(seed: number, seasonId: number, type: RankType, players: readonly RankedPlayer[], size: number): PlayerRankItem[] {
  const rows = players.flatMap(({ player, team, stats }) => {
    const value = stats.appearances > 0 ? playerValues(seed, seasonId, player, stats)[type.key] : null;
    return value === null || value === undefined ? [] : [{ player, team, stats, value }];
  });
  const sign = type.order === "desc" ? -1 : 1;
  rows.sort((a, b) => sign * (a.value - b.value) || a.stats.minutes - b.stats.minutes || a.player.playerId - b.player.playerId);
  const top = rows.slice(0, size);
  const ranks = competitionRanks(top.map((r) => r.value));
  return top.map(({ player, team, stats, value }, i) => ({
    rank: ranks[i]!,
    playerId: player.playerId,
    name: player.name,
    logo: player.logo,
    position: player.positionName,
    teamId: team.id,
    teamName: team.name,
    teamLogo: team.logo,
    appearances: stats.appearances,
    value,
    average: stats.appearances > 0 ? Math.round((value / stats.appearances) * 100) / 100 : 0,
  }));
}

/** Every team type's value for each team: results from the season's finished matches, box-score figures summed from its players. */
export function teamValues(competition: SimCompetition, team: SimTeam, matches: readonly LibraryMatch[], players: readonly RankedPlayer[], seed: number, seasonId: number): { matches: number; values: Values } {
  const finished = finishedStatusOf(competition.sport);
  const own = matches.filter((m) => m.statusId === finished && (m.homeTeamId === team.id || m.awayTeamId === team.id));
  const n = own.length;
  const perGame = (total: number) => (n > 0 ? round1(total / n) : 0);
  let scored = 0;
  let conceded = 0;
  let wins = 0;
  let cleanSheets = 0;
  for (const m of own) {
    const home = m.homeTeamId === team.id;
    const f = home ? m.homeScore : m.awayScore;
    const a = home ? m.awayScore : m.homeScore;
    scored += f;
    conceded += a;
    if (f > a) wins += 1;
    if (a === 0) cleanSheets += 1;
  }
  const mine = players.filter((p) => p.team.id === team.id);
  const sum = (key: string) => mine.reduce((total, p) => total + (p.stats.appearances > 0 ? (playerValues(seed, seasonId, p.player, p.stats)[key] ?? 0) : 0), 0);
  const sumRaw = (key: keyof BasketballStats) => mine.reduce((total, p) => total + ((p.stats as BasketballStats)[key] ?? 0), 0);
  if (competition.sport === "football") {
    const rng = new Random(hashSeed(seed, "team-possession", seasonId, team.id));
    return {
      matches: n,
      values: {
        goals: perGame(scored),
        goalsAgainst: perGame(conceded),
        goalDifference: scored - conceded,
        wins,
        cleanSheets,
        shots: perGame(sum("shots")),
        shotsOnTarget: perGame(sum("shotsOnTarget")),
        possession: n > 0 ? round1(50 + (team.strength - 1) * 18 + rng.float(-3, 3)) : 0,
        passes: perGame(sum("passes")),
        yellowCards: sum("yellowCards"),
        redCards: sum("redCards"),
      },
    };
  }
  return {
    matches: n,
    values: {
      points: perGame(scored),
      pointsAgainst: perGame(conceded),
      pointDifference: perGame(scored - conceded),
      wins,
      rebounds: perGame(sumRaw("rebounds")),
      assists: perGame(sumRaw("assists")),
      steals: perGame(sumRaw("steals")),
      blocks: perGame(sumRaw("blocks")),
      turnovers: perGame(sumRaw("turnovers")),
      threesMade: perGame(sumRaw("threesMade")),
    },
  };
}

export function rankTeamsBy(type: RankType, rows: readonly { team: SimTeam; matches: number; values: Values }[]): TeamRankItem[] {
  const sign = type.order === "desc" ? -1 : 1;
  const ranked = rows
    .filter((r) => r.matches > 0)
    .map((r) => ({ ...r, value: r.values[type.key] ?? 0 }))
    .sort((a, b) => sign * (a.value - b.value) || a.team.id - b.team.id);
  const ranks = competitionRanks(ranked.map((r) => r.value));
  return ranked.map((r, i) => ({ rank: ranks[i]!, teamId: r.team.id, name: r.team.name, logo: r.team.logo, matches: r.matches, value: r.value }));
}

export const rankTypeOf = (sport: SimCompetition["sport"], key: string, of: "player" | "team") => (of === "player" ? playerRanksOf(sport) : teamRanksOf(sport)).find((t) => t.key === key);
