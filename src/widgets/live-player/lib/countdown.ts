// The pre-match countdown (docs/product-rules.md "Live player"): hours, minutes and seconds to
// kick-off, shown only inside the last 24 hours before it (the spec's countdown-hours helper hides
// at 24 h or more) and never once kick-off has passed.

export const COUNTDOWN_LIMIT_S = 24 * 3600;

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left → its parts; null at 24 h or more, at zero and after. */
export function countdownParts(secondsLeft: number): Countdown | null {
  const left = Math.floor(secondsLeft);
  if (!Number.isFinite(left) || left <= 0 || left >= COUNTDOWN_LIMIT_S) return null;
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "HH:MM:SS", or null when the countdown is hidden. */
export function countdownText(secondsLeft: number): string | null {
  const parts = countdownParts(secondsLeft);
  return parts && `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
}

/** A stream's length as the ended panel reads it: H:MM:SS, or MM:SS under an hour. */
export function durationText(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
