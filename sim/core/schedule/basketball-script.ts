// Basketball script: four quarters (two halves when ncaa = 1) with breaks, a points event every
// minute or so, overtime when the score is level at the end of regulation (and another while it
// is level after an overtime), and now and then an interruption that resumes or is abandoned.

import { BASKETBALL_STATUS } from "#wire";
import { MINUTE_MS } from "../calendar";
import type { SimCompetition, SimMatch, SimTeam } from "../model";
import { hashSeed, Random } from "../random";
import { byTime, EventKind, scriptEvent, statusEvent, type ScriptEvent } from "./script-event";

/** Real minutes per game minute (stoppages, fouls, time-outs). */
export const REAL_PER_GAME_MINUTE = 2.1;
/** Between quarters, before an overtime and between overtimes. */
export const SHORT_BREAK_MS = 2.5 * MINUTE_MS;
const HALF_BREAK_MS = 15 * MINUTE_MS;
export const OVERTIME_GAME_MINUTES = 5;
/** Score index of overtime points (every overtime adds to it). */
export const OVERTIME_INDEX = 4;
/** After this many level overtimes a last-second free throw settles it (real games rarely pass 3). */
const MAX_OVERTIMES = 4;
/** Share of matches interrupted in play; half of those resume, half are abandoned. */
const INTERRUPTION_RATE = 0.004;
const POINTS = [1, 2, 2, 2, 3, 3];
const POINTS_KIND = EventKind.points;

/** Points per team per game minute for the competition's level. */
function pointsPerMinute(competition: SimCompetition | undefined): number {
  if (!competition) return 2;
  if (competition.name === "NBA") return 2.35;
  if (competition.ncaa) return 1.8;
  return 2;
}

/** Game minutes of one regulation period: college halves 20, NBA quarters 12, FIBA quarters 10. */
export function gameMinutesPerPeriod(competition: Pick<SimCompetition, "ncaa" | "name"> | undefined): number {
  if (competition?.ncaa) return 20;
  return competition?.name === "NBA" ? 12 : 10;
}

/** How one match scores: its own PRNG, level and home share. Totals are [home, away] so far. */
interface Play {
  rng: Random;
  ppm: number;
  strengths: number;
  homeShare: number;
  totals: [number, number];
  events: ScriptEvent[];
}

function playOf(rng: Random, competition: SimCompetition | undefined, home: SimTeam | undefined, away: SimTeam | undefined, totals: [number, number]): Play {
  const hs = home?.strength ?? 1;
  const as = away?.strength ?? 1;
  return {
    rng,
    ppm: pointsPerMinute(competition),
    strengths: hs + as,
    homeShare: 0.5 + 0.1 * Math.tanh((hs - as) * 1.5) + 0.015, // strength matters a little, plus home advantage
    totals,
    events: [],
  };
}

/** Points events spread through `realMs` from `startAt`, into score index `period`. */
function playPeriod(play: Play, startAt: number, realMs: number, minutes: number, period: number, minEvents = 4): void {
  const { rng } = play;
  const expected = 2 * play.ppm * minutes * (0.85 + 0.075 * play.strengths) * rng.float(0.85, 1.15);
  const count = Math.max(minEvents, Math.round(expected / 2.2));
  for (let i = 0; i < count; i++) {
    const at = Math.floor(startAt + 10_000 + rng.next() * (realMs - 20_000));
    const pts = rng.pick(POINTS);
    const homeScores = rng.chance(play.homeShare);
    play.totals[homeScores ? 0 : 1] += pts;
    play.events.push(scriptEvent(at, POINTS_KIND, 0, 0, homeScores ? pts : 0, homeScores ? 0 : pts, period));
  }
}

const OVERTIME_REAL_MS = Math.round(OVERTIME_GAME_MINUTES * REAL_PER_GAME_MINUTE * MINUTE_MS);

/**
 * Overtimes from `t` (the end of the last period played) while the totals are level, a break
 * before each; after MAX_OVERTIMES level ones a free throw in the last seconds. Returns the end.
 */
function playOvertimes(play: Play, t: number, done = 0): number {
  for (let n = done; play.totals[0] === play.totals[1]; n++) {
    if (n === MAX_OVERTIMES) {
      const side = play.rng.chance(0.5) ? 0 : 1;
      play.totals[side] += 1;
      play.events.push(scriptEvent(t - 5_000, POINTS_KIND, 0, 0, side === 0 ? 1 : 0, side === 1 ? 1 : 0, OVERTIME_INDEX));
      break;
    }
    t += SHORT_BREAK_MS;
    play.events.push(statusEvent(t, BASKETBALL_STATUS.OVERTIME, OVERTIME_REAL_MS, OVERTIME_GAME_MINUTES));
    playPeriod(play, t, OVERTIME_REAL_MS, OVERTIME_GAME_MINUTES, OVERTIME_INDEX);
    t += OVERTIME_REAL_MS;
  }
  return t;
}

/** An interruption planned for the match: in which period, after how many game minutes, and its outcome. */
interface Interruption {
  period: number;
  afterMinutes: number;
  /** Real ms stopped before play resumes, or before it is called off. */
  stoppedMs: number;
  resumes: boolean;
}

function interruptionOf(seed: number, match: SimMatch, periods: number, gameMinutes: number): Interruption | null {
  // Its own stream, so matches that are not interrupted keep the same script as without this rule.
  const rng = new Random(hashSeed(seed, "interruption", match.id));
  if (!rng.chance(INTERRUPTION_RATE)) return null;
  const resumes = rng.chance(0.5);
  return {
    period: rng.int(0, periods - 1),
    afterMinutes: rng.int(1, gameMinutes - 1),
    stoppedMs: (resumes ? rng.int(10, 40) : rng.int(15, 60)) * MINUTE_MS,
    resumes,
  };
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
  const play = playOf(rng, competition, home, away, [0, 0]);
  const events = play.events;
  const interruption = interruptionOf(seed, match, periods, gameMinutes);

  let t = kickoffAt;
  const periodReal = Math.round(gameMinutes * REAL_PER_GAME_MINUTE * MINUTE_MS);
  for (let p = 0; p < periods; p++) {
    const startStatus = BASKETBALL_STATUS.FIRST_QUARTER + p * 2; // 2, 4, 6, 8 (halves: 2, 4)
    events.push(statusEvent(t, startStatus, periodReal, gameMinutes));
    if (interruption?.period === p) {
      // Play stops after whole game minutes; it resumes with the clock where it stopped, or never.
      const playedReal = Math.round((periodReal * interruption.afterMinutes) / gameMinutes);
      playPeriod(play, t, playedReal, interruption.afterMinutes, p, 1);
      t += playedReal;
      events.push(statusEvent(t, BASKETBALL_STATUS.INTERRUPTED));
      t += interruption.stoppedMs;
      if (!interruption.resumes) {
        events.push(statusEvent(t, BASKETBALL_STATUS.ABANDONED));
        return events.sort(byTime);
      }
      const leftMinutes = gameMinutes - interruption.afterMinutes;
      const leftReal = periodReal - playedReal;
      events.push(statusEvent(t, startStatus, leftReal, leftMinutes));
      playPeriod(play, t, leftReal, leftMinutes, p, 1);
      t += leftReal;
    } else {
      playPeriod(play, t, periodReal, gameMinutes, p);
      t += periodReal;
    }
    if (p < periods - 1) {
      events.push(statusEvent(t, startStatus + 1)); // period end: 3, 5, 7 (halves: 3)
      t += halves || p === 1 ? HALF_BREAK_MS : SHORT_BREAK_MS;
    }
  }
  t = playOvertimes(play, t);
  events.push(statusEvent(t, BASKETBALL_STATUS.FINISHED));
  return events.sort(byTime);
}

/**
 * For the engine, when a match its script was finishing is level at `at` (points pushed by a
 * control call or the benchmark load are not in the script): overtime from a break after `at`,
 * again while level, then the final whistle. `overtimesPlayed` counts the overtimes so far, for
 * the free-throw limit. Its points start from level, so the match ends with a winner.
 */
export function basketballExtraOvertime(
  seed: number,
  match: SimMatch,
  competition: SimCompetition | undefined,
  home: SimTeam | undefined,
  away: SimTeam | undefined,
  at: number,
  overtimesPlayed: number,
): ScriptEvent[] {
  const rng = new Random(hashSeed(seed, "extra-overtime", match.id, at));
  const play = playOf(rng, competition, home, away, [0, 0]);
  const end = playOvertimes(play, at, Math.min(overtimesPlayed, MAX_OVERTIMES));
  play.events.push(statusEvent(end, BASKETBALL_STATUS.FINISHED));
  return play.events.sort(byTime);
}
