// A match's analysis (docs/api-calls.md "Match centre", matchAnalyse and table): the two teams'
// past meetings and recent matches, invented before this match's kick-off against teams of the
// same competition, and the competition's table ranked by the teams' list positions. Seeded by
// the match (history) and the competition (table): the same inputs give the same reply.
import { hashSeed, Random } from "../random";

export interface TeamRef {
  teamId: number;
  teamName: string;
  strength: number;
}

export interface PastMatch {
  matchTime: number;
  competitionName: string;
  homeTeamId: number;
  homeTeamName: string;
  awayTeamId: number;
  awayTeamName: string;
  homeScore: number;
  awayScore: number;
}

export interface TableRow {
  rank: number;
  teamId: number;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface HistoryInput {
  seed: number;
  matchId: number;
  sport: "football" | "basketball";
  /** Kick-off, unix seconds. */
  matchTime: number;
  competitionName: string;
  home: TeamRef;
  away: TeamRef;
  /** The competition's teams (opponents of the recent matches). */
  teams: readonly TeamRef[];
}

const DAY_S = 86_400;
const MAX_ROWS = 10;

function score(rng: Random, sport: HistoryInput["sport"], home: TeamRef, away: TeamRef): [number, number] {
  if (sport === "football") {
    return [rng.poisson(1.35 * Math.exp(0.7 * (home.strength - away.strength) + 0.1)), rng.poisson(1.15 * Math.exp(0.7 * (away.strength - home.strength)))];
  }
  const base = rng.int(88, 112);
  const h = Math.round(base * (1 + 0.06 * (home.strength - away.strength) + 0.015) + rng.int(-10, 10));
  const a = Math.round(base * (1 - 0.06 * (home.strength - away.strength)) + rng.int(-10, 10));
  return h === a ? [h + 1, a] : [h, a]; // no draws in basketball
}

function pastMatch(rng: Random, input: HistoryInput, time: number, home: TeamRef, away: TeamRef): PastMatch {
  const [homeScore, awayScore] = score(rng, input.sport, home, away);
  return {
    matchTime: time,
    competitionName: input.competitionName,
    homeTeamId: home.teamId,
    homeTeamName: home.teamName,
    awayTeamId: away.teamId,
    awayTeamName: away.teamName,
    homeScore,
    awayScore,
  };
}

/** The two teams' meetings, newest first: 3–8 over the past seasons. */
export function headToHead(input: HistoryInput): PastMatch[] {
  const rng = new Random(hashSeed(input.seed, "h2h", input.matchId));
  const count = rng.int(3, 8);
  const rows: PastMatch[] = [];
  let time = input.matchTime;
  for (let i = 0; i < count && rows.length < MAX_ROWS; i++) {
    time -= rng.int(60, 200) * DAY_S;
    const homeFirst = rng.chance(0.5);
    rows.push(pastMatch(rng, input, time, homeFirst ? input.home : input.away, homeFirst ? input.away : input.home));
  }
  return rows;
}

/** A team's last ten matches before this one, newest first. */
export function recentMatches(input: HistoryInput, team: TeamRef): PastMatch[] {
  const rng = new Random(hashSeed(input.seed, "recent", input.matchId, team.teamId));
  const opponents = input.teams.filter((t) => t.teamId !== team.teamId);
  const rows: PastMatch[] = [];
  let time = input.matchTime;
  for (let i = 0; i < MAX_ROWS && opponents.length > 0; i++) {
    time -= rng.int(input.sport === "football" ? 4 : 2, input.sport === "football" ? 9 : 4) * DAY_S;
    const opponent = rng.pick(opponents);
    const atHome = rng.chance(0.5);
    rows.push(pastMatch(rng, input, time, atHome ? team : opponent, atHome ? opponent : team));
  }
  return rows;
}

/**
 * The table: `teams` in rank order already (the list positions); points fall with the rank.
 * Football counts wins, draws and goals; basketball wins and losses (points = wins, goals = points).
 */
export function standings(seed: number, competitionId: number, sport: HistoryInput["sport"], teams: readonly TeamRef[]): TableRow[] {
  const rng = new Random(hashSeed(seed, "table", competitionId));
  const played = sport === "football" ? rng.int(12, 30) : rng.int(20, 60);
  const n = teams.length;
  let ceiling = Number.POSITIVE_INFINITY;
  return teams.map((team, i) => {
    // A share of the games won that falls from the top of the table to the bottom.
    const share = 0.78 - (0.6 * i) / Math.max(1, n - 1) + rng.float(-0.04, 0.04);
    if (sport === "basketball") {
      const won = Math.min(ceiling, Math.max(0, Math.round(played * share)));
      ceiling = won;
      const lost = played - won;
      const avg = rng.int(98, 112);
      return { rank: i + 1, teamId: team.teamId, teamName: team.teamName, played, won, drawn: 0, lost, goalsFor: avg * played + (won - lost) * 4, goalsAgainst: avg * played, points: won };
    }
    const won = Math.max(0, Math.round(played * share * 0.8));
    const drawn = Math.min(played - won, rng.int(2, Math.max(2, Math.round(played * 0.3))));
    const points = Math.min(ceiling, won * 3 + drawn);
    const w = Math.min(won, Math.floor(points / 3));
    const d = Math.min(played - w, points - w * 3);
    ceiling = w * 3 + d;
    const goalsAgainst = rng.int(Math.round(played * 0.7), Math.round(played * 1.6));
    const goalsFor = Math.max(0, goalsAgainst + (w - (played - w - d)) * rng.int(1, 2));
    return { rank: i + 1, teamId: team.teamId, teamName: team.teamName, played, won: w, drawn: d, lost: played - w - d, goalsFor, goalsAgainst, points: w * 3 + d };
  });
}
