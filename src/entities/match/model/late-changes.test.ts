// The record of late changes a list reply is merged with: each match's last full push and the
// partial ones after it (a few at most), the living changes and refreshed records of the last
// LIST_REFRESH_MS, per scope.
import { allSettled, createEvent, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LivingChange } from "@/entities/live-room/@x/match";
import { testMatch } from "#test-kit/fixtures";
import { LIST_REFRESH_MS } from "../api/match-list-requests";
import { createLateChanges, PUSHES_KEPT_PER_MATCH } from "./late-changes";
import type { ListPush, Match, ScoreUpdate } from "./match-types";

const score = (matchId: number, goingTime: number): ScoreUpdate => ({ matchId, statusId: 2, goingTime, homeScore: [0, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], note: "" });
const overtime = (matchId: number, points: number) => ({ matchId, overtime: [points, 0] as const });
const started = (matchId: number, roomId: number): LivingChange => ({ kind: "started", sportType: 1, matchId, prevMatchId: 0, anchor: { avatar: "/a.svg", roomId, customId: roomId } });

function makeRecord() {
  const flushed = createEvent<readonly ListPush[]>();
  const livingChanged = createEvent<LivingChange>();
  const matchRefreshed = createEvent<Match>();
  return { flushed, livingChanged, matchRefreshed, $late: createLateChanges({ flushed, livingChanged, matchRefreshed }) };
}

afterEach(() => vi.useRealTimers());

describe("createLateChanges", () => {
  it("keeps each match's last full score push and the partial ones after it, with when they were applied", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000 });
    const { flushed, $late } = makeRecord();
    const scope = fork();
    await allSettled(flushed, { scope, params: [score(1, 30), overtime(2, 5)] });
    vi.setSystemTime(2_000);
    await allSettled(flushed, { scope, params: [overtime(1, 3), score(1, 31)] });
    await allSettled(flushed, { scope, params: [overtime(2, 6)] });
    const late = scope.getState($late);
    expect(late.fullPush.get(1)).toEqual(score(1, 31));
    expect(late.fullPushedAt.get(1)).toBe(2_000);
    expect(late.partialPushes.has(1)).toBe(false); // the full push made the overtime before it moot
    expect(late.fullPush.has(2)).toBe(false);
    expect(late.partialPushes.get(2)).toEqual([{ at: 1_000, push: overtime(2, 5) }, { at: 2_000, push: overtime(2, 6) }]);
  });

  it("keeps at most PUSHES_KEPT_PER_MATCH partial pushes after a full one", async () => {
    const { flushed, $late } = makeRecord();
    const scope = fork();
    await allSettled(flushed, { scope, params: [score(1, 30)] });
    for (let points = 1; points <= PUSHES_KEPT_PER_MATCH + 2; points++) await allSettled(flushed, { scope, params: [overtime(1, points)] });
    const kept = scope.getState($late).partialPushes.get(1)!;
    expect(kept).toHaveLength(PUSHES_KEPT_PER_MATCH);
    expect(kept.at(-1)?.push).toEqual(overtime(1, PUSHES_KEPT_PER_MATCH + 2));
  });

  it("keeps the living edits of the last LIST_REFRESH_MS, each with its match", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000 });
    const { livingChanged, $late } = makeRecord();
    const scope = fork();
    await allSettled(livingChanged, { scope, params: started(1, 700) });
    vi.setSystemTime(1_000 + LIST_REFRESH_MS);
    await allSettled(livingChanged, { scope, params: started(2, 800) });
    expect(scope.getState($late).edits.map(({ at, matchId }) => [at, matchId])).toEqual([[1_000, 1], [1_000 + LIST_REFRESH_MS, 2]]);
    vi.setSystemTime(1_001 + LIST_REFRESH_MS);
    await allSettled(livingChanged, { scope, params: started(3, 900) });
    const { edits } = scope.getState($late);
    expect(edits.map(({ matchId }) => matchId)).toEqual([2, 3]);
    expect(edits[0]!.edit(testMatch({ matchId: 2 }))).toMatchObject({ roomIds: [800] });
  });

  it("keeps each match's last refreshed record of the last LIST_REFRESH_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000 });
    const { matchRefreshed, $late } = makeRecord();
    const scope = fork();
    await allSettled(matchRefreshed, { scope, params: testMatch({ matchId: 1, goingTime: 10 }) });
    vi.setSystemTime(2_000);
    await allSettled(matchRefreshed, { scope, params: testMatch({ matchId: 2, goingTime: 20 }) });
    await allSettled(matchRefreshed, { scope, params: testMatch({ matchId: 1, goingTime: 11 }) });
    const kept = () => [...scope.getState($late).refreshed].map(([matchId, { at, record }]) => [matchId, at, record.goingTime]);
    expect(kept()).toEqual([[2, 2_000, 20], [1, 2_000, 11]]); // the newer record of match 1 replaced its older one
    vi.setSystemTime(2_001 + LIST_REFRESH_MS);
    await allSettled(matchRefreshed, { scope, params: testMatch({ matchId: 3, goingTime: 30 }) });
    expect(kept()).toEqual([[3, 2_001 + LIST_REFRESH_MS, 30]]); // the older ones aged out
  });

  it("gives every scope its own record", async () => {
    const { flushed, $late } = makeRecord();
    const one = fork();
    const other = fork();
    await allSettled(flushed, { scope: one, params: [score(1, 30)] });
    expect(one.getState($late).fullPush.size).toBe(1);
    expect(other.getState($late).fullPush.size).toBe(0);
  });
});
