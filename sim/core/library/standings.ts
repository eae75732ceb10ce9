// Standings computed from a season's finished table matches (kind 1): leagues one table, cups one
// per group, basketball competition 1 one per conference. Football: 3 points a win, 1 a draw,
// sorted by points, goal difference, goals for. Basketball: by win rate, then wins.
import type { SimCompetition, SimTeam } from "../model";
import { CONFERENCE_COMPETITION_ID, CONFERENCES, divisionsOf } from "./conferences";
import type { LibraryMatch } from "./library-match";
import { PROMOTIONS as PROMOTION_LIST, promotionOf, type SimPromotion } from "./promotions";
import { cupGroups, groupName } from "./season-plan";
import { finishedStatusOf } from "./season-matches";

export interface StandingRow {
  position: number;
  teamId: number;
  teamName: string;
  teamLogo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgt: number;
  /** Football: 3 a win, 1 a draw. Basketball: the same as won. */
  points: number;
  /** won / played, 0–1, four decimals; 0 before a match. */
  wonRate: number;
  /** Current run: +n n wins in a row, −n n losses, 0 none (a draw ends a run). */
  streaks: number;
  /** Basketball: games behind the table's leader (halves); 0 for the leader. Football 0. */
  gameBack: number;
  promotionId: number | null;
  /** Basketball competition 1: the division 1–6. */
  conferenceId: number | null;
}

export interface StandingTable {
  /** "" for a league's only table, "A组", "东部联盟" … */
  name: string;
  group: string | null;
  conferenceId: number | null;
  rows: StandingRow[];
}

export interface StandingsReply {
  promotions: SimPromotion[];
  tables: StandingTable[];
}

interface Tally {
  teamId: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgt: number;
  /** Results in kick-off order: 1 win, 0 draw, −1 loss. */
  results: number[];
}

function tally(teamIds: readonly number[], matches: readonly LibraryMatch[], finished: number): Map<number, Tally> {
  const byTeam = new Map<number, Tally>(teamIds.map((teamId) => [teamId, { teamId, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgt: 0, results: [] }]));
  for (const m of matches) {
    if (m.kind !== 1 || m.statusId !== finished) continue;
    // Each side counts for its own table: conference tables hold games against the other one.
    const sides: [Tally | undefined, number, number][] = [
      [byTeam.get(m.homeTeamId), m.homeScore, m.awayScore],
      [byTeam.get(m.awayTeamId), m.awayScore, m.homeScore],
    ];
    for (const [t, f, a] of sides) {
      if (!t) continue;
      t.pointsFor += f;
      t.pointsAgt += a;
      const r = Math.sign(f - a);
      if (r > 0) t.won++;
      else if (r < 0) t.lost++;
      else t.drawn++;
      t.results.push(r);
    }
  }
  return byTeam;
}

function streakOf(results: readonly number[]): number {
  const last = results.at(-1);
  if (!last) return 0;
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return last * n;
}

const rate = (won: number, played: number) => (played ? Math.round((won / played) * 10_000) / 10_000 : 0);

function table(
  competition: SimCompetition,
  teamIds: readonly number[],
  matches: readonly LibraryMatch[],
  teamOf: (id: number) => SimTeam | undefined,
  divisions: Map<number, number> | null,
): StandingRow[] {
  const football = competition.sport === "football";
  const tallies = [...tally(teamIds, matches, finishedStatusOf(competition.sport)).values()];
  const points = (t: Tally) => (football ? t.won * 3 + t.drawn : t.won);
  tallies.sort((a, b) =>
    football
      ? points(b) - points(a) || b.pointsFor - b.pointsAgt - (a.pointsFor - a.pointsAgt) || b.pointsFor - a.pointsFor || a.teamId - b.teamId
      : rate(b.won, b.won + b.lost) - rate(a.won, a.won + a.lost) || b.won - a.won || a.teamId - b.teamId,
  );
  const leader = tallies[0];
  return tallies.map((t, i) => {
    const team = teamOf(t.teamId);
    const played = t.won + t.drawn + t.lost;
    return {
      position: i + 1,
      teamId: t.teamId,
      teamName: team?.name ?? "",
      teamLogo: team?.logo ?? "",
      played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      pointsFor: t.pointsFor,
      pointsAgt: t.pointsAgt,
      points: points(t),
      wonRate: rate(t.won, played),
      streaks: streakOf(t.results),
      gameBack: !football && leader ? (leader.won - t.won + (t.lost - leader.lost)) / 2 : 0,
      promotionId: promotionOf(competition, i + 1, tallies.length)?.id ?? null,
      conferenceId: divisions?.get(t.teamId) ?? null,
    };
  });
}

export function standingsOf(competition: SimCompetition, matches: readonly LibraryMatch[], teamOf: (id: number) => SimTeam | undefined): StandingsReply {
  let tables: StandingTable[];
  if (competition.isCup) {
    tables = cupGroups(competition.teamIds).map((ids, g) => {
      const group = groupName(g);
      const own = matches.filter((m) => m.group === group);
      return { name: `${group}组`, group, conferenceId: null, rows: table(competition, ids, own, teamOf, null) };
    });
  } else if (competition.sport === "basketball" && competition.id === CONFERENCE_COMPETITION_ID) {
    const divisions = divisionsOf(competition.teamIds);
    tables = CONFERENCES.map((c) => {
      const ids = competition.teamIds.filter((id) => (c.divisionIds as readonly number[]).includes(divisions.get(id) ?? 0));
      return { name: c.name, group: null, conferenceId: c.conferenceId, rows: table(competition, ids, matches, teamOf, divisions) };
    });
  } else {
    tables = [{ name: "", group: null, conferenceId: null, rows: table(competition, competition.teamIds, matches, teamOf, null) }];
  }
  const used = new Set(tables.flatMap((t) => t.rows.map((r) => r.promotionId)));
  const promotions = Object.values(PROMOTION_LIST).filter((p) => used.has(p.id));
  return { promotions, tables };
}
