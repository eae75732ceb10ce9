// A repeating timer as Effector units. Unlike patronum's interval, nothing stays in flight
// between ticks, so `allSettled` in tests (and startup) does not wait for a timer that never ends.
import { attach, createEvent, createStore, sample, scopeBind, type Event, type EventCallable, type Store } from "effector";

export interface Ticker {
  /** Starts (or restarts) ticking every `ms` milliseconds. */
  start: EventCallable<number>;
  stop: EventCallable<void>;
  tick: Event<void>;
  $running: Store<boolean>;
}

type Handle = ReturnType<typeof setInterval>;

export function createTicker(): Ticker {
  const start = createEvent<number>();
  const stop = createEvent();
  const tick = createEvent();
  const $handle = createStore<Handle | null>(null, { serialize: "ignore" });

  const startFx = attach({
    source: $handle,
    effect: (previous, ms: number) => {
      if (previous !== null) clearInterval(previous);
      // Bound now, inside the handler, so ticks reach the scope that started the ticker.
      const fire = scopeBind(tick, { safe: true });
      return setInterval(() => fire(), ms);
    },
  });
  const stopFx = attach({
    source: $handle,
    effect: (handle) => {
      if (handle !== null) clearInterval(handle);
    },
  });

  $handle.on(startFx.doneData, (_, handle) => handle).reset(stopFx.done);
  sample({ clock: start, target: startFx });
  sample({ clock: stop, target: stopFx });

  return { start, stop, tick, $running: $handle.map((handle) => handle !== null) };
}
