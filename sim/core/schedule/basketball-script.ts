// Basketball script: four quarters (two halves when ncaa = 1) with breaks, a points event every
// minute or so, and overtime when the regulation score is level.

import { BASKETBALL_STATUS } from "#wire";
import { MINUTE_MS } from "../calendar";
import type { SimCompetition, SimMatch, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import { byTime, EventKind, scriptEvent, statusEvent, type ScriptEvent } from "./script-event";

/** Real minutes per game minute (stoppages, fouls, time-outs). */
const REAL_PER_GAME_MINUTE = 2.1;
const SHORT_BREAK_MS = 2.5 * MINUTE_MS;
const HALF_BREAK_MS = 15 * MINUTE_MS;
const OVERTIME_GAME_MINUTES = 5;
const POINTS = [1, 2, 2, 2, 3, 3];
const POINTS_KIND = EventKind.points;

/** Points per team per game minute for the competition's level. */
function pointsPerMinute(competition: SimCompetition | undefined): number {
  if (!competition) return 2;
  if (competition.name === "NBA") return 2.35;
  if (competition.ncaa) return 1.8;
  return 2;
}

function gameMinutesPerPeriod(competition: SimCompetition | undefined): number {
  if (competition?.ncaa) return 20;
  return competition?.name === "NBA" ? 12 : 10;
}

export function basketballScript(
  seed: number,
  match: SimMatch,
  competition: SimCompetition | undefined,
  home: SimTeam | undefined,
  away: SimTeam | undefined,
  scheduledAt: number,
  exactKickoff = false,
): ScriptEvent[] {
  if (match.fixedStatus) return [];
  if (match.postponeLeadMinutes > 0) {
    return [statusEvent(scheduledAt - match.postponeLeadMinutes * MINUTE_MS, BASKETBALL_STATUS.POSTPONED)];
  }
  const rng = new Random(hashSeed(seed, "script", match.id));
  const lateBy = rng.int(0, 89) * 1000; // tip-off a little after the scheduled minute (see footballScript)
  const kickoffAt = exactKickoff ? scheduledAt : scheduledAt + lateBy;
  const halves = match.ncaa === 1;
  const periods = halves ? 2 : 4;
  const gameMinutes = gameMinutesPerPeriod(competition);
  const ppm = pointsPerMinute(competition);
  const hs = home?.strength ?? 1;
  const as = away?.strength ?? 1;
  const homeShare = 0.5 + 0.1 * Math.tanh((hs - as) * 1.5) + 0.015; // strength matters a little, plus home advantage
  const events: ScriptEvent[] = [];
  const totals = [0, 0];

  // Points events spread through one period; returns nothing, mutates totals.
  const playPeriod = (startAt: number, realMs: number, minutes: number, period: number) => {
    const expected = 2 * ppm * minutes * (0.85 + 0.075 * (hs + as)) * rng.float(0.85, 1.15);
    const count = Math.max(4, Math.round(expected / 2.2));
    for (let i = 0; i < count; i++) {
      const at = Math.floor(startAt + 10_000 + rng.next() * (realMs - 20_000));
      const pts = rng.pick(POINTS);
      const homeScores = rng.chance(homeShare);
      totals[homeScores ? 0 : 1]! += pts;
      events.push(scriptEvent(at, POINTS_KIND, 0, 0, homeScores ? pts : 0, homeScores ? 0 : pts, period));
    }
  };

  let t = kickoffAt;
  const periodReal = Math.round(gameMinutes * REAL_PER_GAME_MINUTE * MINUTE_MS);
  for (let p = 0; p < periods; p++) {
    const startStatus = BASKETBALL_STATUS.FIRST_QUARTER + p * 2; // 2, 4, 6, 8 (halves: 2, 4)
    events.push(statusEvent(t, startStatus, periodReal, gameMinutes));
    playPeriod(t, periodReal, gameMinutes, p);
    t += periodReal;
    if (p < periods - 1) {
      events.push(statusEvent(t, startStatus + 1)); // period end: 3, 5, 7 (halves: 3)
      t += halves || p === 1 ? HALF_BREAK_MS : SHORT_BREAK_MS;
    }
  }
  if (totals[0] === totals[1]) {
    t += SHORT_BREAK_MS;
    const otReal = Math.round(OVERTIME_GAME_MINUTES * REAL_PER_GAME_MINUTE * MINUTE_MS);
    events.push(statusEvent(t, BASKETBALL_STATUS.OVERTIME, otReal, OVERTIME_GAME_MINUTES));
    playPeriod(t, otReal, OVERTIME_GAME_MINUTES, 4);
    if (totals[0] === totals[1]) {
      // One overtime is enough for a sim: a last-second free throw settles it.
      const side = rng.chance(0.5) ? 0 : 1;
      events.push(scriptEvent(t + otReal - 5_000, POINTS_KIND, 0, 0, side === 0 ? 1 : 0, side === 1 ? 1 : 0, 4));
    }
    t += otReal;
  }
  events.push(statusEvent(t, BASKETBALL_STATUS.FINISHED));
  return events.sort(byTime);
}
