// Football script: kick-off, half-time, second half, full-time, and goals (~2.7 per match),
// cards and corners at random minutes, sometimes a VAR review next to a goal.

import { FOOTBALL_STATUS } from "#wire";
import { MINUTE_MS } from "../calendar";
import type { SimMatch, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import { byTime, EventKind, scriptEvent, statusEvent, type ScriptEvent } from "./script-event";

export const HALF_TIME_BREAK_MS = 15 * MINUTE_MS;
/** Earliest planned happening before kick-off (late postponements); the engine wakes this early. */
export const PRE_KICKOFF_LEAD_MS = 180 * MINUTE_MS;

const GOALS_HOME = 1.5;
const GOALS_AWAY = 1.2;

/**
 * `exactKickoff`: start at `kickoffAt` itself (a forced kick-off). Otherwise the whistle goes
 * 0–89 s after the scheduled minute, as real matches do, which also spreads the per-minute
 * clock pushes of matches scheduled for the same time.
 */
export function footballScript(
  seed: number,
  match: SimMatch,
  home: SimTeam | undefined,
  away: SimTeam | undefined,
  scheduledAt: number,
  exactKickoff = false,
): ScriptEvent[] {
  if (match.fixedStatus) return [];
  if (match.postponeLeadMinutes > 0) {
    return [statusEvent(scheduledAt - match.postponeLeadMinutes * MINUTE_MS, FOOTBALL_STATUS.POSTPONED)];
  }
  const rng = new Random(hashSeed(seed, "script", match.id));
  const lateBy = rng.int(0, 89) * 1000;
  const kickoffAt = exactKickoff ? scheduledAt : scheduledAt + lateBy;
  const firstHalf = (45 + rng.int(1, 5)) * MINUTE_MS;
  const secondHalf = (45 + rng.int(2, 7)) * MINUTE_MS;
  const halfTimeAt = kickoffAt + firstHalf;
  const secondHalfAt = halfTimeAt + HALF_TIME_BREAK_MS;
  const fullTimeAt = secondHalfAt + secondHalf;
  const events: ScriptEvent[] = [
    statusEvent(kickoffAt, FOOTBALL_STATUS.FIRST_HALF),
    statusEvent(halfTimeAt, FOOTBALL_STATUS.HALF_TIME),
    statusEvent(secondHalfAt, FOOTBALL_STATUS.SECOND_HALF),
    statusEvent(fullTimeAt, FOOTBALL_STATUS.FINISHED),
  ];
  // A moment of play, never on a period boundary (boundaries belong to status events).
  const inPlay = (): number => {
    const u = 20_000 + rng.next() * (firstHalf + secondHalf - 40_000);
    return Math.floor(u < firstHalf - 20_000 ? kickoffAt + u : secondHalfAt + (u - firstHalf) + 20_000);
  };
  const hs = home?.strength ?? 1;
  const as = away?.strength ?? 1;
  const ratio = Math.sqrt(hs / as);
  const add = (count: number, kind: EventKind, homeShare: number): ScriptEvent[] => {
    const made: ScriptEvent[] = [];
    for (let i = 0; i < count; i++) made.push(scriptEvent(inPlay(), kind, rng.chance(homeShare) ? 0 : 1));
    events.push(...made);
    return made;
  };
  const homeGoals = rng.poisson(GOALS_HOME * ratio);
  const awayGoals = rng.poisson(GOALS_AWAY / ratio);
  const goals = [...add(homeGoals, EventKind.goal, 1), ...add(awayGoals, EventKind.goal, 0)];
  add(rng.poisson(3.8), EventKind.yellow, 0.47);
  add(rng.poisson(0.15), EventKind.red, 0.45);
  add(rng.poisson(9.6), EventKind.corner, hs / (hs + as));
  if (rng.chance(0.1)) {
    // VAR reviews mostly follow a goal by a minute or so.
    const goal = goals.length > 0 && rng.chance(0.7) ? rng.pick(goals) : undefined;
    const at = goal ? Math.min(goal.at + rng.int(30, 90) * 1000, fullTimeAt - 1000) : inPlay();
    events.push(scriptEvent(at, EventKind.var, goal ? goal.side : rng.chance(0.5) ? 0 : 1));
  }
  return events.sort(byTime);
}
