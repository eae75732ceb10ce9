// The recording file (docs/wire-protocol.md "Recording and replay"): JSON lines. The whole file
// is checked before a replay may use any of it; the first problem is reported in Chinese with
// its line number.
import { decodeSocketMessage } from "#wire/codec";
import { base64ToBytes, bytesToBase64 } from "./base64";
import { frameHeadOf, KNOWN_CODES } from "./frame-head";
import { RECORDING_VERSION, RecordingError, type ListsSnapshot, type Recording, type RecordingLine } from "./recording-types";
import { issuePath, recordingSchemas } from "./snapshot-schema";

export const MAX_RECORDING_BYTES = 64 * 1024 * 1024;
export const MAX_RECORDING_LINES = 1_000_000;
export const MAX_FRAME_BYTES = 256 * 1024;
const HASH = /^[0-9a-f]{64}$/;

export function serializeRecording({ startedAt, snapshot, lines, stateHash }: Omit<Recording, "source">): string {
  const out: string[] = [];
  if (startedAt !== null) out.push(JSON.stringify({ kanqiuRecording: RECORDING_VERSION, startedAt, source: "app", ...(snapshot ? { snapshot } : {}) }));
  for (const line of lines) {
    if (line.kind === "frame") out.push(JSON.stringify({ at: line.at, frame: bytesToBase64(line.bytes) }));
    else if (line.kind === "refreshed") out.push(JSON.stringify({ at: line.at, refreshed: { sport: line.sport, match: line.match } }));
    else out.push(JSON.stringify({ at: line.at, followed: { sport: line.sport, matchId: line.matchId, hasFollow: line.hasFollow } }));
  }
  if (stateHash !== null) out.push(JSON.stringify({ stateHash }));
  return out.join("\n") + "\n";
}

/** Reads a file the user chose, refusing an oversized one before reading it. */
export async function readRecordingFile(file: Blob): Promise<Recording> {
  if (file.size > MAX_RECORDING_BYTES) throw new RecordingError(`文件过大（${mb(file.size)} MB），录制文件上限 ${mb(MAX_RECORDING_BYTES)} MB`);
  return parseRecordingText(await file.text());
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function parseRecordingText(text: string): Recording {
  if (text.length > MAX_RECORDING_BYTES) throw new RecordingError(`文件过大，录制文件上限 ${mb(MAX_RECORDING_BYTES)} MB`);
  const rows = text.split(/\r?\n/);
  const filled = rows.flatMap((row, index) => (row.trim() ? [index] : []));
  if (filled.length === 0) throw new RecordingError("文件是空的，不是录制文件");
  if (filled.length > MAX_RECORDING_LINES) throw new RecordingError(`文件有 ${filled.length} 行，录制文件最多 ${MAX_RECORDING_LINES} 行`);

  const recording: Recording = { startedAt: null, source: null, snapshot: null, lines: [], stateHash: null };
  let lastAt = 0;
  filled.forEach((index, n) => {
    const lineNo = index + 1;
    const fail = (why: string): never => {
      throw new RecordingError(`第 ${lineNo} 行：${why}`);
    };
    let value: unknown;
    try {
      value = JSON.parse(rows[index]!);
    } catch {
      fail(n === 0 ? "不是 JSON，这不是录制文件" : "不是 JSON（文件被截断或损坏）");
    }
    if (!isObject(value)) return fail("应为 JSON 对象");
    if ("kanqiuRecording" in value) {
      if (n !== 0) fail("文件头只能在第一行");
      Object.assign(recording, parseHeader(value, fail));
      return;
    }
    if ("stateHash" in value) {
      if (n !== filled.length - 1) fail("状态哈希只能在最后一行");
      if (typeof value.stateHash !== "string" || !HASH.test(value.stateHash)) fail("状态哈希应为 64 位小写十六进制");
      recording.stateHash = value.stateHash as string;
      return;
    }
    const at = value.at;
    if (typeof at !== "number" || !Number.isFinite(at) || at < 0) return fail(n === 0 ? "不是录制行（应为 {\"at\", \"frame\"}），这不是录制文件" : "at 应为不小于 0 的毫秒数");
    if (at < lastAt) fail(`at ${at} 早于上一行的 ${lastAt}，行的顺序不对`);
    lastAt = at;
    recording.lines.push(parseLine(value, at, fail));
  });
  if (!recording.snapshot && recording.lines.length === 0) throw new RecordingError("文件中没有帧，也没有列表快照");
  return recording;
}

type Fail = (why: string) => never;

/**
 * Why a frame cannot be in a recording, or null: the client's own decoder decides, as for the
 * live socket (a frame it drops changes nothing, so an export leaves it out), and the code must
 * be one of the wire doc's.
 */
export function frameProblem(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_FRAME_BYTES) return `帧过大（${bytes.length} 字节），单帧上限 ${MAX_FRAME_BYTES / 1024} KB`;
  const frame = decodeSocketMessage(bytes);
  if (!frame) return "帧无法解码（被截断、损坏，或缺少该代码必需的内容）";
  return KNOWN_CODES.has(frame.type) ? null : `未知的 socket 代码 ${frame.type}`;
}

function parseHeader(value: Record<string, unknown>, fail: Fail): Pick<Recording, "startedAt" | "source" | "snapshot"> {
  const version = value.kanqiuRecording;
  if (version !== RECORDING_VERSION) fail(`录制文件版本 ${JSON.stringify(version)} 不受支持（本应用读取版本 ${RECORDING_VERSION}）`);
  if (typeof value.startedAt !== "number" || !Number.isFinite(value.startedAt)) fail("文件头的 startedAt 应为毫秒时间戳");
  if (value.source !== undefined && typeof value.source !== "string") fail("文件头的 source 应为文字");
  let snapshot: ListsSnapshot | null = null;
  if (value.snapshot !== undefined) {
    const parsed = recordingSchemas().snapshot.safeParse(value.snapshot);
    if (!parsed.success) fail(`文件头的列表快照格式错误（snapshot.${issuePath(parsed.error)}）`);
    else snapshot = parsed.data;
    for (const sport of ["football", "basketball"] as const) {
      if (snapshot?.[sport].some((match) => match.sport !== sport)) fail(`文件头的${sport === "football" ? "足球" : "篮球"}快照里有别的运动的比赛`);
    }
  }
  return { startedAt: value.startedAt as number, source: (value.source as string | undefined) ?? null, snapshot };
}

function parseLine(value: Record<string, unknown>, at: number, fail: Fail): RecordingLine {
  if (typeof value.frame === "string") {
    if (value.frame.length > (MAX_FRAME_BYTES * 4) / 3 + 4) fail(`帧过大，单帧上限 ${MAX_FRAME_BYTES / 1024} KB`);
    const bytes = base64ToBytes(value.frame);
    if (!bytes) return fail("帧不是有效的 Base64（被截断或损坏）");
    const problem = frameProblem(bytes);
    if (problem) fail(problem);
    return { kind: "frame", at, bytes, ...frameHeadOf(bytes) };
  }
  if ("refreshed" in value) {
    const refreshed = value.refreshed;
    const parsed = isObject(refreshed) ? recordingSchemas().match.safeParse(refreshed.match) : null;
    if (!parsed?.success) fail(`刷新记录格式错误${parsed ? `（match.${issuePath(parsed.error)}）` : ""}`);
    const match = parsed!.data!;
    return { kind: "refreshed", at, sport: match.sport, match };
  }
  if ("followed" in value) {
    const followed = value.followed;
    if (!isObject(followed) || (followed.sport !== "football" && followed.sport !== "basketball") || !Number.isInteger(followed.matchId) || !Number.isInteger(followed.hasFollow)) {
      fail("关注记录格式错误（应为 {sport, matchId, hasFollow}）");
    }
    const { sport, matchId, hasFollow } = followed as { sport: "football" | "basketball"; matchId: number; hasFollow: number };
    return { kind: "followed", at, sport, matchId, hasFollow };
  }
  return fail("frame 应为 Base64 文字");
}
