// Work that gives the page's main thread back between slices: the day list's decode
// (match-list-codec.ts) and the client's mapping of it (src/shared/lib/main-thread) time
// themselves the same way.

/** How long work runs before it gives the page's main thread back, and how it gives it back. */
export interface WorkSlices {
  /** Resolves once the page has had its turn (input, rendering, other tasks). */
  pause: () => Promise<void>;
  /** Milliseconds of work between pauses. */
  sliceMs: number;
  /** The clock the slices are timed by (tests); performance.now by default. */
  now?: () => number;
}

/** Times work against its slices: `due()` once a slice's time is spent; `pause()` then gives the thread back and starts the next. */
export function sliceTimer(slices: WorkSlices) {
  const now = slices.now ?? (() => performance.now());
  let sliceStart = now();
  return {
    due: () => now() - sliceStart >= slices.sliceMs,
    async pause() {
      await slices.pause();
      sliceStart = now();
    },
  };
}
