// When the page's next display frame begins, as the socket's worker estimates it from the frame
// times the page sends (worker-web-socket.ts samples two animation frames every second). The
// worker times each batch to reach the page just before a frame begins, so the rows it changes
// are painted in that frame: a batch posted at a random moment waited up to a whole frame more to
// be painted (bench/README.md, twenty-second session). Pure arithmetic on unix ms, tested alone.

/** Samples kept for the frame period: the shortest of them, as a frame the page missed doubles one. */
const PERIOD_SAMPLES = 5;
const MIN_PERIOD_MS = 4;
const MAX_PERIOD_MS = 50;

export interface DisplayFrameClock {
  /** A frame began at `frameAt` (unix ms), `periodMs` after the one before it. */
  sample(frameAt: number, periodMs: number): void;
  /** How long from `now` (unix ms) until a batch should go: `leadMs` before the next frame; `fallbackMs` with no sample yet. */
  delayFrom(now: number): number;
}

export function createDisplayFrameClock({ fallbackMs, leadMs }: { fallbackMs: number; leadMs: number }): DisplayFrameClock {
  let lastFrameAt: number | null = null;
  const periods: number[] = [];
  const period = () => Math.min(...periods);
  return {
    sample(frameAt, periodMs) {
      if (!Number.isFinite(frameAt) || !Number.isFinite(periodMs) || periodMs < MIN_PERIOD_MS || periodMs > MAX_PERIOD_MS) return;
      lastFrameAt = frameAt;
      periods.push(periodMs);
      if (periods.length > PERIOD_SAMPLES) periods.shift();
    },
    delayFrom(now) {
      if (lastFrameAt === null) return fallbackMs;
      const p = period();
      // The first send time (a frame's start less the lead) after now.
      const frames = Math.floor((now - lastFrameAt + leadMs) / p) + 1;
      return lastFrameAt + frames * p - leadMs - now;
    },
  };
}
