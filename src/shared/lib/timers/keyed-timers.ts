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
  /** Several at once (one effect call for a batch). */
  scheduledMany: EventCallable<readonly Timeout<T>[]>;
  expired: Event<T>;
}

export function createKeyedTimers<T>(): KeyedTimers<T> {
  const scheduled = createEvent<Timeout<T>>();
  const scheduledMany = createEvent<readonly Timeout<T>[]>();
  const fired = createEvent<{ key: string; payload: T }>();
  const $handles = createStore<ReadonlyMap<string, Handle>>(new Map(), { serialize: "ignore" });

  const scheduleFx = attach({
    source: $handles,
    effect: (handles, timeouts: readonly Timeout<T>[]) => {
      // Bound inside the handler, so the timers report to the scope that scheduled them.
      const fire = scopeBind(fired, { safe: true });
      return timeouts.map(({ key, ms, payload }) => {
        const previous = handles.get(key);
        if (previous !== undefined) clearTimeout(previous);
        return { key, handle: setTimeout(() => fire({ key, payload }), ms) };
      });
    },
  });

  $handles
    .on(scheduleFx.doneData, (handles, started) => {
      const copy = new Map(handles);
      for (const { key, handle } of started) copy.set(key, handle);
      return copy;
    })
    .on(fired, (handles, { key }) => {
      const copy = new Map(handles);
      copy.delete(key);
      return copy;
    });

  sample({ clock: scheduled, fn: (timeout) => [timeout], target: scheduleFx });
  sample({ clock: scheduledMany, filter: (timeouts) => timeouts.length > 0, target: scheduleFx });
  const expired = sample({ clock: fired, fn: ({ payload }) => payload });
  return { scheduled, scheduledMany, expired };
}

export interface Mark<T> {
  id: number;
  value: T;
}

/** Marks held back until `on` fires, then released together; nothing is held when none came. */
function heldUntil<T>(marked: Event<Mark<T>>, on: Event<unknown>): Event<readonly Mark<T>[]> {
  // Filled in place, as a private buffer never rendered; the shared empty array is never written.
  const NONE: Mark<T>[] = [];
  const $held = createStore<Mark<T>[]>(NONE, { serialize: "ignore" }).on(marked, (held, mark) => {
    if (held === NONE) return [mark];
    held.push(mark);
    return held;
  });
  const released = sample({ clock: on, source: $held, filter: (held) => held !== NONE });
  $held.reset(released);
  return released;
}

/**
 * Marks by id (a match's push highlight, say) that clear themselves `$ms` after they were last
 * set (a second goal restarts the highlight). Unchanged maps are returned as is, so rows keyed by
 * id do not re-render. With `shownOn`, marks land only when it fires (e.g. with the pushes they
 * come from, so a row changes once, not once for the mark and again for the push).
 */
export function createTimedMarks<T>(marked: Event<Mark<T>>, $ms: Store<number>, shownOn?: Event<unknown>): Store<ReadonlyMap<number, T>> {
  const timers = createKeyedTimers<number>();
  const landed: Event<readonly Mark<T>[]> = shownOn ? heldUntil(marked, shownOn) : marked.map((mark) => [mark]);
  const $marks = createStore<ReadonlyMap<number, T>>(new Map())
    .on(landed, (marks, batch) => {
      let next = marks;
      for (const { id, value } of batch) {
        if (next.get(id) === value) continue;
        if (next === marks) next = new Map(marks);
        (next as Map<number, T>).set(id, value);
      }
      return next;
    })
    .on(timers.expired, (marks, id) => {
      if (!marks.has(id)) return marks;
      const copy = new Map(marks);
      copy.delete(id);
      return copy;
    });
  sample({
    clock: landed,
    source: $ms,
    fn: (ms, batch): Timeout<number>[] => batch.map(({ id }) => ({ key: String(id), ms, payload: id })),
    target: timers.scheduledMany,
  });
  return $marks;
}
