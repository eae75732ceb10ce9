// Replay: a file is read and checked whole before anything changes (a bad one leaves a message and
// the live connection as it was). Entering the replay disconnects the live socket and holds back
// the lists' background refreshes (the server's records would mix into the recorded state);
// leaving puts back the lists as they were, the refreshes, and the connection.
import { createEffect, createEvent, createStore, merge, sample } from "effector";
import { SCORE_FLUSH_MS, TODAY_LIST_KEY, type Match } from "@/entities/match";
import type { ListsState } from "../lib/recorder";
import { readRecordingFile } from "../lib/recording-format";
import { RecordingError, type Recording } from "../lib/recording-types";
import { createReplayer, type Replayer, type ReplayProgress } from "../lib/replayer";
import { stateHashOf } from "../lib/state-hash";
import type { AppLinks } from "./app-links";
import { createReplaySink } from "./replay-sink";

export interface LoadedRecording {
  name: string;
  size: number;
  recording: Recording;
}

interface ReplaySession {
  replayer: Replayer;
  /** The live lists when the replay began, put back when it is left. */
  saved: ListsState;
  restoreRefreshes: () => void;
}

export type ReplayCommand = { type: "play" | "pause" | "step" } | { type: "seek"; at: number } | { type: "speed"; speed: number };

export function createReplayModel(links: AppLinks) {
  const ownLoads = new WeakSet<readonly Match[]>();
  const fileChosen = createEvent<Blob>();
  const replayStarted = createEvent<number>();
  const replayLeft = createEvent();
  const commanded = createEvent<ReplayCommand>();
  const progressed = createEvent<ReplayProgress>();

  const readFileFx = createEffect(async (file: Blob): Promise<LoadedRecording> => ({
    name: (file as File).name || "recording.jsonl",
    size: file.size,
    recording: await readRecordingFile(file),
  }));
  const $loaded = createStore<LoadedRecording | null>(null, { serialize: "ignore" }).on(readFileFx.doneData, (_, loaded) => loaded);
  const $error = createStore<string | null>(null)
    .on(readFileFx.failData, (_, error) => (error instanceof RecordingError ? error.message : `无法读取文件：${error.message}`))
    .reset(fileChosen);
  const $session = createStore<ReplaySession | null>(null, { serialize: "ignore" });
  const $replaying = $session.map(Boolean);
  // A file is read only outside a replay; a bad one leaves the one loaded before.
  sample({ clock: fileChosen, filter: $replaying.map((on) => !on), target: readFileFx });

  const enterFx = createEffect(async ({ loaded, lists, speed }: { loaded: LoadedRecording; lists: ListsState; speed: number }): Promise<ReplaySession> => {
    links.socket.disconnect();
    // Live pushes received just before the disconnect wait in the lists' 16 ms buffer: let them
    // land before the snapshot does, or they would land on top of it.
    await new Promise((resolve) => setTimeout(resolve, SCORE_FLUSH_MS + 4));
    const originals = links.refreshes.map((refresh) => refresh.fetchMatchInfoFx.use.getCurrent());
    for (const refresh of links.refreshes) refresh.fetchMatchInfoFx.use(async () => null);
    const start = loaded.recording.snapshot ?? { football: [...lists.football.values()], basketball: [...lists.basketball.values()] };
    const replayer = createReplayer({
      lines: loaded.recording.lines,
      sink: createReplaySink(links, start, ownLoads),
      onProgress: links.bind(progressed),
      settleMs: SCORE_FLUSH_MS + 4,
      now: links.now,
    });
    void replayer.start(speed);
    return { replayer, saved: lists, restoreRefreshes: () => links.refreshes.forEach((refresh, i) => refresh.fetchMatchInfoFx.use(originals[i]!)) };
  });
  sample({
    clock: replayStarted,
    source: { loaded: $loaded, lists: links.$todayLists, session: $session },
    filter: ({ loaded, session }) => loaded !== null && session === null,
    fn: ({ loaded, lists }, speed) => ({ loaded: loaded!, lists, speed }),
    target: enterFx,
  });
  // Reset as the leaving starts (before it loads the saved lists, which the recorder then sees).
  $session.on(enterFx.doneData, (_, session) => session);

  const leaveFx = createEffect((session: ReplaySession) => {
    session.replayer.stop();
    session.restoreRefreshes();
    for (const sport of links.sports) links.bind(links.lists[sport].today.loaded)({ key: TODAY_LIST_KEY, matches: [...session.saved[sport].values()] });
    links.socket.connect();
  });
  sample({ clock: replayLeft, source: $session, filter: Boolean, fn: (session) => session!, target: leaveFx });
  $session.reset(leaveFx);
  // The lists on screen are fetched again, as after a reconnect that follows a drop: the live
  // rows moved on while the replay ran.
  sample({ clock: leaveFx.done, target: links.liveResyncNeeded });

  const commandFx = createEffect(({ session, command }: { session: ReplaySession; command: ReplayCommand }) => {
    const { replayer } = session;
    switch (command.type) {
      case "play":
        return replayer.play();
      case "pause":
        return replayer.pause();
      case "step":
        return void replayer.step();
      case "seek":
        return void replayer.seek(command.at);
      case "speed":
        return replayer.setSpeed(command.speed);
    }
  });
  sample({ clock: commanded, source: $session, filter: Boolean, fn: (session, command) => ({ session: session!, command }), target: commandFx });

  // The app loaded a list from the server meanwhile (its periodic refresh, a page opened): the
  // replay's state is put back by seeking to where it stood.
  const $progress = createStore<ReplayProgress | null>(null).on(progressed, (_, progress) => progress).reset(replayLeft);
  sample({
    clock: merge([links.lists.football.today.loaded, links.lists.basketball.today.loaded]),
    source: $session,
    filter: (session, { matches }) => session !== null && !session.replayer.progress().busy && !ownLoads.has(matches),
    fn: (session) => ({ session: session!, command: { type: "seek" as const, at: session!.replayer.progress().at } }),
    target: commandFx,
  });

  // The hash once a replay has played to its end and the lists have settled.
  const $finalHash = createStore<string | null>(null)
    .on(sample({ clock: progressed, source: links.$todayLists, filter: (_, p) => p.done && !p.busy, fn: (lists) => stateHashOf({ football: lists.football.values(), basketball: lists.basketball.values() }) }), (_, hash) => hash)
    .reset(replayStarted, replayLeft, commanded.filter({ fn: ({ type }) => type === "seek" || type === "play" || type === "step" }));

  return { fileChosen, readFileFx, $loaded, $error, replayStarted, replayLeft, commanded, $replaying, $progress, $finalHash };
}
