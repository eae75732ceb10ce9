// A team's records over finished matches (docs/api-calls.md "Data library: teams and players",
// TeamRecord): strings win-loss-flat as the spec's team statistics record writes them.
import type { SimCompetition, SimTeam } from "../model";
import type { LibraryMatch } from "../library/library-match";
import { finishedStatusOf } from "../library/season-matches";

type Tally = [number, number, number];
const record = (t: Tally) => t.join("-");
const add = (t: Tally, outcome: 0 | 1 | 2) => {
  t[outcome] += 1;
};
/** 0 win / cover / over / odd, 1 loss / fail / under / even, 2 flat. */
const sign = (x: number): 0 | 1 | 2 => (x > 0 ? 0 : x < 0 ? 1 : 2);

export const GOAL_BUCKETS = 8;
export const FOOTBALL_TOTAL_LINE = 2.5;
export const BASKETBALL_TOTAL_LINE = 215.5;

/** The handicap the home side gives: football twice the strength gap to 0.25, basketball × 12 to 0.5. */
export function handicapLine(sport: SimCompetition["sport"], homeStrength: number, awayStrength: number): number {
  const gap = homeStrength - awayStrength;
  return sport === "football" ? Math.round(gap * 2 * 4) / 4 : Math.round(gap * 12 * 2) / 2;
}

export interface TeamRecord {
  teamId: number;
  seasonIds: number[];
  matches: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  euRecord: { home: string; away: string; total: string };
  asiaRecord: { home: string; away: string; total: string };
  bsRecord: { home: string; away: string; total: string };
  evenRecord: string;
  goalDistributionRecord: { for: number[]; against: number[] };
}

export function teamRecord(
  competition: SimCompetition,
  team: SimTeam,
  seasonIds: number[],
  matches: readonly LibraryMatch[],
  strengthOf: (teamId: number) => number,
): TeamRecord {
  const finished = finishedStatusOf(competition.sport);
  const football = competition.sport === "football";
  const eu = { home: [0, 0, 0] as Tally, away: [0, 0, 0] as Tally };
  const asia = { home: [0, 0, 0] as Tally, away: [0, 0, 0] as Tally };
  const bs = { home: [0, 0, 0] as Tally, away: [0, 0, 0] as Tally };
  const even: Tally = [0, 0, 0];
  const forBuckets = Array<number>(GOAL_BUCKETS).fill(0);
  const againstBuckets = Array<number>(GOAL_BUCKETS).fill(0);
  let goalsFor = 0;
  let goalsAgainst = 0;
  let count = 0;
  for (const m of matches) {
    if (m.statusId !== finished || (m.homeTeamId !== team.id && m.awayTeamId !== team.id)) continue;
    count += 1;
    const home = m.homeTeamId === team.id;
    const side = home ? "home" : "away";
    const scored = home ? m.homeScore : m.awayScore;
    const conceded = home ? m.awayScore : m.homeScore;
    goalsFor += scored;
    goalsAgainst += conceded;
    add(eu[side], sign(scored - conceded));
    const line = handicapLine(competition.sport, strengthOf(m.homeTeamId), strengthOf(m.awayTeamId));
    const homeMargin = m.homeScore - m.awayScore - line;
    add(asia[side], sign(home ? homeMargin : -homeMargin));
    add(bs[side], sign(m.homeScore + m.awayScore - (football ? FOOTBALL_TOTAL_LINE : BASKETBALL_TOTAL_LINE)));
    add(even, (m.homeScore + m.awayScore) % 2 === 1 ? 0 : 1);
    if (football) {
      forBuckets[Math.min(scored, GOAL_BUCKETS - 1)]! += 1;
      againstBuckets[Math.min(conceded, GOAL_BUCKETS - 1)]! += 1;
    }
  }
  const trio = (t: { home: Tally; away: Tally }) => ({
    home: record(t.home),
    away: record(t.away),
    total: record([t.home[0] + t.away[0], t.home[1] + t.away[1], t.home[2] + t.away[2]]),
  });
  const euRecord = trio(eu);
  const [won, lost, drawn] = euRecord.total.split("-").map(Number) as [number, number, number];
  return {
    teamId: team.id,
    seasonIds,
    matches: count,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    euRecord,
    asiaRecord: trio(asia),
    bsRecord: trio(bs),
    evenRecord: record(even),
    goalDistributionRecord: { for: forBuckets, against: againstBuckets },
  };
}
