// What the panel reads once a second: the connection, frames per second by code and the newest
// frames matching the filter (from the recorder live, from the recording during a replay), and
// the state hash of the lists (computed again only when a list changed).
import { createEffect, createEvent, createStore, sample, type Store } from "effector";
import { countsByCode, newestFirstOf, newestFrames, type CodeCount, type FrameFilter } from "../lib/frame-stats";
import type { ListsState, Recorder } from "../lib/recorder";
import type { FrameLine } from "../lib/recording-types";
import type { ReplayProgress } from "../lib/replayer";
import { stateHashOf } from "../lib/state-hash";
import type { AppLinks } from "./app-links";
import type { LoadedRecording } from "./replay-model";

export const INSPECTED_FRAMES = 100;

export interface PanelView {
  connection: { status: string; reconnectAttempt: number };
  counts: CodeCount[];
  frames: FrameLine[];
  /** Lines kept and lines received by the recorder (live), or applied and total (replay). */
  kept: number;
  received: number;
}

interface ViewSources {
  recorder: Recorder | null;
  replay: { loaded: LoadedRecording; progress: ReplayProgress } | null;
  filter: FrameFilter;
}

export function createInspectorModel(links: AppLinks, sources: { $recorder: Store<Recorder | null>; $replay: Store<ViewSources["replay"]> }) {
  const ticked = createEvent();
  const filterChanged = createEvent<FrameFilter>();
  const $filter = createStore<FrameFilter>({ code: null, matchId: null }).on(filterChanged, (_, filter) => filter);

  // The socket's state and the clock are read by an effect at each tick; the view is derived.
  const readFx = createEffect(() => ({ now: links.now(), connection: { status: links.socket.status, reconnectAttempt: links.socket.reconnectAttempt } }));
  const $read = createStore({ now: 0, connection: { status: "idle", reconnectAttempt: 0 } }).on(readFx.doneData, (_, read) => read);
  sample({ clock: ticked, target: readFx });

  const viewOf = ({ recorder, replay, filter, read: { now, connection } }: ViewSources & { read: typeof $read.defaultState }): PanelView => {
    if (replay) {
      const { lines } = replay.loaded.recording;
      const { index, at } = replay.progress;
      const kept = Math.min(index, lines.length);
      const counts = countsByCode(newestFirstOf(lines, kept), at);
      return { connection, counts, frames: newestFrames(newestFirstOf(lines, kept), filter, INSPECTED_FRAMES), kept, received: lines.length };
    }
    if (!recorder) return { connection, counts: [], frames: [], kept: 0, received: 0 };
    return {
      connection,
      counts: countsByCode(recorder.newestFirst(), now),
      frames: newestFrames(recorder.newestFirst(), filter, INSPECTED_FRAMES),
      kept: recorder.size,
      received: recorder.received,
    };
  };
  const $view = createStore<PanelView | null>(null, { serialize: "ignore" });
  sample({ clock: [readFx.done, filterChanged], source: { recorder: sources.$recorder, replay: sources.$replay, filter: $filter, read: $read }, fn: viewOf, target: $view });

  let hashed: { lists: ListsState; hash: string } | null = null;
  const hashOf = (lists: ListsState) => {
    if (hashed?.lists.football !== lists.football || hashed.lists.basketball !== lists.basketball) {
      hashed = { lists, hash: stateHashOf({ football: lists.football.values(), basketball: lists.basketball.values() }) };
    }
    return hashed.hash;
  };
  const $hash = createStore<string>("", { serialize: "ignore" });
  sample({ clock: ticked, source: links.$todayLists, fn: hashOf, target: $hash });

  return { ticked, filterChanged, $filter, $view, $hash };
}
