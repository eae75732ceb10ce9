import { describe, expect, it } from "vitest";
import { encodeSocketMessage } from "#wire/codec";
import { codeLabel } from "./code-labels";
import { countsByCode, frameJson, newestFirstOf, newestFrames } from "./frame-stats";
import type { FrameLine, RecordingLine } from "./recording-types";

const frame = (at: number, code: number, matchId: number): FrameLine => ({ kind: "frame", at, code, matchId, bytes: new Uint8Array() });
const lines: RecordingLine[] = [frame(100, 12, 1), frame(900, 12, 2), frame(1500, 200, 2), frame(1600, 12, 1), frame(1900, 102, 7), frame(1900, 12, 3)];

describe("frame stats", () => {
  it("counts frames per code over the last second, most frequent first", () => {
    expect(countsByCode(newestFirstOf(lines, lines.length), 1900)).toEqual([
      { code: 12, count: 2 },
      { code: 102, count: 1 },
      { code: 200, count: 1 },
    ]);
    // During a replay: only the lines applied so far, on the replay's clock.
    expect(countsByCode(newestFirstOf(lines, 2), 1000)).toEqual([{ code: 12, count: 2 }]);
    expect(countsByCode([], 0)).toEqual([]);
  });

  it("lists the newest frames matching a code and a match id", () => {
    const newest = newestFirstOf(lines, lines.length);
    expect(newestFrames(newest, { code: 12, matchId: null }, 2).map((l) => l.at)).toEqual([1900, 1600]);
    expect(newestFrames(newestFirstOf(lines, lines.length), { code: null, matchId: 2 }, 10).map((l) => l.code)).toEqual([200, 12]);
    expect(newestFrames(newestFirstOf(lines, lines.length), { code: 12, matchId: 2 }, 10).map((l) => l.at)).toEqual([900]);
  });

  it("decodes a frame by the wire schema into readable JSON, and says when it cannot", () => {
    const bytes = new Uint8Array(
      encodeSocketMessage({ type: 12, matchId: 5, scoreObj: { matchId: 5, statusId: 4, homeScore: [1, 0], awayScore: [0, 0], goingTime: 50, note: "" } }),
    );
    expect(JSON.parse(frameJson(bytes))).toEqual({ type: 12, matchId: 5, scoreObj: { matchId: 5, statusId: 4, homeScore: [1, 0], awayScore: [0, 0], goingTime: 50 } });
    expect(frameJson(new Uint8Array([0xff, 0xff]))).toMatch(/^\/\/ 无法解码（2 字节）/);
    expect([12, 150, 0, 10, 999].map(codeLabel)).toEqual(["足球比分", "篮球加时比分", "无法解码", "客户端发出的代码", "未知代码"]);
  });
});
