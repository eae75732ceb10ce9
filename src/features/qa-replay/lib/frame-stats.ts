// What the panel shows of the frames: counts per code over the last second, the newest frames
// matching a filter, and one frame decoded to readable JSON.
import { kanqiu } from "#wire/codec";
import type { FrameLine, RecordingLine } from "./recording-types";

export interface CodeCount {
  code: number;
  count: number;
}

/** Frames per code with `at` in (until − windowMs, until], most frequent first. */
export function countsByCode(newestFirst: Iterable<RecordingLine>, until: number, windowMs = 1000): CodeCount[] {
  const counts = new Map<number, number>();
  for (const line of newestFirst) {
    if (line.at <= until - windowMs) break;
    if (line.kind === "frame" && line.at <= until) counts.set(line.code, (counts.get(line.code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || a.code - b.code);
}

export interface FrameFilter {
  code: number | null;
  matchId: number | null;
}

export function newestFrames(newestFirst: Iterable<RecordingLine>, { code, matchId }: FrameFilter, limit: number): FrameLine[] {
  const out: FrameLine[] = [];
  for (const line of newestFirst) {
    if (out.length >= limit) break;
    if (line.kind !== "frame") continue;
    if ((code === null || line.code === code) && (matchId === null || line.matchId === matchId)) out.push(line);
  }
  return out;
}

/** Lines [0, end) newest first, without copying them. */
export function* newestFirstOf(lines: readonly RecordingLine[], end: number): Generator<RecordingLine> {
  for (let i = Math.min(end, lines.length) - 1; i >= 0; i--) yield lines[i]!;
}

/** The frame as the schema reads it, fields at their defaults left out; bad bytes say so. */
export function frameJson(bytes: Uint8Array): string {
  try {
    const message = kanqiu.SocketMessage.decode(bytes);
    return JSON.stringify(kanqiu.SocketMessage.toObject(message, { defaults: false, arrays: false }), null, 2);
  } catch (error) {
    return `// 无法解码（${bytes.length} 字节）：${(error as Error).message}`;
  }
}
