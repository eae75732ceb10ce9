// Each player's line in a finished match (docs/api-calls.md "Data library: teams and players"):
// the team's goals or points shared among the players who played, the rest seeded by match and
// player, so player totals always add up to the team's results.
import type { Sport } from "../model";
import type { LibraryMatch } from "../library/library-match";
import { hashSeed, Random } from "../random";
import type { SquadPlayer } from "./squad";

export interface FootballStats {
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  yellowCards: number;
  redCards: number;
  rating: number;
}

export interface BasketballStats {
  appearances: number;
  starts: number;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
}

export type PlayerStats = FootballStats | BasketballStats;

export const emptyStats = (sport: Sport): PlayerStats =>
  sport === "football"
    ? { appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, shots: 0, yellowCards: 0, redCards: 0, rating: 0 }
    : {
        appearances: 0, starts: 0, minutes: 0, points: 0, rebounds: 0, assists: 0, steals: 0, blocks: 0, turnovers: 0,
        fieldGoalsMade: 0, fieldGoalsAttempted: 0, threesMade: 0, threesAttempted: 0, freeThrowsMade: 0, freeThrowsAttempted: 0,
      };

/** Splits `total` into integers by weight (largest remainder). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

const GOAL_WEIGHT: Record<string, number> = { G: 0, D: 1, M: 3, F: 6 };
const ASSIST_WEIGHT: Record<string, number> = { G: 0.2, D: 1, M: 4, F: 3 };

function footballLines(rng: Random, squad: readonly SquadPlayer[], scored: number): Map<number, FootballStats> {
  const starters = squad.slice(0, 11);
  const bench = rng.shuffle([...squad.slice(11)]);
  const subsOn = bench.slice(0, 3);
  const subbedOff = rng.shuffle(starters.slice(1).map((p) => p.index)).slice(0, subsOn.length);
  const minutes = new Map<number, number>();
  for (const p of starters) minutes.set(p.index, 90);
  subsOn.forEach((p, k) => {
    const at = rng.int(55, 85);
    minutes.set(subbedOff[k]!, at);
    minutes.set(p.index, 90 - at);
  });
  const played = squad.filter((p) => minutes.has(p.index));
  const goals = shareOut(scored, played.map((p) => (GOAL_WEIGHT[p.position] ?? 1) * (minutes.get(p.index)! / 90) * rng.float(0.3, 1.7)));
  // Three goals in four have an assist, never by the scorer.
  const assists = played.map(() => 0);
  goals.forEach((count, scorer) => {
    for (let g = 0; g < count; g++) {
      if (!rng.chance(0.75)) continue;
      const weights = played.map((p, i) => (i === scorer ? 0 : (ASSIST_WEIGHT[p.position] ?? 1)));
      assists[rng.weightedIndex(weights)]! += 1;
    }
  });
  const out = new Map<number, FootballStats>();
  played.forEach((p, i) => {
    const g = goals[i]!;
    const a = assists[i]!;
    const shotMax = p.position === "F" ? 4 : p.position === "M" ? 2 : p.position === "D" ? 1 : 0;
    out.set(p.playerId, {
      appearances: 1,
      starts: p.index < 11 ? 1 : 0,
      minutes: minutes.get(p.index)!,
      goals: g,
      assists: a,
      shots: g + rng.int(0, shotMax),
      yellowCards: rng.chance(0.12) ? 1 : 0,
      redCards: rng.chance(0.01) ? 1 : 0,
      rating: Math.min(10, Math.round((6 + rng.float(0, 1.3) + g * 0.8 + a * 0.4) * 10) / 10),
    });
  });
  return out;
}

function basketballLines(rng: Random, squad: readonly SquadPlayer[], scored: number): Map<number, BasketballStats> {
  const played = squad.slice(0, 10);
  const starterMinutes = played.slice(0, 5).map(() => rng.int(28, 38));
  const benchTotal = 240 - starterMinutes.reduce((a, b) => a + b, 0);
  const minutes = [...starterMinutes, ...shareOut(benchTotal, played.slice(5).map(() => rng.float(0.5, 1.5)))];
  const points = shareOut(scored, minutes.map((m) => m * rng.float(0.6, 1.4)));
  const out = new Map<number, BasketballStats>();
  played.forEach((p, i) => {
    const pts = points[i]!;
    const threesMade = rng.int(0, Math.floor((pts * 0.35) / 3));
    let freeThrowsMade = rng.int(0, Math.min(pts - 3 * threesMade, Math.floor(pts * 0.25)));
    let rest = pts - 3 * threesMade - freeThrowsMade;
    if (rest % 2 === 1) {
      freeThrowsMade += 1;
      rest -= 1;
    }
    const twos = rest / 2;
    const big = p.position === "C" || p.position === "PF";
    const guard = p.position === "PG" || p.position === "SG";
    const threesAttempted = threesMade + rng.int(0, 5);
    out.set(p.playerId, {
      appearances: 1,
      starts: i < 5 ? 1 : 0,
      minutes: minutes[i]!,
      points: pts,
      rebounds: rng.int(0, big ? 14 : 6),
      assists: rng.int(0, guard ? 10 : 4),
      steals: rng.int(0, 3),
      blocks: rng.int(0, big ? 4 : 1),
      turnovers: rng.int(0, 4),
      fieldGoalsMade: twos + threesMade,
      fieldGoalsAttempted: twos + threesMade + rng.int(0, 8) + (threesAttempted - threesMade),
      threesMade,
      threesAttempted,
      freeThrowsMade,
      freeThrowsAttempted: freeThrowsMade + rng.int(0, 2),
    });
  });
  return out;
}

/** The lines of a team's players in one finished match, by player id (players who did not play are absent). */
export function matchLines(seed: number, sport: Sport, match: LibraryMatch, teamId: number, squad: readonly SquadPlayer[]): Map<number, PlayerStats> {
  const rng = new Random(hashSeed(seed, "player-lines", match.matchId, teamId));
  const scored = match.homeTeamId === teamId ? match.homeScore : match.awayScore;
  return sport === "football" ? footballLines(rng, squad, scored) : basketballLines(rng, squad, scored);
}

/** Adds `line` into `total` (ratings: the running mean over appearances, one decimal). */
export function addStats(total: PlayerStats, line: PlayerStats): PlayerStats {
  const out: Record<string, number> = { ...total };
  for (const [key, value] of Object.entries(line)) {
    if (key !== "rating") out[key] = (out[key] ?? 0) + value;
  }
  if ("rating" in line && "rating" in total) {
    const before = total.appearances;
    out.rating = Math.round(((total.rating * before + line.rating) / Math.max(1, before + line.appearances)) * 10) / 10;
  }
  return out as unknown as PlayerStats;
}
