import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { createFootballFilterHarness, type TestFilter } from "#test-kit/filter-dialog-harness";
import { footballLists, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { showToastFx } from "@/shared/lib/notify";
import { NONE_SELECTED_MESSAGE } from "./create-filter-dialog";

type Filter = TestFilter;

const { dialog, $filter, listShown } = createFootballFilterHarness();

const A = { id: 1, name: "阿根廷甲级联赛", initial: "A" };
const B = { id: 2, name: "巴西甲级联赛", initial: "B" };
const C = { id: 3, name: "超级杯", initial: "C" };
const list: Match[] = [testMatch(A, { 101: "周六001" }), testMatch(A), testMatch(B, { 301: "北单001" }), testMatch(C, { 101: "周六002" })];
const catalog = testCatalog([A, B, C], [2]);

async function setup(filter: Filter | null = null, { withCatalog = true } = {}) {
  const toast = vi.fn();
  const scope = fork({
    values: [
      [dialog.$catalog, withCatalog ? catalog : null],
      [$filter, filter],
    ],
    handlers: [[showToastFx, toast]],
  });
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: list } });
  return { scope, toast };
}

const selected = (scope: Scope) => [...scope.getState(dialog.$selection)].sort();
const open = (scope: Scope) => allSettled(dialog.opened, { scope });

describe("opening", () => {
  it("offers the list's competitions, all selected on the all tab, with the count for 筛选(n)", async () => {
    const { scope } = await setup();
    expect(scope.getState(dialog.$open)).toBe(false);
    await open(scope);
    expect(scope.getState(dialog.$open)).toBe(true);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(scope.getState(dialog.$tab)).toBe("allFootball");
    expect(selected(scope)).toEqual([1, 2, 3]);
    expect(scope.getState(dialog.$selectedCount)).toBe(3);
  });

  it("opens whenever a list asks for it (the 筛选 button and the grid's / key both fire opened), with a fresh draft", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.competitionToggled, { scope, params: 1 });
    await allSettled(dialog.closed, { scope });
    await open(scope);
    expect(scope.getState(dialog.$open)).toBe(true);
    expect(selected(scope)).toEqual([1, 2, 3]);
  });

  it("reopens on the confirmed filter's tab with its ids", async () => {
    const { scope } = await setup({ category: "competitiveFootball", ids: [3], timestamp: 1 });
    await open(scope);
    expect(scope.getState(dialog.$tab)).toBe("competitiveFootball");
    expect(selected(scope)).toEqual([3]);
  });

  it("regroups when the catalogue arrives after opening", async () => {
    const { scope } = await setup(null, { withCatalog: false });
    await open(scope);
    expect(scope.getState(dialog.$options).groups.map((g) => g.key)).toEqual(["#"]);
    await allSettled(dialog.catalogLoaded, { scope, params: catalog });
    expect(scope.getState(dialog.$catalog)).toBe(catalog);
    expect(scope.getState(dialog.$options).groups.map((g) => g.key)).toEqual(["hot", "A", "B", "C"]);
  });
});

describe("the list in view", () => {
  const D = { id: 4, name: "德国甲级联赛", initial: "D" };
  const E = { id: 5, name: "俄罗斯超级联赛", initial: "E" };
  const day = { key: "course:2026-11-22", matches: [testMatch(D), testMatch(D, { 101: "周日001" }), testMatch(E), testMatch(B)] };
  const names = (scope: Scope) => scope.getState(dialog.$options).groups.flatMap((g) => g.competitions.map((c) => c.name));

  async function browsing(options?: { withCatalog: boolean }) {
    const { scope } = await setup(null, options);
    await allSettled(footballLists.browse.loaded, { scope, params: day });
    await allSettled(listShown, { scope, params: day.key });
    return scope;
  }

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
    await allSettled(listShown, { scope, params: TODAY_LIST_KEY });
    await open(scope);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([1, 2, 3]);
  });

  it("a browsed day still loading offers nothing rather than the day it replaces", async () => {
    const scope = await browsing();
    await allSettled(listShown, { scope, params: "course:2026-11-23" });
    await open(scope);
    expect(scope.getState(dialog.$total)).toBe(0);
    expect(selected(scope)).toEqual([]);
  });

  it("a catalogue arriving while open regroups the list it opened on", async () => {
    const scope = await browsing({ withCatalog: false });
    await open(scope);
    // The user's tab changes under the dialog (another list loads): the offer keeps its ids.
    await allSettled(listShown, { scope, params: TODAY_LIST_KEY });
    await allSettled(dialog.catalogLoaded, { scope, params: testCatalog([B, D, E], [5]) });
    expect(scope.getState(dialog.$options).groups.map((g) => g.key)).toEqual(["hot", "B", "D", "E"]);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([2, 4, 5]);
  });
});

describe("tabs", () => {
  it("a lottery tab starts with its own competitions all selected", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.tabChanged, { scope, params: "competitiveFootball" });
    expect(selected(scope)).toEqual([1, 3]);
    await allSettled(dialog.tabChanged, { scope, params: "beidanFootball" });
    expect(selected(scope)).toEqual([2]);
  });

  it("ignores an unknown tab", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.competitionToggled, { scope, params: 1 });
    await allSettled(dialog.tabChanged, { scope, params: "basketball" });
    await allSettled(dialog.tabChanged, { scope, params: null });
    expect(scope.getState(dialog.$tab)).toBe("allFootball");
    expect(selected(scope)).toEqual([2, 3]);
  });
});

describe("全选, 反选, 重置", () => {
  it("toggles, inverts within the tab, selects all", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.competitionToggled, { scope, params: 2 });
    expect(selected(scope)).toEqual([1, 3]);
    await allSettled(dialog.selectionInverted, { scope });
    expect(selected(scope)).toEqual([2]);
    await allSettled(dialog.selectionInverted, { scope });
    await allSettled(dialog.selectionInverted, { scope });
    await allSettled(dialog.allSelected, { scope });
    expect(selected(scope)).toEqual([1, 2, 3]);

    await allSettled(dialog.tabChanged, { scope, params: "competitiveFootball" });
    await allSettled(dialog.selectionInverted, { scope });
    expect(selected(scope)).toEqual([]);
    await allSettled(dialog.allSelected, { scope });
    expect(selected(scope)).toEqual([1, 3]);
  });

  it("重置 returns to the all tab with everything selected", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.tabChanged, { scope, params: "passFootball" });
    await allSettled(dialog.selectionReset, { scope });
    expect(scope.getState(dialog.$tab)).toBe("allFootball");
    expect(selected(scope)).toEqual([1, 2, 3]);
  });
});

describe("完成", () => {
  it("with none selected warns 请至少选择一个赛事, confirms nothing and stays open", async () => {
    const { scope, toast } = await setup();
    await open(scope);
    await allSettled(dialog.selectionInverted, { scope });
    await allSettled(dialog.submitted, { scope });
    expect(toast).toHaveBeenCalledWith({ level: "warning", message: NONE_SELECTED_MESSAGE });
    expect(NONE_SELECTED_MESSAGE).toBe("请至少选择一个赛事");
    expect(scope.getState($filter)).toBeNull();
    expect(scope.getState(dialog.$current)).toBeNull();
    expect(scope.getState(dialog.$open)).toBe(true);
  });

  it("confirms the tab and the chosen ids, and closes", async () => {
    const { scope, toast } = await setup();
    await open(scope);
    await allSettled(dialog.selectionInverted, { scope });
    await allSettled(dialog.competitionToggled, { scope, params: 3 });
    await allSettled(dialog.competitionToggled, { scope, params: 1 });
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState($filter)).toEqual({ category: "allFootball", ids: [1, 3], timestamp: expect.any(Number) });
    expect(scope.getState(dialog.$current)).toBe(scope.getState($filter));
    expect(scope.getState(dialog.$open)).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it("confirms a lottery tab even with all its competitions selected", async () => {
    const { scope } = await setup();
    await open(scope);
    await allSettled(dialog.tabChanged, { scope, params: "competitiveFootball" });
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState($filter)).toMatchObject({ category: "competitiveFootball", ids: [1, 3] });
  });

  it("everything selected on the all tab is no filter", async () => {
    const { scope } = await setup({ category: "allFootball", ids: [2], timestamp: 1 });
    await open(scope);
    await allSettled(dialog.selectionReset, { scope });
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState($filter)).toBeNull();
    expect(scope.getState(dialog.$open)).toBe(false);
  });

  it("closing without 完成 keeps the confirmed filter and drops the draft", async () => {
    const filter: Filter = { category: "allFootball", ids: [2], timestamp: 1 };
    const { scope } = await setup(filter);
    await open(scope);
    await allSettled(dialog.allSelected, { scope });
    await allSettled(dialog.closed, { scope });
    expect(scope.getState($filter)).toBe(filter);
    await open(scope);
    expect(selected(scope)).toEqual([2]);
  });
});
