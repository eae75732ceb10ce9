// Recording: the socket's frame tap feeds the recorder; the lists' flushes, loads, refreshes and
// the user's follows place lines and checkpoints (lib/recorder.ts says why). Nothing is installed
// until recording starts, and stopping removes the tap.
import { createEffect, createEvent, createStore, merge, sample, type Event, type Store } from "effector";
import { SCORE_FLUSH_MS } from "@/entities/match";
import { createRecorder, type ListsState, type Recorder } from "../lib/recorder";
import { serializeRecording } from "../lib/recording-format";
import { stateHashOf } from "../lib/state-hash";
import type { AppLinks } from "./app-links";

export interface RecordingExport {
  text: string;
  stateHash: string;
  lines: number;
  skipped: number;
  startedAt: number;
}

export function createRecordingModel(links: AppLinks, $live: Store<boolean>) {
  const { lists, socket, now, $todayLists } = links;
  const recordingStarted = createEvent<number>();
  const recordingStopped = createEvent();
  const checkpointWanted = createEvent();
  const exportRequested = createEvent();

  const startFx = createEffect((capacity: number) => {
    const recorder = createRecorder({ capacity, onCheckpointWanted: links.bind(checkpointWanted) });
    socket.setFrameTap((bytes, receivedAt) => recorder.frame(bytes, receivedAt));
    return recorder;
  });
  const stopFx = createEffect(() => socket.setFrameTap(null));
  const $recorder = createStore<Recorder | null>(null, { serialize: "ignore" })
    .on(startFx.doneData, (_, recorder) => recorder)
    .reset(recordingStopped);
  sample({ clock: recordingStarted, target: startFx });
  sample({ clock: recordingStopped, target: stopFx });

  const checkpointFx = createEffect(({ recorder, lists: state, reset }: { recorder: Recorder; lists: ListsState; reset: boolean }) =>
    recorder.checkpoint(state, now(), { reset }),
  );
  // A list as the model took it (a reply merged with what was pushed since it was asked for).
  const listed = merge([lists.football.today.listed, lists.basketball.today.listed]);
  // While a replay runs, the lists are the replay's: nothing of it is recorded.
  const $active = sample({ source: { recorder: $recorder, live: $live }, fn: ({ recorder, live }) => (live ? recorder : null) });
  const checkpointOn = (clock: Event<unknown>, reset: boolean) =>
    sample({
      clock,
      source: { recorder: $active, lists: $todayLists },
      filter: ({ recorder }) => recorder !== null,
      fn: ({ recorder, lists: state }) => ({ recorder: recorder!, lists: state, reset }),
      target: checkpointFx,
    });
  // The first checkpoint waits one flush: score pushes that arrived before the tap was installed
  // may still sit in the lists' 16 ms buffer, and would land after a checkpoint taken at once with
  // no line of theirs in the file (the replay would then miss them).
  const settleFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, SCORE_FLUSH_MS + 4)));
  sample({ clock: startFx.done, target: settleFx });
  checkpointOn(settleFx.done, true);
  checkpointOn(listed, true);
  checkpointOn(checkpointWanted, false);

  const flushedFx = createEffect(({ recorder, sport }: { recorder: Recorder; sport: "football" | "basketball" }) => recorder.flushed(sport));
  for (const sport of links.sports) {
    sample({ clock: lists[sport].pushesApplied, source: $recorder, filter: Boolean, fn: (recorder) => ({ recorder: recorder!, sport }), target: flushedFx });
  }
  const refreshedFx = createEffect(({ recorder, match }: { recorder: Recorder; match: Parameters<Recorder["refreshed"]>[0] }) => recorder.refreshed(match, now()));
  sample({
    clock: merge([lists.football.matchRefreshed, lists.basketball.matchRefreshed]),
    source: $active,
    filter: Boolean,
    fn: (recorder, match) => ({ recorder: recorder!, match }),
    target: refreshedFx,
  });
  const followedFx = createEffect(({ recorder, change }: { recorder: Recorder; change: Parameters<Recorder["followed"]>[0] }) => recorder.followed(change, now()));
  sample({ clock: links.matchFollowChanged, source: $active, filter: Boolean, fn: (recorder, change) => ({ recorder: recorder!, change }), target: followedFx });

  // The file and the hash are taken at the same moment: the lines the lists have applied, and
  // the lists they made (pushes still gathering are in neither).
  const exportFx = createEffect(({ recorder, lists: state }: { recorder: Recorder; lists: ListsState }): RecordingExport => {
    const taken = recorder.exported();
    if (!taken) throw new Error("还没有可导出的录制");
    const stateHash = stateHashOf({ football: state.football.values(), basketball: state.basketball.values() });
    const text = serializeRecording({ startedAt: taken.startedAt, snapshot: taken.snapshot, lines: taken.lines, stateHash });
    return { text, stateHash, lines: taken.lines.length, skipped: taken.skipped, startedAt: taken.startedAt };
  });
  sample({
    clock: exportRequested,
    source: { recorder: $active, lists: $todayLists },
    filter: ({ recorder }) => recorder !== null,
    fn: ({ recorder, lists: state }) => ({ recorder: recorder!, lists: state }),
    target: exportFx,
  });

  const $lastExport = createStore<Omit<RecordingExport, "text"> | null>(null)
    .on(exportFx.doneData, (_, { text: _text, ...done }) => done)
    .reset(exportFx.fail);
  const $exportError = createStore<string | null>(null).on(exportFx.failData, (_, error) => error.message).reset(exportFx.done);

  return { recordingStarted, recordingStopped, exportRequested, exportFx, $recorder, $lastExport, $exportError };
}
