// Local-day arithmetic. The product groups matches by the viewer's calendar day, so the sim
// computes day boundaries with a fixed UTC offset (minutes east of UTC, like +480 for Beijing).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The host's local offset, used when no offset is configured. */
export function hostUtcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/** "YYYY-MM-DD" of the local day holding `ms`. */
export function dayKeyOf(ms: number, utcOffsetMinutes: number): string {
  const d = new Date(ms + utcOffsetMinutes * MINUTE_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${y}-${m < 10 ? "0" : ""}${m}-${day < 10 ? "0" : ""}${day}`;
}

/** True for a well-formed, existing calendar date. */
export function isDayKey(key: string): boolean {
  const m = DAY_KEY.exec(key);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === key;
}

/** Midnight UTC of the date itself (offset-free), the base of the other helpers. */
function utcMidnight(key: string): number {
  const m = DAY_KEY.exec(key);
  if (!m) throw new Error(`bad day key: ${key}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Unix ms of local midnight starting that day. */
export function dayStartMs(key: string, utcOffsetMinutes: number): number {
  return utcMidnight(key) - utcOffsetMinutes * MINUTE_MS;
}

export function addDays(key: string, days: number): string {
  return new Date(utcMidnight(key) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** 1 Monday … 7 Sunday, as lottery issue numbers use it. */
export function isoWeekday(key: string): number {
  const dow = new Date(utcMidnight(key)).getUTCDay();
  return dow === 0 ? 7 : dow;
}
