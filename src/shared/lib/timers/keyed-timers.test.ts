import { allSettled, createEvent, createStore, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTimedMarks, type Mark } from "./keyed-timers";

const marked = createEvent<Mark<string>>();
const shown = createEvent();
const $ms = createStore(1000);
const $now = createTimedMarks(marked, $ms);
const $withPushes = createTimedMarks(marked, $ms, shown);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("timed marks", () => {
  it("land at once and clear themselves after their time; a new mark restarts it", async () => {
    const scope = fork();
    await allSettled(marked, { scope, params: { id: 1, value: "home" } });
    expect(scope.getState($now).get(1)).toBe("home");
    vi.advanceTimersByTime(600);
    await allSettled(marked, { scope, params: { id: 1, value: "away" } });
    vi.advanceTimersByTime(600);
    expect(scope.getState($now).get(1)).toBe("away");
    vi.advanceTimersByTime(400);
    expect(scope.getState($now).has(1)).toBe(false);
  });

  it("with shownOn, wait for it and then land together", async () => {
    const scope = fork();
    await allSettled(marked, { scope, params: { id: 1, value: "home" } });
    await allSettled(marked, { scope, params: { id: 2, value: "away" } });
    expect(scope.getState($withPushes).size).toBe(0);
    const before = scope.getState($withPushes);
    await allSettled(shown, { scope });
    expect([...scope.getState($withPushes)]).toEqual([
      [1, "home"],
      [2, "away"],
    ]);
    expect(scope.getState($withPushes)).not.toBe(before);
    // Nothing held: the next showing changes nothing.
    const landed = scope.getState($withPushes);
    await allSettled(shown, { scope });
    expect(scope.getState($withPushes)).toBe(landed);
    vi.advanceTimersByTime(1000);
    expect(scope.getState($withPushes).size).toBe(0);
  });
});
