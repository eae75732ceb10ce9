// When each match of a sport was last pushed (unix ms), stamped once per flush for both lists:
// a list reply asked for before that is older than the row (lib/merge-list-reply). Filled in
// place: a private record, one entry per match, read only when a list reply lands.
import { createEffect, createStore, sample, type Event, type Store } from "effector";

export function createPushedAt(flushed: Event<readonly { matchId: number }[]>): Store<ReadonlyMap<number, number>> {
  // An effect reads the clock.
  const stampFx = createEffect((updates: readonly { matchId: number }[]) => ({ updates, at: Date.now() }));
  sample({ clock: flushed, target: stampFx });
  return createStore<Map<number, number>>(new Map(), { serialize: "ignore" }).on(stampFx.doneData, (pushedAt, { updates, at }) => {
    for (const { matchId } of updates) pushedAt.set(matchId, at);
    return pushedAt;
  });
}
