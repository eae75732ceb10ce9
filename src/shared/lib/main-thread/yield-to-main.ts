// Long work (a 1 MB day list decoded and mapped) split into slices that give the page's main
// thread back in between, so input and rendering are not held up by one long task.
import type { WorkSlices } from "#wire";

interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/**
 * Resolves once the page has had its turn. `scheduler.yield()` where the browser has it (Chromium
 * 129+): the continuation then runs ahead of other queued tasks. Elsewhere a message to itself,
 * not a 0 ms timer: nested timers are clamped to 4 ms each.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** 8 ms of work, then a yield: at a phone-class CPU (4× slower) a slice stays under the 50 ms of a long task. */
export const MAIN_THREAD_SLICES: WorkSlices = { pause: yieldToMain, sliceMs: 8 };
