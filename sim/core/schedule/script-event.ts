// A match "script": every future happening of one match, planned up front from the match's own
// seed. State at any moment = the script folded up to that moment, so a day built at 21:00 and an
// engine that ran from 18:00 to 21:00 agree exactly.

export const EventKind = {
  status: 0,
  goal: 1,
  yellow: 2,
  red: 3,
  corner: 4,
  var: 5,
  points: 6,
} as const;
export type EventKind = (typeof EventKind)[keyof typeof EventKind];

/** One flat shape for every kind keeps the arrays monomorphic (fast to build and scan). */
export interface ScriptEvent {
  /** Sim time, ms. */
  at: number;
  kind: EventKind;
  /** 0 home, 1 away (goals, cards, corners, VAR). */
  side: 0 | 1;
  /** Status events: the new status. */
  statusId: number;
  /** Basketball points events: points scored by each side, into score index `period`. */
  home: number;
  away: number;
  period: number;
  /** Status events that start a basketball period: its real and game length. */
  periodRealMs: number;
  periodGameMinutes: number;
}

/** Positional constructor: no option object per event (scripts are built by the thousand). */
export function scriptEvent(
  at: number,
  kind: EventKind,
  side: 0 | 1 = 0,
  statusId = 0,
  home = 0,
  away = 0,
  period = 0,
  periodRealMs = 0,
  periodGameMinutes = 0,
): ScriptEvent {
  return { at, kind, side, statusId, home, away, period, periodRealMs, periodGameMinutes };
}

export function statusEvent(at: number, statusId: number, periodRealMs = 0, periodGameMinutes = 0): ScriptEvent {
  return { at, kind: 0, side: 0, statusId, home: 0, away: 0, period: 0, periodRealMs, periodGameMinutes };
}

export function byTime(a: ScriptEvent, b: ScriptEvent): number {
  return a.at - b.at;
}
