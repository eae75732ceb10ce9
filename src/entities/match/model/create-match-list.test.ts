// A sport's list models (createMatchList): today's football list as the app uses it
// (footballLists.today), and a list made directly from plain events.
import { allSettled, createEvent, createWatch, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import type { LivingChange } from "@/entities/live-room/@x/match";
import { SOCKET_CODE } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import { createMatchList, RESORT_DEBOUNCE_MS } from "./create-match-list";
import { createLateChanges } from "./late-changes";
import { createPushBatches, SCORE_FLUSH_MS } from "./push-batches";
import { footballLists, footballRefresh } from "./football";
import type { MatchFollowChange } from "@/shared/model";
import type { Match, ScoreUpdate } from "./match-types";
import { TODAY_LIST_KEY } from "./use-match-lists";

const { today } = footballLists;
const now = Math.floor(Date.now() / 1000);
const list = [
  testMatch({ matchId: 101, statusId: 2, topupType: "going", matchTime: now - 1800 }),
  testMatch({ matchId: 102, statusId: 4, topupType: "going", matchTime: now - 3600 }),
  testMatch({ matchId: 103, statusId: 1, topupType: "no_start", matchTime: now }),
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A status change asks for a refresh of its match (create-match-refresh); these tests are about
// the list, so the refresh answers nothing at once.
const listScope = () =>
  fork({ values: [[footballRefresh.$windowMs, 0]], handlers: [[footballRefresh.fetchMatchInfoFx, async () => null]] });

async function todayScope(matches: readonly Match[] = list) {
  const scope = listScope();
  await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

const update = (matchId: number, statusId: number, homeScore: number[], goingTime: number, awayScore = [0, 0, 0, 0, 0]): ScoreUpdate => ({
  matchId,
  statusId,
  homeScore,
  awayScore,
  goingTime,
  note: "",
});

function countUpdates<T>(scope: Scope, store: { updates: Parameters<typeof createWatch<T>>[0]["unit"] }) {
  const seen: T[] = [];
  createWatch({ unit: store.updates, scope, fn: (value: T) => seen.push(value) });
  return seen;
}

describe("today's football list (footballLists.today)", () => {
  it("groups a loaded list at once and says what it holds", async () => {
    const scope = await todayScope();
    expect(scope.getState(today.$key)).toBe(TODAY_LIST_KEY);
    expect(scope.getState(today.$sections).going).toEqual([102, 101]);
    expect(scope.getState(today.$sections).noStart).toEqual([103]);
    expect(scope.getState(today.$matches).size).toBe(3);
  });

  it("updates a match within a frame and moves it between sections only after the debounced re-sort", async () => {
    const scope = await todayScope();

    const settled = allSettled(footballLists.scoreUpdated, { scope, params: update(102, 8, [2, 1, 0, 0, 5], 90, [0, 0, 0, 1, 2]) });
    await wait(SCORE_FLUSH_MS * 3);
    expect(scope.getState(today.$matches).get(102)).toMatchObject({ statusId: 8, topupType: "finish" });
    expect(scope.getState(today.$sections).going).toContain(102);

    await settled; // the 500 ms debounce has fired
    expect(scope.getState(today.$sections).going).toEqual([101]);
    expect(scope.getState(today.$sections).finish).toEqual([102]);
  });

  it("keeps the other matches' objects, so only the changed row re-renders", async () => {
    const scope = await todayScope();
    const before = scope.getState(today.$matches);
    await allSettled(footballLists.scoreUpdated, { scope, params: update(101, 2, [1, 0, 0, 0, 0], 31) });
    const after = scope.getState(today.$matches);
    expect(after.get(101)).not.toBe(before.get(101));
    expect(after.get(101)).toMatchObject({ homeScores: [1, 0, 0, 0, 0], goingTime: 31 });
    expect(after.get(102)).toBe(before.get(102));
    expect(after.get(103)).toBe(before.get(103));
  });

  it("applies a decoded socket score frame (code 12) to its match", async () => {
    const scope = await todayScope();
    await pushFrame(scope, {
      type: SOCKET_CODE.FOOTBALL_SCORE,
      matchId: 101,
      scoreObj: { matchId: 101, statusId: 2, homeScore: [1, 1, 0, 0, 3], awayScore: [0, 0, 1, 0, 1], goingTime: 40 },
    });
    expect(scope.getState(today.$matches).get(101)).toMatchObject({ homeScores: [1, 1, 0, 0, 3], goingTime: 40 });
  });

  it("applies a decoded socket status frame (code 13) to its match", async () => {
    const scope = await todayScope();
    await pushFrame(scope, {
      type: SOCKET_CODE.FOOTBALL_STATUS,
      matchId: 103,
      scoreObj: { matchId: 103, statusId: 2, homeScore: [0, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 1 },
    });
    expect(scope.getState(today.$matches).get(103)).toMatchObject({ statusId: 2, topupType: "going", goingTime: 1 });
    expect(scope.getState(today.$sections).going).toEqual([102, 101, 103]);
  });

  it("ignores pushes for matches not in today's list", async () => {
    const scope = await todayScope();
    const before = scope.getState(today.$matches);
    const sections = scope.getState(today.$sections);
    await allSettled(footballLists.scoreUpdated, { scope, params: { matchId: 999, statusId: 2, homeScore: [1], awayScore: [0], goingTime: 1, note: "" } });
    expect(scope.getState(today.$matches)).toBe(before);
    expect(scope.getState(today.$sections)).toBe(sections);
  });

  it("a push that keeps the match in its group does not re-sort", async () => {
    const scope = await todayScope([testMatch({ matchId: 1, statusId: 2, topupType: "going", matchTime: now })]);
    const before = scope.getState(today.$sections);
    await allSettled(footballLists.scoreUpdated, { scope, params: update(1, 2, [1, 0, 0, 0, 0], 20) });
    expect(scope.getState(today.$matches).get(1)).toMatchObject({ goingTime: 20, homeScores: [1, 0, 0, 0, 0] });
    expect(scope.getState(today.$sections)).toBe(before);
  });

  it("puts not-started matches after today apart (nextDay)", async () => {
    const scope = await todayScope([
      testMatch({ matchId: 1, statusId: 1, topupType: "no_start", matchTime: now }),
      testMatch({ matchId: 2, statusId: 1, topupType: "no_start", matchTime: now + 86_400 * 2 }),
    ]);
    expect(scope.getState(today.$sections)).toMatchObject({ noStart: [1], nextDay: [2] });
  });

  it("a new load replaces the list", async () => {
    const scope = await todayScope();
    await allSettled(today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 7, statusId: 8, topupType: "finish" })] } });
    expect([...scope.getState(today.$matches).keys()]).toEqual([7]);
    expect(scope.getState(today.$sections)).toMatchObject({ going: [], noStart: [], finish: [7] });
  });
});

describe("a list made with createMatchList", () => {
  function makeList(splitsNextDay = false) {
    const scoreUpdated = createEvent<ScoreUpdate>();
    const matchRefreshed = createEvent<Match>();
    const livingChanged = createEvent<LivingChange>();
    const followChanged = createEvent<MatchFollowChange>();
    const scoresFlushed = createPushBatches(scoreUpdated);
    const matchList = createMatchList({ scoresFlushed, lateChanges: createLateChanges({ flushed: scoresFlushed, livingChanged, matchRefreshed }), matchRefreshed, livingChanged, followChanged, splitsNextDay });
    return { ...matchList, scoreUpdated, matchRefreshed, livingChanged, followChanged };
  }

  async function loadedScope(model: ReturnType<typeof makeList>, matches: readonly Match[] = list) {
    const scope = fork();
    await allSettled(model.loaded, { scope, params: { key: "history:2026-11-20", matches } });
    return scope;
  }

  it("starts empty, with no key", () => {
    const model = makeList();
    const scope = fork();
    expect(scope.getState(model.$key)).toBeNull();
    expect(scope.getState(model.$matches).size).toBe(0);
    expect(scope.getState(model.$sections)).toEqual({ going: [], noStart: [], nextDay: [], other: [], finish: [] });
  });

  it("applies a frame's pushes together: one new map per flush, not one per push", async () => {
    const model = makeList();
    const scope = await loadedScope(model);
    const maps = countUpdates<ReadonlyMap<number, Match>>(scope, model.$matches);
    const push = (params: ScoreUpdate) => allSettled(model.scoreUpdated, { scope, params });
    const settled = Promise.all([
      push(update(101, 2, [0, 0, 0, 0, 0], 31)),
      push(update(101, 2, [1, 0, 0, 0, 0], 32)),
      push(update(102, 4, [0, 0, 0, 0, 1], 70)),
    ]);
    expect(maps).toHaveLength(0); // nothing before the flush
    await settled;
    expect(maps).toHaveLength(1);
    expect(maps[0]!.get(101)).toMatchObject({ goingTime: 32, homeScores: [1, 0, 0, 0, 0] });
    expect(maps[0]!.get(102)).toMatchObject({ goingTime: 70, homeScores: [0, 0, 0, 0, 1] });
    expect(maps[0]!.get(103)).toBe(list[2]);

    // The next frame's pushes make the next map.
    await push(update(101, 2, [1, 0, 0, 0, 0], 33));
    expect(maps).toHaveLength(2);
    expect(maps[1]!.get(101)?.goingTime).toBe(33);
  });

  it("re-sorts once, RESORT_DEBOUNCE_MS after the last status-group change", async () => {
    const model = makeList();
    const scope = await loadedScope(model);
    const sections = countUpdates(scope, model.$sections);
    const started = Date.now();
    const first = allSettled(model.scoreUpdated, { scope, params: update(101, 8, [1, 0, 0, 0, 0], 90) });
    await wait(RESORT_DEBOUNCE_MS / 2);
    expect(sections).toHaveLength(0);
    const second = allSettled(model.scoreUpdated, { scope, params: update(103, 2, [0, 0, 0, 0, 0], 1) });
    await wait(RESORT_DEBOUNCE_MS / 2 + SCORE_FLUSH_MS * 2); // past the first change's debounce
    expect(sections).toHaveLength(0);
    await Promise.all([first, second]);
    expect(sections).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RESORT_DEBOUNCE_MS * 1.5);
    expect(scope.getState(model.$sections)).toMatchObject({ going: [102, 103], finish: [101], noStart: [] });
  });

  it("a list that does not split the next day keeps later matches in noStart", async () => {
    const model = makeList(false);
    const scope = await loadedScope(model, [
      testMatch({ matchId: 1, statusId: 1, topupType: "no_start", matchTime: now + 86_400 * 2 }),
      testMatch({ matchId: 2, statusId: 1, topupType: "no_start", matchTime: now + 86_400 * 2 + 60 }),
    ]);
    expect(scope.getState(model.$sections)).toMatchObject({ noStart: [1, 2], nextDay: [] });
  });

  it("a refreshed record replaces its row at once and regroups after the debounce", async () => {
    const model = makeList();
    const scope = await loadedScope(model);
    const before = scope.getState(model.$matches);
    const record = { ...list[0]!, statusId: 8, topupType: "finish" as const, homeScores: [2, 0, 0, 0, 0] };
    const settled = allSettled(model.matchRefreshed, { scope, params: record });
    expect(scope.getState(model.$matches).get(101)).toBe(record);
    expect(scope.getState(model.$matches).get(102)).toBe(before.get(102));
    expect(scope.getState(model.$sections).going).toContain(101);
    await settled;
    expect(scope.getState(model.$sections)).toMatchObject({ going: [102], finish: [101] });

    // The same record again, or one for a match not listed, changes nothing.
    const after = scope.getState(model.$matches);
    await allSettled(model.matchRefreshed, { scope, params: { ...record } });
    await allSettled(model.matchRefreshed, { scope, params: testMatch({ matchId: 999 }) });
    expect(scope.getState(model.$matches)).toBe(after);
  });

  it("takes living and follow changes from its sources, touching only their matches", async () => {
    const model = makeList();
    const scope = await loadedScope(model);
    const before = scope.getState(model.$matches);
    const anchor = { avatar: "/a/7.svg", roomId: 700, customId: 7 };
    await allSettled(model.livingChanged, { scope, params: { kind: "started", sportType: 1, matchId: 102, prevMatchId: 0, anchor } });
    await allSettled(model.followChanged, { scope, params: { sport: "football", matchId: 103, hasFollow: 1 } });
    const after = scope.getState(model.$matches);
    expect(after.get(102)).toMatchObject({ living: [anchor], roomIds: [700] });
    expect(after.get(103)?.hasFollow).toBe(1);
    expect(after.get(101)).toBe(before.get(101));
  });
});
