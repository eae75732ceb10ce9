// The football board's competition filter offers the competitions of the list in view, as the
// board's own list view decides it: today's on 全部, the browsed day on 赛程 or 赛果 once loaded,
// nothing while that day is still loading.
import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { footballLists, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { createFootballBoard } from "./create-football-board";

const { view, filterDialog: dialog } = createFootballBoard();

const A = { id: 1, name: "阿根廷甲级联赛", initial: "A" };
const B = { id: 2, name: "巴西甲级联赛", initial: "B" };
const C = { id: 3, name: "超级杯", initial: "C" };
const D = { id: 4, name: "德国甲级联赛", initial: "D" };
const E = { id: 5, name: "俄罗斯超级联赛", initial: "E" };
const today: Match[] = [testMatch(A, { 101: "周六001" }), testMatch(A), testMatch(B, { 301: "北单001" }), testMatch(C, { 101: "周六002" })];
const catalog = testCatalog([A, B, C], [2]);
const day = { key: "course:2026-11-22", matches: [testMatch(D), testMatch(D, { 101: "周日001" }), testMatch(E), testMatch(B)] };

const selected = (scope: Scope) => [...scope.getState(dialog.$selection)].sort();
const names = (scope: Scope) => scope.getState(dialog.$options).groups.flatMap((g) => g.competitions.map((c) => c.name));
const open = (scope: Scope) => allSettled(dialog.opened, { scope });
const showDay = async (scope: Scope, date: string) => {
  await allSettled(view.tabSelected, { scope, params: "course" });
  await allSettled(view.dateSelected, { scope, params: date });
};

/** Today's list loaded, the 赛程 day loaded, and the board showing that day. */
async function browsing({ withCatalog = true } = {}) {
  const scope = fork({ values: [[dialog.$catalog, withCatalog ? catalog : null]] });
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: today } });
  await allSettled(footballLists.browse.loaded, { scope, params: day });
  await showDay(scope, "2026-11-22");
  expect(scope.getState(view.$listKey)).toBe(day.key);
  return scope;
}

describe("the football board's filter and the list in view", () => {
  it("on 赛程, 赛果 or 关注 offers that list's competitions and counts, not today's", async () => {
    const scope = await browsing();
    await open(scope);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([2, 4, 5]);
    expect(scope.getState(dialog.$selectedCount)).toBe(3);
    expect(names(scope)).not.toContain(A.name);
    await allSettled(dialog.tabChanged, { scope, params: "competitiveFootball" });
    expect(selected(scope)).toEqual([4]);
  });

  it("back on today's list offers today's competitions again", async () => {
    const scope = await browsing();
    await open(scope);
    await allSettled(dialog.closed, { scope });
    expect(scope.getState(dialog.$open)).toBe(false);
    await allSettled(view.tabSelected, { scope, params: "today" });
    await open(scope);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([1, 2, 3]);
  });

  it("a browsed day still loading offers nothing rather than the day it replaces", async () => {
    const scope = await browsing();
    await showDay(scope, "2026-11-23");
    await open(scope);
    expect(scope.getState(dialog.$total)).toBe(0);
    expect(selected(scope)).toEqual([]);
  });

  it("a catalogue arriving while open regroups the list it opened on", async () => {
    const scope = await browsing({ withCatalog: false });
    await open(scope);
    // The user's tab changes under the dialog (another list is in view): the offer keeps its ids.
    await allSettled(view.tabSelected, { scope, params: "today" });
    await allSettled(dialog.catalogLoaded, { scope, params: testCatalog([B, D, E], [5]) });
    expect(scope.getState(dialog.$options).groups.map((g) => g.key)).toEqual(["hot", "B", "D", "E"]);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([2, 4, 5]);
  });
});
