// The QA recorder: inbound frames with their arrival times in a bounded ring, in the order the
// client applies them, and checkpoints of today's lists a recording can start from.
//
// Order: score, status and overtime pushes are applied at their sport's next flush (about a
// frame later), everything else at once. So a push is held until that flush and then appended:
// a checkpoint taken meanwhile does not hold it yet and the lines after it do, and a refreshed
// record applied before the flush comes before it in the file, as it came in the model.
//
// Bounds: the ring keeps `capacity` lines; a checkpoint is taken every capacity / 2 lines, so an
// export always has a checkpoint whose lines are all kept (between capacity / 2 and capacity of
// them). A list loaded from the server replaces the model: older checkpoints are dropped.
import type { Match, Sport } from "@/entities/match";
import { batchedSportOf, frameHeadOf } from "./frame-head";
import { frameProblem } from "./recording-format";
import type { ListsSnapshot, RecordingLine } from "./recording-types";
import { RingBuffer } from "./ring-buffer";

/** Today's lists as the stores hold them (immutable maps: holding one costs nothing). */
export interface ListsState {
  football: ReadonlyMap<number, Match>;
  basketball: ReadonlyMap<number, Match>;
}

interface Checkpoint {
  /** Absolute ring index of the first line after it. */
  index: number;
  startedAt: number;
  lists: ListsState;
}

export interface RecorderExport {
  startedAt: number;
  snapshot: ListsSnapshot;
  /** `at` relative to startedAt. */
  lines: RecordingLine[];
  /** Frames left out: the client's decoder drops them, so they changed nothing. */
  skipped: number;
}

export interface RecorderOptions {
  capacity: number;
  /** The ring wants a checkpoint; answer with `checkpoint()`. */
  onCheckpointWanted: () => void;
}

export function createRecorder({ capacity, onCheckpointWanted }: RecorderOptions) {
  const ring = new RingBuffer<RecordingLine>(capacity);
  const held: Record<Sport, RecordingLine[]> = { football: [], basketball: [] };
  let checkpoints: Checkpoint[] = [];
  let lastAt = 0;
  let wanted = false;

  function append(line: RecordingLine) {
    lastAt = Math.max(lastAt, line.at);
    ring.push({ ...line, at: lastAt });
    checkpoints = checkpoints.filter((c) => c.index >= ring.first);
    const latest = checkpoints[checkpoints.length - 1];
    if (!wanted && (!latest || ring.total - latest.index >= Math.max(1, Math.floor(capacity / 2)))) {
      wanted = true;
      onCheckpointWanted();
    }
  }

  return {
    capacity,
    /** The socket's frame tap: the bytes are copied (the buffer may be reused). */
    frame(bytes: Uint8Array, receivedAt: number) {
      const copy = bytes.slice();
      const line: RecordingLine = { kind: "frame", at: receivedAt, bytes: copy, ...frameHeadOf(copy) };
      const sport = batchedSportOf(line.code);
      if (sport) held[sport].push(line);
      else append(line);
    },
    /** The sport's lists applied the pushes gathered: they join the ring. */
    flushed(sport: Sport) {
      const lines = held[sport];
      held[sport] = [];
      for (const line of lines) append(line);
    },
    refreshed(match: Match, at: number) {
      append({ kind: "refreshed", at, sport: match.sport, match });
    },
    followed(change: { sport: Sport; matchId: number; hasFollow: number }, at: number) {
      append({ kind: "followed", at, ...change });
    },
    /** Today's lists now; `reset` when they were just loaded (older checkpoints no longer lead here). */
    checkpoint(lists: ListsState, at: number, { reset = false } = {}) {
      if (reset) checkpoints = [];
      checkpoints.push({ index: ring.total, startedAt: Math.max(at, lastAt), lists });
      wanted = false;
    },
    /** The longest recording the ring can still replay exactly; null before any checkpoint. */
    exported(): RecorderExport | null {
      const from = checkpoints.find((c) => c.index >= ring.first);
      if (!from) return null;
      let skipped = 0;
      const lines: RecordingLine[] = [];
      for (const line of ring.since(from.index)) {
        if (line.kind === "frame" && frameProblem(line.bytes)) skipped += 1;
        else lines.push({ ...line, at: Math.max(0, line.at - from.startedAt) });
      }
      const snapshot = { football: [...from.lists.football.values()], basketball: [...from.lists.basketball.values()] };
      return { startedAt: from.startedAt, snapshot, lines, skipped };
    },
    /** Lines kept, newest first, the pushes still held among them: what the inspector reads. */
    *newestFirst(): Generator<RecordingLine> {
      const waiting = [...held.football, ...held.basketball].sort((a, b) => b.at - a.at);
      let w = 0;
      for (let i = ring.total - 1; i >= ring.first; i--) {
        const line = ring.at(i)!;
        while (w < waiting.length && waiting[w]!.at >= line.at) yield waiting[w++]!;
        yield line;
      }
      while (w < waiting.length) yield waiting[w++]!;
    },
    get size() {
      return ring.length + held.football.length + held.basketball.length;
    },
    get received() {
      return ring.total + held.football.length + held.basketball.length;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
