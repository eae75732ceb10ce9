// What changed a sport's rows lately, with when: each match's pushes since its last full score
// push, and the living changes of the last LIST_REFRESH_MS. A list reply asked for before a change
// is older than it, so lib/merge-list-reply applies the change over the reply again.
//
// Kept in place in one private record per sport (about one entry per match), read only when a
// list reply lands; copying it per push would cost what lib/match-map saves.
import { createEffect, createStore, sample, type Event, type Store } from "effector";
import { livingEditsOf, type LivingChange } from "@/entities/live-room/@x/match";
import { LIST_REFRESH_MS } from "../api/match-list-requests";
import { isOvertimeUpdate } from "../lib/apply-overtime-score";
import type { LateChanges, TimedEdit, TimedPush } from "../lib/merge-list-reply";
import type { ListPush } from "./match-types";

/** Partial pushes (basketball's overtime) kept per match after its last full one. */
export const PUSHES_KEPT_PER_MATCH = 8;

/** A score push that sets every live field (status, minute, note, both scores): what came before it no longer matters. */
const isFullPush = (push: ListPush) =>
  !isOvertimeUpdate(push) && push.statusId > 0 && push.homeScore.length > 0 && push.awayScore.length > 0;

function keepPushes(pushes: Map<number, TimedPush[]>, updates: readonly ListPush[], at: number) {
  for (const push of updates) {
    const kept = pushes.get(push.matchId);
    if (!kept || isFullPush(push)) {
      pushes.set(push.matchId, [{ at, push }]);
      continue;
    }
    kept.push({ at, push });
    if (kept.length > PUSHES_KEPT_PER_MATCH) kept.shift();
  }
}

// A cached reply older than LIST_REFRESH_MS is fetched again before use, so older edits are never needed.
function keepEdits(edits: TimedEdit[], change: LivingChange, at: number) {
  for (const [matchId, edit] of livingEditsOf(change)) edits.push({ at, matchId, edit });
  let stale = 0;
  while (stale < edits.length && edits[stale]!.at < at - LIST_REFRESH_MS) stale++;
  if (stale > 0) edits.splice(0, stale);
}

export function createLateChanges({ flushed, livingChanged }: { flushed: Event<readonly ListPush[]>; livingChanged: Event<LivingChange> }): Store<LateChanges> {
  // Effects read the clock.
  const stampPushesFx = createEffect((updates: readonly ListPush[]) => ({ updates, at: Date.now() }));
  const stampLivingFx = createEffect((change: LivingChange) => ({ change, at: Date.now() }));
  sample({ clock: flushed, target: stampPushesFx });
  sample({ clock: livingChanged, target: stampLivingFx });

  // The record is made on first use, so scopes never share one.
  type Record = { pushes: Map<number, TimedPush[]>; edits: TimedEdit[] };
  const $record = createStore<Record | null>(null, { serialize: "ignore" })
    .on(stampPushesFx.doneData, (record, { updates, at }) => {
      const kept = record ?? { pushes: new Map(), edits: [] };
      keepPushes(kept.pushes, updates, at);
      return kept;
    })
    .on(stampLivingFx.doneData, (record, { change, at }) => {
      const kept = record ?? { pushes: new Map(), edits: [] };
      keepEdits(kept.edits, change, at);
      return kept;
    });
  const none: LateChanges = { pushes: new Map(), edits: [] };
  return $record.map((record) => record ?? none);
}
