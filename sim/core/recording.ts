// Recording and replay of pushed frames (docs/wire-protocol.md, "Recording and replay"): JSON
// lines {"at": <ms since start>, "frame": "<base64 SocketMessage>"}. The sim writes frame lines
// only; it reads the app's exports too: their header (format version, the client's list
// snapshot) and closing state hash, and the client-side lines (a refreshed record, a follow),
// which a socket cannot replay and are skipped.

import { base64ToBytes, bytesToBase64 } from "./base64";
import { audienceOf, type FrameListener, type SimFrame } from "./engine/frames";
import type { SocketMessage } from "./model";
import { kanqiu } from "#wire/codec";

export interface RecordingLine {
  /** Ms since the recording started (simulated time). */
  at: number;
  /** Base64 of the kanqiu.SocketMessage bytes. */
  frame: string;
}

export interface FrameSource {
  onFrame(listener: FrameListener): () => void;
  /** Sim time; the recording's zero. Without it, the first frame's timestamp is zero. */
  now?(): number;
}

export interface Recorder {
  readonly lines: readonly RecordingLine[];
  /** Stops listening (lines stay). */
  stop(): void;
  /** The recording as JSON lines, newline-terminated. */
  toJsonLines(): string;
}

export function createRecorder(source: FrameSource): Recorder {
  const lines: RecordingLine[] = [];
  let start = source.now?.();
  const unsubscribe = source.onFrame((frame) => {
    const ts = frame.message.timestamp ?? 0;
    start ??= ts;
    lines.push({ at: Math.max(0, Math.round(ts - start)), frame: bytesToBase64(frame.bytes) });
  });
  return {
    lines,
    stop: unsubscribe,
    toJsonLines: () => lines.map((l) => JSON.stringify({ at: l.at, frame: l.frame })).join("\n") + (lines.length ? "\n" : ""),
  };
}

export interface ParsedRecordingLine {
  at: number;
  frame: SimFrame;
}

/** The recording format version a header names (`{"kanqiuRecording": 1, …}`). */
export const RECORDING_VERSION = 1;

/** Lines of the app's exports the sim cannot replay: they are the client's, not the socket's. */
const CLIENT_LINE_KEYS = ["refreshed", "followed"] as const;

/**
 * Parses a recording: frame lines, plus an optional header as the first line and an optional
 * `{"stateHash"}` as the last (blank lines ignored). Throws with the line number on a bad line or
 * a header of another version.
 */
export function parseRecording(text: string): ParsedRecordingLine[] {
  const out: ParsedRecordingLine[] = [];
  const lines = text.split(/\r?\n/);
  const filled = lines.flatMap((raw, index) => (raw.trim() ? [index] : []));
  const first = filled[0];
  const last = filled[filled.length - 1];
  for (const index of filled) {
    try {
      const parsed = JSON.parse(lines[index]!) as Record<string, unknown>;
      if (parsed === null || typeof parsed !== "object") throw new Error("not an object");
      if ("kanqiuRecording" in parsed) {
        if (index !== first) throw new Error("a header belongs on the first line");
        if (parsed.kanqiuRecording !== RECORDING_VERSION) throw new Error(`recording version ${String(parsed.kanqiuRecording)} is not ${RECORDING_VERSION}`);
        continue;
      }
      if ("stateHash" in parsed) {
        if (index !== last) throw new Error("a state hash belongs on the last line");
        continue;
      }
      if (typeof parsed.at === "number" && CLIENT_LINE_KEYS.some((key) => key in parsed)) continue;
      if (typeof parsed.at !== "number" || typeof parsed.frame !== "string") throw new Error("needs numeric at and string frame");
      const bytes = base64ToBytes(parsed.frame);
      const decoded = kanqiu.SocketMessage.decode(bytes);
      const message = kanqiu.SocketMessage.toObject(decoded, { defaults: false, arrays: true }) as SocketMessage;
      out.push({ at: parsed.at, frame: { audience: audienceOf(message.type ?? 0), message, bytes } });
    } catch (err) {
      throw new Error(`recording line ${index + 1}: ${(err as Error).message}`);
    }
  }
  return out;
}

export interface ReplayOptions {
  /** Time scale; 2 plays twice as fast. Infinity emits everything synchronously. Default 1. */
  speed?: number;
}

export interface ReplayHandle {
  stop(): void;
  /** Resolves when every line was emitted or the replay was stopped. */
  done: Promise<void>;
}

/** Emits each line's frame at its `at` (scaled by speed) from now on, in order. */
export function replayRecording(lines: readonly ParsedRecordingLine[], emit: (frame: SimFrame) => void, options: ReplayOptions = {}): ReplayHandle {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new Error(`bad replay speed ${speed}`);
  if (speed === Infinity) {
    for (const line of lines) emit(line.frame);
    return { stop: () => {}, done: Promise.resolve() };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const startedAt = Date.now();
  let i = 0;
  const pump = () => {
    timer = undefined;
    const elapsed = (Date.now() - startedAt) * speed;
    while (!stopped && i < lines.length && (lines[i] as ParsedRecordingLine).at <= elapsed) emit((lines[i++] as ParsedRecordingLine).frame);
    if (stopped || i >= lines.length) return finish();
    timer = setTimeout(pump, Math.max(0, ((lines[i] as ParsedRecordingLine).at - elapsed) / speed));
  };
  pump();
  return {
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      finish();
    },
    done,
  };
}
