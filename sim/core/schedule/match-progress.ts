// Applies script events to a match's mutable state. Shared by day building (fold up to "now")
// and by the engine (one event at a time, emitting a frame per change).

import { BASKETBALL_STATUS as BB, FOOTBALL_STATUS as FB, SOCKET_CODE } from "#wire";
import { MINUTE_MS } from "../calendar";
import type { SimMatch } from "../model";
import { EventKind, type ScriptEvent } from "./script-event";

/** Football in play: 2–7. Basketball in play: 2–9. */
export function isGoing(match: Pick<SimMatch, "sport" | "statusId">): boolean {
  const s = match.statusId;
  return match.sport === "football"
    ? s >= FB.FIRST_HALF && s <= FB.PENALTY_SHOOTOUT
    : s >= BB.FIRST_QUARTER && s <= BB.OVERTIME;
}

/** Finished or one of the "other" statuses: nothing more will happen. */
export function isOver(match: Pick<SimMatch, "sport" | "statusId">): boolean {
  const s = match.statusId;
  return match.sport === "football" ? s >= FB.FINISHED : s >= BB.FINISHED || s === BB.ABNORMAL;
}

/** The football clock runs (and ticks every minute) only in the two halves. */
export function footballClockRuns(statusId: number): boolean {
  return statusId === FB.FIRST_HALF || statusId === FB.SECOND_HALF;
}

/**
 * Basketball period a status plays in (score index), or -1 during breaks and outside play.
 * Quarters are 2, 4, 6, 8; with ncaa 1 the halves are 2 and 4.
 */
export function basketballPeriodIndex(statusId: number, ncaa: 0 | 1): number {
  if (statusId === BB.OVERTIME) return 4;
  if (ncaa) return statusId === BB.FIRST_QUARTER ? 0 : statusId === BB.SECOND_QUARTER ? 1 : -1;
  switch (statusId) {
    case BB.FIRST_QUARTER:
      return 0;
    case BB.SECOND_QUARTER:
      return 1;
    case BB.THIRD_QUARTER:
      return 2;
    case BB.FOURTH_QUARTER:
      return 3;
    default:
      return -1;
  }
}

/**
 * The score index a basketball point scored now belongs to: the period in play; in a break the
 * period just played; otherwise (interrupted, finished) the last period with points.
 */
export function basketballScorePeriod(match: Pick<SimMatch, "statusId" | "ncaa" | "homeScores" | "awayScores">): number {
  const live = basketballPeriodIndex(match.statusId, match.ncaa);
  if (live >= 0) return live;
  if (match.statusId === BB.FIRST_QUARTER_END) return 0;
  if (match.statusId === BB.SECOND_QUARTER_END) return 1;
  if (match.statusId === BB.THIRD_QUARTER_END) return 2;
  for (let i = 4; i > 0; i--) if ((match.homeScores[i] ?? 0) + (match.awayScores[i] ?? 0) > 0) return i;
  return 0;
}

/** A match's full-game points: the sum of its periods and overtime. */
export function basketballTotal(scores: readonly number[]): number {
  let total = 0;
  for (const s of scores) total += s;
  return total;
}

/** An interrupted basketball match may still resume (its script says); every other "over" is final. */
export function mayResume(match: Pick<SimMatch, "sport" | "statusId">): boolean {
  return match.sport === "basketball" && match.statusId === BB.INTERRUPTED;
}

/**
 * The clock shown for the match at `t`. Football: minutes played, "1" in the first minute,
 * 46+ in the second half, 45 at half-time, 90 once finished. Basketball: whole game minutes
 * left in the current period (0 in breaks).
 */
export function goingTimeAt(match: SimMatch, t: number): number {
  const s = match.statusId;
  if (match.sport === "football") {
    if (s === FB.FIRST_HALF) return Math.max(1, Math.floor((t - match.periodStartAt) / MINUTE_MS) + 1);
    if (s === FB.HALF_TIME) return 45;
    if (s === FB.SECOND_HALF) return Math.max(46, 46 + Math.floor((t - match.periodStartAt) / MINUTE_MS));
    if (s === FB.FINISHED) return 90;
    if (s === FB.NOT_STARTED) return 0;
    return match.goingTime;
  }
  if (basketballPeriodIndex(s, match.ncaa) < 0 || match.periodRealMs <= 0) return 0;
  const left = 1 - (t - match.periodStartAt) / match.periodRealMs;
  return Math.max(0, Math.min(match.periodGameMinutes, Math.ceil(match.periodGameMinutes * left)));
}

/** The match clock runs: a football half, or a basketball period (its clock may have reached 0). */
export function clockRuns(match: Pick<SimMatch, "sport" | "statusId" | "ncaa">): boolean {
  return match.sport === "football" ? footballClockRuns(match.statusId) : basketballPeriodIndex(match.statusId, match.ncaa) >= 0;
}

/**
 * When the clock shown next changes after `t` (football: the next minute played; basketball: the
 * next minute fewer left, down to 0 at the period's end), or Infinity while it stands still.
 */
export function nextClockChangeAt(match: SimMatch, t: number): number {
  if (match.sport === "football") {
    if (!footballClockRuns(match.statusId)) return Infinity;
    return match.periodStartAt + (Math.floor((t - match.periodStartAt) / MINUTE_MS) + 1) * MINUTE_MS;
  }
  if (basketballPeriodIndex(match.statusId, match.ncaa) < 0 || match.periodRealMs <= 0) return Infinity;
  const shown = goingTimeAt(match, t);
  if (shown <= 0) return Infinity;
  const at = Math.ceil(match.periodStartAt + (match.periodRealMs * (match.periodGameMinutes - shown + 1)) / match.periodGameMinutes);
  return Math.max(at, t + 1); // rounding can land on `t` itself: never wake at the same ms again
}

/** Applies one event; returns the socket code to push, or 0 when nothing visible changed. */
export function applyScriptEvent(match: SimMatch, ev: ScriptEvent): number {
  const football = match.sport === "football";
  switch (ev.kind) {
    case EventKind.status: {
      // A basketball period start is news even in the same status (a second overtime, play
      // resuming): the clock starts again.
      const newPeriod = !football && ev.periodRealMs > 0;
      if (match.statusId === ev.statusId && !newPeriod) return 0;
      match.statusId = ev.statusId;
      if (football ? footballClockRuns(ev.statusId) : basketballPeriodIndex(ev.statusId, match.ncaa) >= 0) {
        match.periodStartAt = ev.at;
        match.periodRealMs = ev.periodRealMs;
        match.periodGameMinutes = ev.periodGameMinutes;
      }
      return football ? SOCKET_CODE.FOOTBALL_STATUS : SOCKET_CODE.BASKETBALL_STATUS;
    }
    case EventKind.goal: {
      const scores = ev.side === 0 ? match.homeScores : match.awayScores;
      scores[0] = (scores[0] ?? 0) + 1;
      // Index 1 is the half-time score: it follows the score through the first half, then stays.
      if (match.statusId === FB.FIRST_HALF) scores[1] = (scores[1] ?? 0) + 1;
      return SOCKET_CODE.FOOTBALL_SCORE;
    }
    case EventKind.red:
    case EventKind.yellow:
    case EventKind.corner: {
      const index = ev.kind === EventKind.red ? 2 : ev.kind === EventKind.yellow ? 3 : 4;
      const scores = ev.side === 0 ? match.homeScores : match.awayScores;
      scores[index] = (scores[index] ?? 0) + 1;
      return SOCKET_CODE.FOOTBALL_SCORE;
    }
    case EventKind.var:
      return SOCKET_CODE.VAR_INCIDENT;
    case EventKind.points: {
      match.homeScores[ev.period] = (match.homeScores[ev.period] ?? 0) + ev.home;
      match.awayScores[ev.period] = (match.awayScores[ev.period] ?? 0) + ev.away;
      return SOCKET_CODE.BASKETBALL_SCORE;
    }
  }
  return 0;
}

/** Applies every event after match.appliedUntil and up to `until`; returns the next index. */
export function foldScript(match: SimMatch, events: readonly ScriptEvent[], until: number): number {
  let i = 0;
  while (i < events.length && (events[i] as ScriptEvent).at <= match.appliedUntil) i++;
  while (i < events.length) {
    const ev = events[i] as ScriptEvent;
    if (ev.at > until) break;
    applyScriptEvent(match, ev);
    i++;
  }
  match.appliedUntil = Math.max(match.appliedUntil, until);
  match.goingTime = goingTimeAt(match, until);
  return i;
}
