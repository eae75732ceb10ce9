import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { createFootballFilterHarness, matchesById } from "#test-kit/filter-dialog-harness";
import type { CompetitionFilter, FootballFilterCategory, Match } from "@/entities/match";
import { showToastFx } from "@/shared/lib/notify";
import { NONE_SELECTED_MESSAGE } from "./create-filter-dialog";

type Filter = CompetitionFilter<FootballFilterCategory>;

// The matches in view are a plain store here; which list is in view is the football board's
// (widgets/football-board/model/football-board-filter.test.ts).
const { dialog, $filter, $matches } = createFootballFilterHarness();

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
      [$matches, matchesById(list)],
    ],
    handlers: [[showToastFx, toast]],
  });
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

  it("a catalogue arriving while open regroups the matches it opened on, not the ones in view since", async () => {
    const { scope } = await setup(null, { withCatalog: false });
    await open(scope);
    await allSettled($matches, { scope, params: matchesById([testMatch({ id: 9, name: "日本职业联赛", initial: "R" })]) });
    await allSettled(dialog.catalogLoaded, { scope, params: catalog });
    expect(scope.getState(dialog.$options).groups.map((g) => g.key)).toEqual(["hot", "A", "B", "C"]);
    expect(scope.getState(dialog.$total)).toBe(3);
    expect(selected(scope)).toEqual([1, 2, 3]);
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
