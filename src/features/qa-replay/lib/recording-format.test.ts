import { describe, expect, it, vi } from "vitest";
import { type SocketMessageInit } from "#wire";
import { encodeSocketMessage } from "#wire/codec";
import { testMatch } from "#test-kit/fixtures";
import { bytesToBase64 } from "./base64";
import { MAX_RECORDING_BYTES, parseRecordingText, readRecordingFile, serializeRecording } from "./recording-format";
import { RecordingError, type Recording, type RecordingLine } from "./recording-types";

// Plain bytes (protobufjs hands Node a Buffer), as a browser reads them.
const encode = (message: SocketMessageInit) => new Uint8Array(encodeSocketMessage(message));
const score = { matchId: 3, statusId: 4, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 12, note: "" };
const scoreBytes = encode({ type: 12, matchId: 3, scoreObj: score });
const living = encode({ type: 200, matchId: 3, roomId: 8, sportType: 1, anchorInfo: { avatar: "a.png", roomId: 8, customId: 4 } });
const football = [testMatch({ matchId: 3, statusId: 4, topupType: "going", lotterys: { 101: "周六001" } })];
const basketball = [testMatch({ matchId: 9, sport: "basketball" })];
const lines: RecordingLine[] = [
  { kind: "frame", at: 0, bytes: living, code: 200, matchId: 3 },
  { kind: "frame", at: 40, bytes: scoreBytes, code: 12, matchId: 3 },
  { kind: "refreshed", at: 1200, sport: "football", match: { ...football[0]!, goingTime: 13 } },
  { kind: "followed", at: 1500, sport: "basketball", matchId: 9, hasFollow: 1 },
];
const recording: Recording = { startedAt: 1_795_000_000_000, source: "app", snapshot: { football, basketball }, lines, stateHash: "ab".repeat(32) };
const text = serializeRecording(recording);
const rows = text.trimEnd().split("\n");

const frameLine = (bytes: Uint8Array, at = 50) => JSON.stringify({ at, frame: bytesToBase64(bytes) });
function refusal(file: string): string {
  try {
    parseRecordingText(file);
  } catch (error) {
    expect(error).toBeInstanceOf(RecordingError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("recording format", () => {
  it("writes a header, one line per frame, refresh or follow, and the state hash last", () => {
    expect(rows).toHaveLength(6);
    expect(JSON.parse(rows[0]!)).toEqual({ kanqiuRecording: 1, startedAt: 1_795_000_000_000, source: "app", snapshot: { football, basketball } });
    expect(JSON.parse(rows[1]!)).toEqual({ at: 0, frame: bytesToBase64(living) });
    expect(Object.keys(JSON.parse(rows[2]!))).toEqual(["at", "frame"]);
    expect(JSON.parse(rows[4]!)).toEqual({ at: 1500, followed: { sport: "basketball", matchId: 9, hasFollow: 1 } });
    expect(JSON.parse(rows[5]!)).toEqual({ stateHash: "ab".repeat(32) });
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("reads back what it wrote", () => {
    expect(parseRecordingText(text)).toEqual(recording);
    expect(parseRecordingText(text.replace(/\n/g, "\r\n") + "\n\n")).toEqual(recording);
  });

  it("reads the sim's own recordings: frame lines only, no header, no hash", () => {
    const sim = [frameLine(living, 0), frameLine(scoreBytes, 40)].join("\n") + "\n";
    expect(parseRecordingText(sim)).toEqual({ startedAt: null, source: null, snapshot: null, stateHash: null, lines: lines.slice(0, 2).map((l) => ({ ...l })) });
  });

  it("refuses what is not a recording, in Chinese, with the line", () => {
    expect(refusal("")).toBe("文件是空的，不是录制文件");
    expect(refusal("\n \n")).toBe("文件是空的，不是录制文件");
    expect(refusal("<html><body>hello</body></html>")).toBe("第 1 行：不是 JSON，这不是录制文件");
    expect(refusal('{"name": "kanqiu", "version": "1.0"}')).toBe('第 1 行：不是录制行（应为 {"at", "frame"}），这不是录制文件');
    expect(refusal("[1, 2, 3]")).toBe("第 1 行：应为 JSON 对象");
    expect(refusal(JSON.stringify({ kanqiuRecording: 1, startedAt: 5 }))).toBe("文件中没有帧，也没有列表快照");
    expect(parseRecordingText(rows[0]!).lines).toEqual([]); // a snapshot alone is a recording
  });

  it("refuses a recording of another version", () => {
    expect(refusal(rows.join("\n").replace('"kanqiuRecording":1', '"kanqiuRecording":2'))).toBe("第 1 行：录制文件版本 2 不受支持（本应用读取版本 1）");
    expect(refusal(rows.join("\n").replace('"kanqiuRecording":1', '"kanqiuRecording":"1"'))).toBe('第 1 行：录制文件版本 "1" 不受支持（本应用读取版本 1）');
  });

  it("refuses a truncated file or frame, an undecodable or unknown frame, and wrong types", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const with2 = (row: string) => [rows[0], row, rows[5]].join("\n");
    expect(refusal(text.slice(0, text.length - 40))).toBe("第 6 行：不是 JSON（文件被截断或损坏）");
    expect(refusal(with2(frameLine(scoreBytes.subarray(0, scoreBytes.length - 3))))).toBe("第 2 行：帧无法解码（被截断、损坏，或缺少该代码必需的内容）");
    expect(refusal(with2(JSON.stringify({ at: 5, frame: bytesToBase64(scoreBytes).slice(0, -2) })))).toBe("第 2 行：帧不是有效的 Base64（被截断或损坏）");
    expect(refusal(with2(frameLine(encode({ type: 12, matchId: 3 }))))).toMatch(/第 2 行：帧无法解码/);
    expect(refusal(with2(frameLine(encode({ type: 999, matchId: 3 }))))).toBe("第 2 行：未知的 socket 代码 999");
    expect(refusal(with2(frameLine(new Uint8Array([0xff, 0xff, 0xff]))))).toMatch(/第 2 行：帧无法解码/);
    expect(refusal(with2(JSON.stringify({ at: "5", frame: "AA==" })))).toBe("第 2 行：at 应为不小于 0 的毫秒数");
    expect(refusal(with2(JSON.stringify({ at: -1, frame: "AA==" })))).toBe("第 2 行：at 应为不小于 0 的毫秒数");
    expect(refusal(with2(JSON.stringify({ at: 5, frame: 12 })))).toBe("第 2 行：frame 应为 Base64 文字");
    expect(refusal([rows[0], rows[2], rows[1]].join("\n"))).toBe("第 3 行：at 0 早于上一行的 40，行的顺序不对");
    expect(refusal([rows[0], rows[1], rows[0]].join("\n"))).toBe("第 3 行：文件头只能在第一行");
    expect(refusal([rows[5], rows[1]].join("\n"))).toBe("第 1 行：状态哈希只能在最后一行");
    expect(refusal([rows[1], JSON.stringify({ stateHash: "xyz" })].join("\n"))).toBe("第 2 行：状态哈希应为 64 位小写十六进制");
    expect(refusal(rows.join("\n").replace('"startedAt":1795000000000', '"startedAt":"yesterday"'))).toBe("第 1 行：文件头的 startedAt 应为毫秒时间戳");
    expect(refusal(rows.join("\n").replace('"homeScores":[0,0,0,0,0]', '"homeScores":"0-0"'))).toBe("第 1 行：文件头的列表快照格式错误（snapshot.football[0].homeScores）");
    expect(refusal(rows.join("\n").replace('"sport":"basketball","competition"', '"sport":"football","competition"'))).toBe("第 1 行：文件头的篮球快照里有别的运动的比赛");
    expect(refusal(with2(JSON.stringify({ at: 5, refreshed: { sport: "football", match: { matchId: 3 } } })))).toMatch(/^第 2 行：刷新记录格式错误（match\./);
    expect(refusal(with2(JSON.stringify({ at: 5, followed: { sport: "tennis", matchId: 3, hasFollow: 1 } })))).toBe("第 2 行：关注记录格式错误（应为 {sport, matchId, hasFollow}）");
    expect(refusal(with2(frameLine(encode({ type: 42, matchId: 1, tliveList: { incidents: Array.from({ length: 9000 }, () => ({ playerName: "球员名字很长".repeat(3) })) } }))))).toMatch(/第 2 行：帧过大/);
  });

  it("refuses an oversized file before reading it", async () => {
    const huge = { size: MAX_RECORDING_BYTES + 1, text: vi.fn() } as unknown as Blob;
    await expect(readRecordingFile(huge)).rejects.toThrow("文件过大（64 MB），录制文件上限 64 MB");
    expect(huge.text).not.toHaveBeenCalled();
    await expect(readRecordingFile(new Blob([text]))).resolves.toEqual(recording);
  });
});
