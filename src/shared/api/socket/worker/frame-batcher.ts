// Gathers inbound frames and hands them on in batches: the first frame after a quiet spell starts
// a wait (a fixed one, or one the caller works out then: until just before the page's next frame),
// and everything arriving meanwhile goes out together. Pure timing, no socket, so it is tested
// without a worker.
export interface FrameBatcher<T> {
  push(frame: T): void;
  /** Hands on what is gathered now (before an open, close or error is reported, so order holds). */
  flush(): void;
  dispose(): void;
}

export function createFrameBatcher<T>(
  deliver: (frames: T[]) => void,
  waitMs: number | (() => number),
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): FrameBatcher<T> {
  let pending: T[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (pending.length === 0) return;
    const frames = pending;
    pending = [];
    deliver(frames);
  };

  return {
    push(frame) {
      pending.push(frame);
      if (timer === null) timer = timers.set(flush, typeof waitMs === "number" ? waitMs : waitMs());
    },
    flush,
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      pending = [];
    },
  };
}
