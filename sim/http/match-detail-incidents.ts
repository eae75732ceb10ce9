// Incidents and technical stats of a football match (/v1/football/matchTliveAndIncidentsData).
// The world keeps no incident history, so both are derived from the match's current state: the
// score arrays fix how many goals, cards and corners each side has and the half-time score says
// which goals fell before the break; minutes, players and the other stats come from the match's
// own seed. The same state always gives the same reply.
import { hashSeed, Random, type SimMatch, type SimTeam } from "../core";
import { FOOTBALL_STATUS as FB, INCIDENT_TYPE, type Incident } from "#wire";
import { squadOf, STARTERS } from "./match-detail-players";

/** Types that change the score; `position` is the side the goal counts for. */
export const GOAL_TYPES: readonly number[] = [INCIDENT_TYPE.goal, INCIDENT_TYPE.penalty, INCIDENT_TYPE.ownGoal];

/** Stat types of the reply, in this order: corners, yellow, red, penalties, shots on/off target, attacks, dangerous attacks, possession %. */
export const STAT_TYPES = [2, 3, 4, 8, 21, 22, 23, 24, 25] as const;

/** An incident as the reply carries it (the wire's Incident); `position` 1 home, 2 away, 0 for match markers (11 half-time, 12 end). */
export interface MatchIncident extends Incident {
  position: 0 | 1 | 2;
}

export interface MatchStat {
  type: number;
  home: number;
  away: number;
}

export interface MatchDetail {
  incidents: MatchIncident[];
  stats: MatchStat[];
}

/** The minutes played so far: the first half up to `firstEnd`, the second from 46 to `secondEnd` (0: not reached). */
export function playedSpan(match: Pick<SimMatch, "statusId" | "goingTime">): { firstEnd: number; secondEnd: number } {
  const g = match.goingTime;
  switch (match.statusId) {
    case FB.FIRST_HALF:
      return { firstEnd: Math.max(1, g), secondEnd: 0 };
    case FB.HALF_TIME:
      return { firstEnd: 45, secondEnd: 0 };
    case FB.SECOND_HALF:
      return { firstEnd: 45, secondEnd: Math.max(46, g) };
    case FB.OVERTIME:
    case FB.OTHER_IN_PLAY:
    case FB.PENALTY_SHOOTOUT:
    case FB.FINISHED:
      return { firstEnd: 45, secondEnd: Math.max(90, g) };
    case FB.INTERRUPTED:
    case FB.ABANDONED:
      return g <= 45 ? { firstEnd: g, secondEnd: 0 } : { firstEnd: 45, secondEnd: g };
    default:
      return { firstEnd: 0, secondEnd: 0 };
  }
}

type Side = 0 | 1;
interface Draft extends Omit<MatchIncident, "homeScore" | "awayScore" | "position"> {
  side: Side | -1;
  /** Match markers sort after the plays of their minute. */
  rank: number;
}

const blank = { playerName: "", assist1Name: "", assist2Name: "", inPlayerName: "", outPlayerName: "", reasonType: 0 };

export function matchDetail(seed: number, match: SimMatch, home?: SimTeam, away?: SimTeam): MatchDetail {
  const { statusId } = match;
  const scores = [match.homeScores, match.awayScores] as const;
  const at = (side: Side, index: number) => Math.max(0, scores[side][index] ?? 0);
  let { firstEnd, secondEnd } = playedSpan(match);
  const recorded = [0, 2, 3, 4].some((i) => at(0, i) + at(1, i) > 0);
  if (firstEnd === 0 && secondEnd === 0) {
    if (!recorded) return { incidents: [], stats: [] };
    firstEnd = 1; // a state forced onto a match that never kicked off still gets its incidents
  }
  const played = Math.max(firstEnd, secondEnd);
  const rng = new Random(hashSeed(seed, "match-detail", match.id));
  const squads = [squadOf(seed, match.homeTeamId), squadOf(seed, match.awayTeamId)] as const;
  const firstHalf = () => rng.int(1, firstEnd);
  const secondHalf = () => (secondEnd >= 46 ? rng.int(46, secondEnd) : firstHalf());
  const anyMinute = () => (secondEnd >= 46 && rng.chance((secondEnd - 45) / (secondEnd - 45 + firstEnd)) ? secondHalf() : firstHalf());
  const starter = (side: Side) => squads[side][rng.int(0, STARTERS - 1)] as string;
  const other = (side: Side, not: string) => {
    for (let i = 0; i < 10; i++) {
      const name = starter(side);
      if (name !== not) return name;
    }
    return squads[side][STARTERS - 1] as string;
  };

  const drafts: Draft[] = [];
  const add = (d: Partial<Draft> & Pick<Draft, "type" | "side" | "time">) => drafts.push({ ...blank, rank: 0, ...d });

  for (const side of [0, 1] as const) {
    const total = at(side, 0);
    const beforeBreak = secondEnd >= 46 ? Math.min(at(side, 1), total) : total;
    for (let k = 0; k < total; k++) {
      const time = k < beforeBreak ? firstHalf() : secondHalf();
      const r = rng.next();
      if (r < 0.07) {
        add({ type: INCIDENT_TYPE.ownGoal, side, time, playerName: starter(side === 0 ? 1 : 0) });
      } else if (r < 0.17) {
        add({ type: INCIDENT_TYPE.penalty, side, time, playerName: starter(side) });
      } else {
        const scorer = starter(side);
        const assist1Name = rng.chance(0.7) ? other(side, scorer) : "";
        add({ type: INCIDENT_TYPE.goal, side, time, playerName: scorer, assist1Name });
      }
    }
    if (rng.chance(0.06)) add({ type: INCIDENT_TYPE.penaltyMissed, side, time: anyMinute(), playerName: starter(side) });
  }

  // When each of a side's players was last involved (goal, assist, card).
  const lastSeen = (side: Side) => {
    const seen = new Map<string, number>();
    for (const d of drafts) {
      const ours = d.type === INCIDENT_TYPE.ownGoal ? d.side !== side : d.side === side;
      if (!ours) continue;
      for (const name of [d.playerName, d.assist1Name]) if (name) seen.set(name, Math.max(d.time, seen.get(name) ?? 0));
    }
    return seen;
  };

  for (const side of [0, 1] as const) {
    const starters = rng.shuffle(squads[side].slice(0, STARTERS));
    const booked: Draft[] = [];
    for (let k = 0; k < at(side, 3); k++) {
      const d: Draft = { ...blank, rank: 0, type: INCIDENT_TYPE.yellow, side, time: anyMinute(), playerName: starters[k % STARTERS] as string };
      drafts.push(d);
      booked.push(d);
    }
    const sentOff = new Set<string>();
    for (let k = 0; k < at(side, 2); k++) {
      // A red comes after the player's last involvement; a booked player may see a second yellow.
      const booking = booked.find((y) => !sentOff.has(y.playerName));
      const secondYellow = booking !== undefined && rng.chance(0.4);
      const name = secondYellow ? booking.playerName : (starters.findLast((n) => !sentOff.has(n)) ?? starter(side));
      const from = Math.min(played, Math.max(1, lastSeen(side).get(name) ?? 1));
      sentOff.add(name);
      add({ type: secondYellow ? INCIDENT_TYPE.twoYellowRed : INCIDENT_TYPE.red, side, time: rng.int(from, played), playerName: name });
    }
    for (let k = 0; k < at(side, 4); k++) add({ type: INCIDENT_TYPE.corner, side, time: anyMinute() });

    if (secondEnd >= 46) {
      // A player is substituted only after his last involvement, and never after a red.
      const seen = lastSeen(side);
      const out = rng.shuffle(squads[side].slice(0, STARTERS).filter((name) => !sentOff.has(name)));
      const bench = squads[side].slice(STARTERS);
      const most = Math.min(5, 1 + Math.floor((secondEnd - 46) / 10));
      const subs = rng.int(Math.max(0, most - 1), most);
      for (let k = 0, made = 0; made < subs && made < bench.length && k < 20; k++) {
        const time = secondHalf();
        const i = out.findIndex((name) => (seen.get(name) ?? 0) <= time);
        if (i < 0) continue;
        const [leaving] = out.splice(i, 1);
        add({ type: INCIDENT_TYPE.substitution, side, time, inPlayerName: bench[made] as string, outPlayerName: leaving as string });
        made++;
      }
    }
  }

  const goals = drafts.filter((d) => GOAL_TYPES.includes(d.type));
  if (goals.length > 0 && rng.chance(0.12)) {
    const checked = rng.pick(goals);
    add({ type: INCIDENT_TYPE.var, side: checked.side, time: checked.time, rank: 0 });
  }
  if (statusId === FB.HALF_TIME || secondEnd >= 46) add({ type: INCIDENT_TYPE.halfTime, side: -1, time: 45, rank: 1 });
  if (statusId === FB.FINISHED) add({ type: INCIDENT_TYPE.end, side: -1, time: secondEnd, rank: 1 });

  // Stable sort: within a minute, plays keep the order they were drawn in (a yellow before its second).
  const ordered = drafts.map((d, i) => ({ d, i })).sort((x, y) => x.d.time - y.d.time || x.d.rank - y.d.rank || x.i - y.i);
  const running = [0, 0];
  const incidents = ordered.map(({ d }): MatchIncident => {
    if (d.side !== -1 && GOAL_TYPES.includes(d.type)) running[d.side]! += 1;
    const { side, rank: _rank, ...rest } = d;
    return { ...rest, position: side === -1 ? 0 : side === 0 ? 1 : 2, homeScore: running[0]!, awayScore: running[1]! };
  });

  return { incidents, stats: matchStats(rng, incidents, played, at, home?.strength ?? 1, away?.strength ?? 1) };
}

function matchStats(
  rng: Random,
  incidents: readonly MatchIncident[],
  played: number,
  at: (side: Side, index: number) => number,
  homeStrength: number,
  awayStrength: number,
): MatchStat[] {
  const f = Math.min(played, 120) / 90;
  const count = (position: 1 | 2, types: readonly number[]) => incidents.filter((e) => e.position === position && types.includes(e.type)).length;
  const scaled = (lo: number, hi: number) => Math.round(rng.int(lo, hi) * f);
  const homeShare = Math.round(50 + (homeStrength - awayStrength) * 25 + rng.int(-8, 8));
  const possession = Math.min(75, Math.max(25, homeShare));
  const pair = (type: number, make: (position: 1 | 2) => number): MatchStat => ({ type, home: make(1), away: make(2) });
  return [
    pair(2, (p) => at((p - 1) as Side, 4)),
    pair(3, (p) => at((p - 1) as Side, 3)),
    pair(4, (p) => at((p - 1) as Side, 2)),
    pair(8, (p) => count(p, [INCIDENT_TYPE.penalty, INCIDENT_TYPE.penaltyMissed])),
    pair(21, (p) => count(p, [INCIDENT_TYPE.goal, INCIDENT_TYPE.penalty]) + scaled(1, 5)),
    pair(22, () => scaled(2, 8)),
    pair(23, () => scaled(70, 120)),
    pair(24, () => scaled(30, 70)),
    { type: 25, home: possession, away: 100 - possession },
  ];
}
