// Keyed one-shot timers as Effector units. Scheduling a key again replaces (clears) its timer,
// so effects never pile up; nothing stays in flight, so `allSettled` does not wait for a timer
// (a 3-minute VAR marker must not hold a test or a startup).
import { attach, createEvent, createStore, sample, scopeBind, type Event, type EventCallable, type Store } from "effector";

type Handle = ReturnType<typeof setTimeout>;

export interface Timeout<T> {
  key: string;
  ms: number;
  payload: T;
}

export interface KeyedTimers<T> {
  scheduled: EventCallable<Timeout<T>>;
  expired: Event<T>;
}

export function createKeyedTimers<T>(): KeyedTimers<T> {
  const scheduled = createEvent<Timeout<T>>();
  const fired = createEvent<{ key: string; payload: T }>();
  const $handles = createStore<ReadonlyMap<string, Handle>>(new Map(), { serialize: "ignore" });

  const scheduleFx = attach({
    source: $handles,
    effect: (handles, { key, ms, payload }: Timeout<T>) => {
      const previous = handles.get(key);
      if (previous !== undefined) clearTimeout(previous);
      // Bound inside the handler, so the timer reports to the scope that scheduled it.
      const fire = scopeBind(fired, { safe: true });
      return { key, handle: setTimeout(() => fire({ key, payload }), ms) };
    },
  });

  $handles
    .on(scheduleFx.doneData, (handles, { key, handle }) => new Map(handles).set(key, handle))
    .on(fired, (handles, { key }) => {
      const copy = new Map(handles);
      copy.delete(key);
      return copy;
    });

  sample({ clock: scheduled, target: scheduleFx });
  const expired = sample({ clock: fired, fn: ({ payload }) => payload });
  return { scheduled, expired };
}

/**
 * Marks by id (a match's push highlight, say) that clear themselves `$ms` after they were last
 * set (a second goal restarts the highlight). Unchanged maps are returned as is, so rows keyed by
 * id do not re-render.
 */
export function createTimedMarks<T>(marked: Event<{ id: number; value: T }>, $ms: Store<number>): Store<ReadonlyMap<number, T>> {
  const timers = createKeyedTimers<number>();
  const $marks = createStore<ReadonlyMap<number, T>>(new Map())
    .on(marked, (marks, { id, value }) => (marks.get(id) === value ? marks : new Map(marks).set(id, value)))
    .on(timers.expired, (marks, id) => {
      if (!marks.has(id)) return marks;
      const copy = new Map(marks);
      copy.delete(id);
      return copy;
    });
  sample({
    clock: marked,
    source: $ms,
    fn: (ms, { id }): Timeout<number> => ({ key: String(id), ms, payload: id }),
    target: timers.scheduled,
  });
  return $marks;
}
