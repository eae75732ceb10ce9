import { describe, expect, it } from "vitest";
import { createFrameBatcher } from "./frame-batcher";

function fakeTimers() {
  const due: { fn: () => void; ms: number }[] = [];
  return {
    timers: {
      set: (fn: () => void, ms: number) => {
        const entry = { fn, ms };
        due.push(entry);
        return entry;
      },
      clear: (handle: unknown) => {
        const i = due.indexOf(handle as (typeof due)[number]);
        if (i >= 0) due.splice(i, 1);
      },
    },
    fire: () => due.splice(0).forEach((entry) => entry.fn()),
    waiting: () => due.length,
  };
}

const frame = (n: number) => new Uint8Array([n]).buffer;

describe("frame batcher", () => {
  it("hands on every frame that arrives during one wait as one batch, in order", () => {
    const batches: number[][] = [];
    const clock = fakeTimers();
    const batcher = createFrameBatcher<ArrayBuffer>((frames) => batches.push(frames.map((f) => new Uint8Array(f)[0]!)), 16, clock.timers);
    batcher.push(frame(1));
    batcher.push(frame(2));
    batcher.push(frame(3));
    expect(clock.waiting()).toBe(1);
    expect(batches).toEqual([]);
    clock.fire();
    expect(batches).toEqual([[1, 2, 3]]);
    batcher.push(frame(4));
    clock.fire();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("flushes at once when asked (before a close is reported) and then waits afresh", () => {
    const batches: number[][] = [];
    const clock = fakeTimers();
    const batcher = createFrameBatcher<ArrayBuffer>((frames) => batches.push(frames.map((f) => new Uint8Array(f)[0]!)), 16, clock.timers);
    batcher.push(frame(1));
    batcher.flush();
    expect(batches).toEqual([[1]]);
    expect(clock.waiting()).toBe(0);
    batcher.flush();
    expect(batches).toEqual([[1]]);
  });

  it("drops what is gathered when disposed", () => {
    const batches: ArrayBuffer[][] = [];
    const clock = fakeTimers();
    const batcher = createFrameBatcher<ArrayBuffer>((frames) => batches.push(frames), 16, clock.timers);
    batcher.push(frame(1));
    batcher.dispose();
    clock.fire();
    expect(batches).toEqual([]);
  });

  it("asks a wait worked out by the caller as each batch starts", () => {
    const batches: number[][] = [];
    const clock = fakeTimers();
    const waits = [11, 3];
    const waited: number[] = [];
    const set = clock.timers.set;
    const batcher = createFrameBatcher<ArrayBuffer>((frames) => batches.push(frames.map((f) => new Uint8Array(f)[0]!)), () => waits.shift()!, {
      ...clock.timers,
      set: (fn, ms) => {
        waited.push(ms);
        return set(fn, ms);
      },
    });
    batcher.push(frame(1));
    batcher.push(frame(2));
    clock.fire();
    batcher.push(frame(3));
    clock.fire();
    expect(waited).toEqual([11, 3]);
    expect(batches).toEqual([[1, 2], [3]]);
  });
});
