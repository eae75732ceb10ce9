// A season's team statistics (docs/api-calls.md "Team statistics"): per team, the records of the
// team pages (teamRecord: 胜平负, 亚盘, 大小, 单双, goal buckets) over the season's finished matches,
// plus half-time/full-time pairs (football) and the points margins of the last N games
// (basketball). Half-time scores are derived from the full-time ones, seeded by the match.
import { HALF_FULL_KEYS, resultCodeOf, scoreDiffBucketOf, SCORE_DIFF_BUCKET_LABELS, type HalfFullKey } from "#wire";
import { teamRecord, type TeamRecord } from "../library-teams/team-record";
import type { SimCompetition, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import type { LibraryMatch } from "./library-match";
import { finishedStatusOf } from "./season-matches";

export type HalfFullCounts = Record<HalfFullKey, number>;

export interface TeamSeasonStats extends TeamRecord {
  name: string;
  logo: string;
  /** Football: how often each half-time/full-time pair happened, from the team's side. */
  halfAllResult: { home: HalfFullCounts; away: HalfFullCounts };
  /** Football: matches with a goal by the team, and with both teams scoring. */
  goalMatchCount: { scored: number; bothScored: number };
  /** Basketball: the last `sample` finished games, wins and losses by margin bucket. */
  scoreDiff: { sample: number; games: number; won: number[]; lost: number[] } | null;
}

/** Each of the home side's goals falls in the first half with a seeded 45 % chance; the same for away. */
export function halfTimeScore(seed: number, m: Pick<LibraryMatch, "matchId" | "homeScore" | "awayScore">): [number, number] {
  const rng = new Random(hashSeed(seed, "half-time", m.matchId));
  const firstHalf = (goals: number) => Array.from({ length: goals }).filter(() => rng.chance(0.45)).length;
  return [firstHalf(m.homeScore), firstHalf(m.awayScore)];
}

const emptyHalfFull = (): HalfFullCounts => Object.fromEntries(HALF_FULL_KEYS.map((k) => [k, 0])) as HalfFullCounts;

export function seasonTeamStats(
  seed: number,
  competition: SimCompetition,
  matches: readonly LibraryMatch[],
  teamOf: (id: number) => SimTeam | undefined,
  sample: number,
): TeamSeasonStats[] {
  const finished = finishedStatusOf(competition.sport);
  const football = competition.sport === "football";
  const played = matches.filter((m) => m.statusId === finished);
  const seasonIds = [...new Set(matches.map((m) => m.seasonId))];
  const strengthOf = (id: number) => teamOf(id)?.strength ?? 1;
  return competition.teamIds.flatMap((teamId) => {
    const team = teamOf(teamId);
    if (!team) return [];
    const own = played.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    const halfAllResult = { home: emptyHalfFull(), away: emptyHalfFull() };
    const goalMatchCount = { scored: 0, bothScored: 0 };
    if (football) {
      for (const m of own) {
        const home = m.homeTeamId === teamId;
        const [hh, ha] = halfTimeScore(seed, m);
        const half = home ? resultCodeOf(hh, ha) : resultCodeOf(ha, hh);
        const full = home ? resultCodeOf(m.homeScore, m.awayScore) : resultCodeOf(m.awayScore, m.homeScore);
        halfAllResult[home ? "home" : "away"][`${half}-${full}` as HalfFullKey] += 1;
        if ((home ? m.homeScore : m.awayScore) > 0) goalMatchCount.scored += 1;
        if (m.homeScore > 0 && m.awayScore > 0) goalMatchCount.bothScored += 1;
      }
    }
    let scoreDiff: TeamSeasonStats["scoreDiff"] = null;
    if (!football) {
      const recent = [...own].sort((a, b) => b.matchTime - a.matchTime).slice(0, sample);
      const won = SCORE_DIFF_BUCKET_LABELS.map(() => 0);
      const lost = SCORE_DIFF_BUCKET_LABELS.map(() => 0);
      for (const m of recent) {
        const margin = m.homeTeamId === teamId ? m.homeScore - m.awayScore : m.awayScore - m.homeScore;
        (margin > 0 ? won : lost)[scoreDiffBucketOf(margin)]! += 1;
      }
      scoreDiff = { sample, games: recent.length, won, lost };
    }
    const record = teamRecord(competition, team, seasonIds, own, strengthOf);
    return [{ ...record, name: team.name, logo: team.logo, halfAllResult, goalMatchCount, scoreDiff }];
  });
}

