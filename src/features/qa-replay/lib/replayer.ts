// Plays a recording's lines into a sink at 1×, 10× or as fast as possible, with pause, single
// step and seek (back to the start state, then every line up to the time). Speed changes how the
// lines are spaced, never what they do: before a refreshed record the replay waits until the
// pushes emitted before it were applied (the lists apply pushes at their next flush, about a
// frame later), as they had been when the record was applied live; the other lines do not
// depend on that timing (a push and a living change touch different fields).
import { batchedSportOf } from "./frame-head";
import type { RecordingLine } from "./recording-types";

export interface ReplaySink {
  /** Back to the recording's start state (its snapshot). */
  reset(): void;
  line(line: RecordingLine): void;
}

export interface ReplayProgress {
  /** Lines applied. */
  index: number;
  total: number;
  /** Replay time, ms since the recording's start. */
  at: number;
  duration: number;
  playing: boolean;
  speed: number;
  /** Every line applied and the lists settled. */
  done: boolean;
  /** Loading the start state or seeking: controls wait. */
  busy: boolean;
}

export interface ReplayerOptions {
  lines: readonly RecordingLine[];
  sink: ReplaySink;
  onProgress: (progress: ReplayProgress) => void;
  /** How long after a push the lists have surely applied it (their flush, plus a margin). */
  settleMs: number;
  now?: () => number;
  /** At full speed, how long one slice runs before the page gets a turn. */
  sliceMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createReplayer({ lines, sink, onProgress, settleMs, now = Date.now, sliceMs = 12 }: ReplayerOptions) {
  const total = lines.length;
  const duration = total ? lines[total - 1]!.at : 0;
  let index = 0;
  let speed = 1;
  let playing = false;
  let done = false;
  let busy = false;
  let baseAt = 0;
  let baseWall = 0;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pushesPending = false;
  let reportedAt = -Infinity;

  const clock = () => (playing && speed !== Infinity ? Math.min(duration, baseAt + (now() - baseWall) * speed) : baseAt);
  const progress = (): ReplayProgress => ({ index, total, at: clock(), duration, playing, speed, done, busy });
  function report(force = true) {
    if (!force && now() - reportedAt < 100) return;
    reportedAt = now();
    onProgress(progress());
  }
  function halt() {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
  }
  async function settle() {
    if (!pushesPending) return;
    await wait(settleMs);
    pushesPending = false;
  }
  function emit(line: RecordingLine) {
    sink.line(line);
    index += 1;
    if (line.kind === "frame" && batchedSportOf(line.code)) pushesPending = true;
  }

  /** Applies lines while `more(line)`; false when cancelled by another command. */
  async function applyWhile(more: (line: RecordingLine) => boolean, run: number): Promise<boolean> {
    let sliceStart = now();
    while (index < total && more(lines[index]!)) {
      const line = lines[index]!;
      if (line.kind === "refreshed" && pushesPending) {
        await settle();
        if (run !== generation) return false;
      }
      emit(line);
      if (index % 256 === 0 && now() - sliceStart > sliceMs) {
        report(false);
        await wait(0);
        if (run !== generation) return false;
        sliceStart = now();
      }
    }
    return true;
  }

  async function finish(run: number) {
    await settle();
    if (run !== generation) return;
    playing = false;
    done = true;
    baseAt = duration;
    report();
  }

  async function pump(run: number) {
    timer = undefined;
    if (run !== generation || !playing) return;
    const until = speed === Infinity ? Infinity : clock();
    if (!(await applyWhile((line) => line.at <= until, run))) return;
    if (index >= total) return finish(run);
    report(false);
    timer = setTimeout(() => void pump(run), Math.max(0, (lines[index]!.at - clock()) / speed));
  }

  /** Back to the start state, then every line up to `at`. */
  async function restart(at: number, run: number): Promise<boolean> {
    busy = true;
    done = false;
    report();
    await settle();
    if (run !== generation) return false;
    sink.reset();
    index = 0;
    if (!(await applyWhile((line) => line.at <= at, run))) return false;
    baseAt = Math.min(at, duration);
    busy = false;
    if (index >= total && total > 0) await finish(run);
    else report();
    return run === generation;
  }

  const api = {
    /** Loads the start state and plays from it; `settleFirst` waits out the live pushes still gathering. */
    async start(startSpeed: number) {
      halt();
      const run = generation;
      speed = startSpeed;
      pushesPending = true;
      if (!(await restart(-1, run))) return;
      api.play();
    },
    play() {
      if (playing || busy) return;
      if (done) return void api.seek(0).then(() => api.play());
      halt();
      playing = true;
      baseWall = now();
      report();
      void pump(generation);
    },
    pause() {
      if (!playing) return;
      baseAt = speed === Infinity ? (lines[index - 1]?.at ?? 0) : clock();
      playing = false;
      halt();
      report();
    },
    /** Applies the next line and stays paused. */
    async step() {
      if (busy) return;
      api.pause();
      if (index >= total) return;
      const run = generation;
      const next = lines[index]!;
      if (!(await applyWhile((line) => line === next, run))) return;
      baseAt = next.at;
      if (index >= total) await finish(run);
      else report();
    },
    async seek(at: number) {
      const wasPlaying = playing;
      playing = false;
      halt();
      if ((await restart(Math.max(0, at), generation)) && wasPlaying && !done) api.play();
    },
    setSpeed(next: number) {
      if (next === speed) return;
      if (!playing) {
        speed = next;
        return report();
      }
      api.pause();
      speed = next;
      api.play();
    },
    /** Stops for good (leaving the replay); lines already applied stay. */
    stop() {
      playing = false;
      halt();
    },
    progress,
  };
  return api;
}

export type Replayer = ReturnType<typeof createReplayer>;
