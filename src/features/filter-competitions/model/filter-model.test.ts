import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import {
  $footballCompetitionFilter,
  $footballMatches,
  competitionFilterOpenRequested,
  footballBrowseListLoaded,
  footballListShown,
  type CompetitionFilter,
  type Match,
} from "@/entities/match";
import { showToastFx } from "@/shared/lib/notify";
import { testCatalog, testMatch } from "../lib/test-fixtures";
import {
  $activeFilterTab,
  $competitionCatalog,
  $competitionFilterOpen,
  $filterOptions,
  $filterTotal,
  competitionCatalogLoaded,
  competitionFilterClosed,
  competitionFilterOpened,
  filterTabChanged,
} from "./filter-dialog";
import {
  $selectedCompetitionIds,
  $selectedCount,
  allCompetitionsSelected,
  competitionSelectionInverted,
  competitionSelectionReset,
  competitionToggled,
} from "./filter-selection";
import { competitionFilterSubmitted, NONE_SELECTED_MESSAGE } from "./filter-confirm";

const A = { id: 1, name: "阿根廷甲级联赛", initial: "A" };
const B = { id: 2, name: "巴西甲级联赛", initial: "B" };
const C = { id: 3, name: "超级杯", initial: "C" };
const list: Match[] = [testMatch(A, { 101: "周六001" }), testMatch(A), testMatch(B, { 301: "北单001" }), testMatch(C, { 101: "周六002" })];
const catalog = testCatalog([A, B, C], [2]);

function setup(filter: CompetitionFilter | null = null) {
  const toast = vi.fn();
  const scope = fork({
    values: [
      [$footballMatches, new Map(list.map((m) => [m.matchId, m]))],
      [$competitionCatalog, catalog],
      [$footballCompetitionFilter, filter],
    ],
    handlers: [[showToastFx, toast]],
  });
  return { scope, toast };
}

const selected = (scope: Scope) => [...scope.getState($selectedCompetitionIds)].sort();
const open = (scope: Scope) => allSettled(competitionFilterOpened, { scope });

describe("opening", () => {
  it("offers the list's competitions, all selected on the all tab, with the count for 筛选(n)", async () => {
    const { scope } = setup();
    await open(scope);
    expect(scope.getState($competitionFilterOpen)).toBe(true);
    expect(scope.getState($filterTotal)).toBe(3);
    expect(scope.getState($activeFilterTab)).toBe("allFootball");
    expect(selected(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($selectedCount)).toBe(3);
  });

  it("opens when a list asks for it (the 筛选 button, the grid's / key)", async () => {
    const { scope } = setup();
    await allSettled(competitionFilterOpenRequested, { scope });
    expect(scope.getState($competitionFilterOpen)).toBe(true);
    expect(selected(scope)).toEqual([1, 2, 3]);
  });

  it("reopens on the confirmed filter's tab with its ids", async () => {
    const { scope } = setup({ category: "competitiveFootball", ids: [3], timestamp: 1 });
    await open(scope);
    expect(scope.getState($activeFilterTab)).toBe("competitiveFootball");
    expect(selected(scope)).toEqual([3]);
  });

  it("regroups when the catalogue arrives after opening", async () => {
    const scope = fork({ values: [[$footballMatches, new Map(list.map((m) => [m.matchId, m]))]] });
    await open(scope);
    expect(scope.getState($filterOptions).groups.map((g) => g.key)).toEqual(["#"]);
    await allSettled(competitionCatalogLoaded, { scope, params: catalog });
    expect(scope.getState($filterOptions).groups.map((g) => g.key)).toEqual(["hot", "A", "B", "C"]);
  });
});

describe("the list in view", () => {
  const D = { id: 4, name: "德国甲级联赛", initial: "D" };
  const E = { id: 5, name: "俄罗斯超级联赛", initial: "E" };
  const day = { key: "course:2026-11-22", matches: [testMatch(D), testMatch(D, { 101: "周日001" }), testMatch(E), testMatch(B)] };
  const names = (scope: Scope) => scope.getState($filterOptions).groups.flatMap((g) => g.competitions.map((c) => c.name));

  async function browsing() {
    const { scope } = setup();
    await allSettled(footballBrowseListLoaded, { scope, params: day });
    await allSettled(footballListShown, { scope, params: { list: "browse", key: day.key } });
    return scope;
  }

  it("on 赛程, 赛果 or 关注 offers that list's competitions and counts, not today's", async () => {
    const scope = await browsing();
    await open(scope);
    expect(scope.getState($filterTotal)).toBe(3);
    expect(selected(scope)).toEqual([2, 4, 5]);
    expect(scope.getState($selectedCount)).toBe(3);
    expect(names(scope)).not.toContain(A.name);
    await allSettled(filterTabChanged, { scope, params: "competitiveFootball" });
    expect(selected(scope)).toEqual([4]);
  });

  it("back on today's list offers today's competitions again", async () => {
    const scope = await browsing();
    await open(scope);
    await allSettled(competitionFilterClosed, { scope });
    await allSettled(footballListShown, { scope, params: { list: "today" } });
    await open(scope);
    expect(scope.getState($filterTotal)).toBe(3);
    expect(selected(scope)).toEqual([1, 2, 3]);
  });

  it("a browsed day still loading offers nothing rather than the day it replaces", async () => {
    const scope = await browsing();
    await allSettled(footballListShown, { scope, params: { list: "browse", key: "course:2026-11-23" } });
    await open(scope);
    expect(scope.getState($filterTotal)).toBe(0);
  });

  it("a catalogue arriving while open regroups the list it opened on", async () => {
    const scope = fork({ values: [[$footballMatches, new Map(list.map((m) => [m.matchId, m]))]] });
    await allSettled(footballBrowseListLoaded, { scope, params: day });
    await allSettled(footballListShown, { scope, params: { list: "browse", key: day.key } });
    await open(scope);
    // The user's tab changes under the dialog (another list loads): the offer keeps its ids.
    await allSettled(footballListShown, { scope, params: { list: "today" } });
    await allSettled(competitionCatalogLoaded, { scope, params: testCatalog([B, D, E], [5]) });
    expect(scope.getState($filterOptions).groups.map((g) => g.key)).toEqual(["hot", "B", "D", "E"]);
    expect(scope.getState($filterTotal)).toBe(3);
    expect(selected(scope)).toEqual([2, 4, 5]);
  });
});

describe("tabs", () => {
  it("a lottery tab starts with its own competitions all selected", async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(filterTabChanged, { scope, params: "competitiveFootball" });
    expect(selected(scope)).toEqual([1, 3]);
    await allSettled(filterTabChanged, { scope, params: "beidanFootball" });
    expect(selected(scope)).toEqual([2]);
  });

  it("ignores an unknown tab", async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(competitionToggled, { scope, params: 1 });
    await allSettled(filterTabChanged, { scope, params: "basketball" });
    await allSettled(filterTabChanged, { scope, params: null });
    expect(scope.getState($activeFilterTab)).toBe("allFootball");
    expect(selected(scope)).toEqual([2, 3]);
  });
});

describe("全选, 反选, 重置", () => {
  it("toggles, inverts within the tab, selects all", async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(competitionToggled, { scope, params: 2 });
    expect(selected(scope)).toEqual([1, 3]);
    await allSettled(competitionSelectionInverted, { scope });
    expect(selected(scope)).toEqual([2]);
    await allSettled(competitionSelectionInverted, { scope });
    await allSettled(competitionSelectionInverted, { scope });
    await allSettled(allCompetitionsSelected, { scope });
    expect(selected(scope)).toEqual([1, 2, 3]);

    await allSettled(filterTabChanged, { scope, params: "competitiveFootball" });
    await allSettled(competitionSelectionInverted, { scope });
    expect(selected(scope)).toEqual([]);
    await allSettled(allCompetitionsSelected, { scope });
    expect(selected(scope)).toEqual([1, 3]);
  });

  it("重置 returns to the all tab with everything selected", async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(filterTabChanged, { scope, params: "passFootball" });
    await allSettled(competitionSelectionReset, { scope });
    expect(scope.getState($activeFilterTab)).toBe("allFootball");
    expect(selected(scope)).toEqual([1, 2, 3]);
  });
});

describe("完成", () => {
  it("with none selected warns 请至少选择一个赛事, confirms nothing and stays open", async () => {
    const { scope, toast } = setup();
    await open(scope);
    await allSettled(competitionSelectionInverted, { scope });
    await allSettled(competitionFilterSubmitted, { scope });
    expect(toast).toHaveBeenCalledWith({ level: "warning", message: NONE_SELECTED_MESSAGE });
    expect(NONE_SELECTED_MESSAGE).toBe("请至少选择一个赛事");
    expect(scope.getState($footballCompetitionFilter)).toBeNull();
    expect(scope.getState($competitionFilterOpen)).toBe(true);
  });

  it("confirms the tab and the chosen ids, and closes", async () => {
    const { scope, toast } = setup();
    await open(scope);
    await allSettled(competitionSelectionInverted, { scope });
    await allSettled(competitionToggled, { scope, params: 3 });
    await allSettled(competitionToggled, { scope, params: 1 });
    await allSettled(competitionFilterSubmitted, { scope });
    expect(scope.getState($footballCompetitionFilter)).toEqual({ category: "allFootball", ids: [1, 3], timestamp: expect.any(Number) });
    expect(scope.getState($competitionFilterOpen)).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it("confirms a lottery tab even with all its competitions selected", async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(filterTabChanged, { scope, params: "competitiveFootball" });
    await allSettled(competitionFilterSubmitted, { scope });
    expect(scope.getState($footballCompetitionFilter)).toMatchObject({ category: "competitiveFootball", ids: [1, 3] });
  });

  it("everything selected on the all tab is no filter", async () => {
    const { scope } = setup({ category: "allFootball", ids: [2], timestamp: 1 });
    await open(scope);
    await allSettled(competitionSelectionReset, { scope });
    await allSettled(competitionFilterSubmitted, { scope });
    expect(scope.getState($footballCompetitionFilter)).toBeNull();
    expect(scope.getState($competitionFilterOpen)).toBe(false);
  });

  it("closing without 完成 keeps the confirmed filter and drops the draft", async () => {
    const filter: CompetitionFilter = { category: "allFootball", ids: [2], timestamp: 1 };
    const { scope } = setup(filter);
    await open(scope);
    await allSettled(allCompetitionsSelected, { scope });
    await allSettled(competitionFilterClosed, { scope });
    expect(scope.getState($footballCompetitionFilter)).toBe(filter);
    await open(scope);
    expect(selected(scope)).toEqual([2]);
  });
});
