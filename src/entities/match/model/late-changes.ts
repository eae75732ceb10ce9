// What changed a sport's rows lately, with when: each match's last full score push and the
// partial ones after it, and the living changes and refreshed records of the last
// LIST_REFRESH_MS. A list reply asked for before a change is older than it, so
// lib/merge-list-reply applies the change over it again.
//
// Kept in place in one private record per sport (about one entry per match), read only when a
// list reply lands; copying it, or allocating per push, would cost the stream what lib/match-map
// saves.
import { createEffect, createStore, sample, type Event, type Store } from "effector";
import { livingEditsOf, type LivingChange } from "@/entities/live-room/@x/match";
import { LIST_REFRESH_MS } from "../api/match-list-requests";
import { isOvertimeUpdate } from "../lib/apply-overtime-score";
import type { LateChanges, TimedEdit, TimedPush, TimedRecord } from "../lib/merge-list-reply";
import type { ListPush, Match, ScoreUpdate } from "./match-types";

/** Partial pushes (basketball's overtime) kept per match after its last full one. */
export const PUSHES_KEPT_PER_MATCH = 8;

/** A score push that sets every live field (status, minute, note, both scores): what came before it no longer matters. */
const isFullPush = (push: ListPush): push is ScoreUpdate =>
  !isOvertimeUpdate(push) && push.statusId > 0 && push.homeScore.length > 0 && push.awayScore.length > 0;

type KeptChanges = {
  fullPushedAt: Map<number, number>;
  fullPush: Map<number, ScoreUpdate>;
  partialPushes: Map<number, TimedPush[]>;
  edits: TimedEdit[];
  refreshed: Map<number, TimedRecord>;
};

const newRecord = (): KeptChanges => ({ fullPushedAt: new Map(), fullPush: new Map(), partialPushes: new Map(), edits: [], refreshed: new Map() });

function keepPushes({ fullPushedAt, fullPush, partialPushes }: KeptChanges, updates: readonly ListPush[], at: number) {
  for (const push of updates) {
    if (isFullPush(push)) {
      fullPushedAt.set(push.matchId, at);
      fullPush.set(push.matchId, push);
      if (partialPushes.size > 0) partialPushes.delete(push.matchId);
      continue;
    }
    const kept = partialPushes.get(push.matchId);
    if (!kept) partialPushes.set(push.matchId, [{ at, push }]);
    else if (kept.push({ at, push }) > PUSHES_KEPT_PER_MATCH) kept.shift();
  }
}

// A cached reply older than LIST_REFRESH_MS is fetched again before use, so older edits are never needed.
function keepEdits(edits: TimedEdit[], change: LivingChange, at: number) {
  for (const [matchId, edit] of livingEditsOf(change)) edits.push({ at, matchId, edit });
  let stale = 0;
  while (stale < edits.length && edits[stale]!.at < at - LIST_REFRESH_MS) stale++;
  if (stale > 0) edits.splice(0, stale);
}

// Refreshes are rare (a goal, a card, a VAR check), so the map is pruned as each one comes.
function keepRecord(refreshed: Map<number, TimedRecord>, record: Match, at: number) {
  refreshed.delete(record.matchId); // re-inserted last: the map stays oldest first
  refreshed.set(record.matchId, { at, record });
  for (const [matchId, kept] of refreshed) {
    if (kept.at >= at - LIST_REFRESH_MS) break;
    refreshed.delete(matchId);
  }
}

export interface LateChangeSources {
  flushed: Event<readonly ListPush[]>;
  livingChanged: Event<LivingChange>;
  matchRefreshed: Event<Match>;
}

export function createLateChanges({ flushed, livingChanged, matchRefreshed }: LateChangeSources): Store<LateChanges> {
  // Effects read the clock.
  const stampPushesFx = createEffect((updates: readonly ListPush[]) => ({ updates, at: Date.now() }));
  const stampLivingFx = createEffect((change: LivingChange) => ({ change, at: Date.now() }));
  const stampRecordFx = createEffect((record: Match) => ({ record, at: Date.now() }));
  sample({ clock: flushed, target: stampPushesFx });
  sample({ clock: livingChanged, target: stampLivingFx });
  sample({ clock: matchRefreshed, target: stampRecordFx });

  // The record is made on first use, so scopes never share one.
  const $record = createStore<KeptChanges | null>(null, { serialize: "ignore" })
    .on(stampPushesFx.doneData, (record, { updates, at }) => {
      const kept = record ?? newRecord();
      keepPushes(kept, updates, at);
      return kept;
    })
    .on(stampLivingFx.doneData, (record, { change, at }) => {
      const kept = record ?? newRecord();
      keepEdits(kept.edits, change, at);
      return kept;
    })
    .on(stampRecordFx.doneData, (record, { record: refreshed, at }) => {
      const kept = record ?? newRecord();
      keepRecord(kept.refreshed, refreshed, at);
      return kept;
    });
  const none: LateChanges = newRecord();
  return $record.map((record) => record ?? none);
}
