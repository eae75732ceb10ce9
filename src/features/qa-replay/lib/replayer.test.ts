import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeSocketMessage } from "#wire/codec";
import { testMatch } from "#test-kit/fixtures";
import { createReplayer, type ReplayProgress } from "./replayer";
import type { FrameLine, RecordingLine } from "./recording-types";

const frame = (at: number, code: number, matchId: number): FrameLine => ({
  kind: "frame",
  at,
  code,
  matchId,
  bytes: encodeSocketMessage({ type: code, matchId }),
});
const lines: RecordingLine[] = [frame(0, 200, 1), frame(1000, 12, 2), frame(1000, 12, 3), frame(5000, 210, 1), frame(9000, 13, 2)];

function harness(recorded: readonly RecordingLine[] = lines) {
  const applied: string[] = [];
  const progress: ReplayProgress[] = [];
  const replayer = createReplayer({
    lines: recorded,
    settleMs: 17,
    sink: {
      reset: () => applied.push("reset"),
      line: (line) => applied.push(line.kind === "frame" ? `${line.code}:${line.matchId}` : `${line.kind}:${line.at}`),
    },
    onProgress: (p) => progress.push(p),
  });
  const last = () => progress[progress.length - 1]!;
  return { applied, replayer, last };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("replayer", () => {
  it("at 1× applies each line at its time after loading the start state", async () => {
    const { applied, replayer, last } = harness();
    void replayer.start(1);
    await vi.advanceTimersByTimeAsync(20); // the live pushes settle first
    expect(applied).toEqual(["reset", "200:1"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(applied).toEqual(["reset", "200:1", "12:2", "12:3"]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(applied.at(-1)).toBe("210:1");
    expect(last()).toMatchObject({ playing: true, done: false, index: 4 });
    await vi.advanceTimersByTimeAsync(4100);
    expect(applied.at(-1)).toBe("13:2");
    expect(last()).toMatchObject({ playing: false, done: true, index: 5, at: 9000, duration: 9000 });
  });

  it("at 10× and as fast as possible, the same lines in the same order", async () => {
    const ten = harness();
    void ten.replayer.start(10);
    await vi.advanceTimersByTimeAsync(950);
    expect(ten.last().done).toBe(true);
    const fast = harness();
    void fast.replayer.start(Infinity);
    await vi.advanceTimersByTimeAsync(60);
    expect(fast.last().done).toBe(true);
    expect(fast.applied).toEqual(ten.applied);
    expect(fast.applied).toEqual(["reset", "200:1", "12:2", "12:3", "210:1", "13:2"]);
  });

  it("pauses, steps one line at a time, and resumes where it stood", async () => {
    const { applied, replayer, last } = harness();
    void replayer.start(1);
    await vi.advanceTimersByTimeAsync(1500);
    replayer.pause();
    expect(last()).toMatchObject({ playing: false, index: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(applied).toHaveLength(4);
    await replayer.step();
    expect(applied.at(-1)).toBe("210:1");
    expect(last()).toMatchObject({ playing: false, index: 4, at: 5000 });
    replayer.play();
    await vi.advanceTimersByTimeAsync(3990);
    expect(applied).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(50);
    expect(last()).toMatchObject({ done: true, index: 5 });
  });

  it("seeks by starting over from the start state and applying every line up to the time", async () => {
    const { applied, replayer, last } = harness();
    void replayer.start(1);
    await vi.advanceTimersByTimeAsync(6000);
    replayer.pause();
    applied.length = 0;
    const seek = replayer.seek(1000);
    await vi.advanceTimersByTimeAsync(20);
    await seek;
    expect(applied).toEqual(["reset", "200:1", "12:2", "12:3"]);
    expect(last()).toMatchObject({ playing: false, busy: false, index: 3, at: 1000 });
    const toEnd = replayer.seek(60_000);
    await vi.advanceTimersByTimeAsync(60);
    await toEnd;
    expect(last()).toMatchObject({ done: true, index: 5 });
  });

  it("applies a refreshed record only after the pushes before it were applied (the lists' flush)", async () => {
    const recorded: RecordingLine[] = [frame(0, 12, 5), { kind: "refreshed", at: 0, sport: "football", match: testMatch({ matchId: 5 }) }, frame(0, 210, 1)];
    const { applied, replayer } = harness(recorded);
    void replayer.start(Infinity);
    await vi.advanceTimersByTimeAsync(18);
    expect(applied).toEqual(["reset", "12:5"]);
    await vi.advanceTimersByTimeAsync(17);
    expect(applied).toEqual(["reset", "12:5", "refreshed:0", "210:1"]);
  });

  it("changes speed while playing without skipping or repeating lines", async () => {
    const { applied, replayer, last } = harness();
    void replayer.start(1);
    await vi.advanceTimersByTimeAsync(2000);
    replayer.setSpeed(10);
    await vi.advanceTimersByTimeAsync(310);
    expect(applied.at(-1)).toBe("210:1");
    await vi.advanceTimersByTimeAsync(500);
    expect(last().done).toBe(true);
    expect(applied).toEqual(["reset", "200:1", "12:2", "12:3", "210:1", "13:2"]);
  });

  it("stops for good", async () => {
    const { applied, replayer } = harness();
    void replayer.start(1);
    await vi.advanceTimersByTimeAsync(100);
    replayer.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(applied).toEqual(["reset", "200:1"]);
  });
});
