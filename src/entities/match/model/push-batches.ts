// A sport's score (and overtime) pushes gathered a frame's worth at a time: one buffer and one timer per sport,
// and every list of the sport applies the same batch (lists that do not hold a match skip it).
// Applying each push on its own copied the list per push (bench/README.md).
import { createEffect, createStore, sample, type Event } from "effector";
import { socketFramesArriveBatched } from "@/shared/api";

/** How long pushes gather before one pass applies them: about one frame. */
export const SCORE_FLUSH_MS = 16;

/**
 * The socket's worker already gathers a frame's worth (shared/api/socket/worker): a batch's pushes
 * arrive in one task, and one pass right after that task applies them all. Without the worker
 * (tests, old browsers) each push is a task of its own, so the pass waits a frame.
 */
const flushWaitMs = () => (socketFramesArriveBatched() ? 0 : SCORE_FLUSH_MS);

export function createPushBatches<T>(pushed: Event<T>): Event<readonly T[]> {
  // Pushes waiting for the next pass; a private buffer, never rendered. Filled in place (a copy
  // per push made the buffer quadratic); only the shared initial array is never written to, so
  // scopes do not share a buffer.
  const NO_PENDING: T[] = [];
  const $pending = createStore<T[]>(NO_PENDING, { serialize: "ignore" }).on(pushed, (pending, update) => {
    if (pending === NO_PENDING) return [update];
    pending.push(update);
    return pending;
  });
  // A timer, not the next animation frame: applying pushes inside the frame made scroll frames
  // longer (more dropped frames in an A/B, bench/README.md).
  const flushWaitFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, flushWaitMs())));
  // The first push makes a new buffer (an update) and starts the wait; the rest join it quietly.
  sample({ clock: $pending.updates, filter: (pending) => pending !== NO_PENDING, target: flushWaitFx });
  const flushed = sample({ clock: flushWaitFx.done, source: $pending });
  $pending.reset(flushed);
  return flushed;
}
