// @vitest-environment jsdom
import { allSettled, createStore, fork } from "effector";
import { beforeEach, describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { TEST_LIST_KEYS as KEYS } from "#test-kit/filter-dialog-harness";
import { FOOTBALL_FILTER_TABS, FOOTBALL_MATCH_TYPE_RULES, footballLists, type CompetitionFilter, type FootballFilterCategory } from "@/entities/match";
import type { ListViewKeys } from "../config/list-tabs";
import { createListView } from "../model/create-list-view";
import { acceptFilter, competitionFilterPredicate, readStoredFilter, writeStoredFilter } from "./competition-filter";

const footballView = (keys: ListViewKeys = KEYS) =>
  createListView({
    lists: footballLists,
    keys,
    matchTypes: FOOTBALL_MATCH_TYPE_RULES,
    filterTabs: FOOTBALL_FILTER_TABS,
    $pinned: createStore<ReadonlySet<number>>(new Set()),
    $topOneIds: createStore<ReadonlySet<number>>(new Set()),
  });

const view = footballView();
const { $current, confirmed, reset } = view.competitionFilter;

beforeEach(() => sessionStorage.clear());

type Filter = CompetitionFilter<FootballFilterCategory>;
const filter: Filter = { category: "beidanFootball", ids: [7, 9], timestamp: 1_800_000_000_000 };

describe("a view's competition filter", () => {
  it("keeps a confirmed filter and stores it under the view's key", async () => {
    const scope = fork();
    await allSettled(confirmed, { scope, params: filter });
    expect(scope.getState($current)).toEqual(filter);
    expect(JSON.parse(sessionStorage.getItem(KEYS.competitionFilter)!)).toEqual(filter);
    expect(readStoredFilter(KEYS.competitionFilter, FOOTBALL_FILTER_TABS)).toEqual(filter);
  });

  it("reads the stored filter back when the view is opened (a reload)", async () => {
    sessionStorage.setItem(KEYS.competitionFilter, JSON.stringify(filter));
    const scope = fork();
    expect(scope.getState($current)).toBeNull();
    await allSettled(view.opened, { scope });
    expect(scope.getState($current)).toEqual(filter);
  });

  it("refuses ids for an unknown tab", async () => {
    const scope = fork();
    const unknown = { ...filter, category: "allBaskball" } as unknown as Filter;
    await allSettled(confirmed, { scope, params: unknown });
    expect(scope.getState($current)).toBeNull();
    expect(sessionStorage.getItem(KEYS.competitionFilter)).toBeNull();
  });

  it("refuses an unknown tab or non-integer ids without losing the filter it has", async () => {
    const scope = fork();
    await allSettled(confirmed, { scope, params: filter });
    await allSettled(confirmed, { scope, params: { ...filter, category: "allBaskball" } as unknown as Filter });
    await allSettled(confirmed, { scope, params: { ...filter, category: "allFootball", ids: [1.5] } });
    expect(scope.getState($current)).toEqual(filter);
    expect(JSON.parse(sessionStorage.getItem(KEYS.competitionFilter)!)).toEqual(filter);
  });

  it("reset means no filter and forgets the stored one", async () => {
    sessionStorage.setItem(KEYS.competitionFilter, JSON.stringify(filter));
    const scope = fork();
    await allSettled(view.opened, { scope });
    expect(scope.getState($current)).toEqual(filter);
    await allSettled(reset, { scope });
    expect(scope.getState($current)).toBeNull();
    expect(sessionStorage.getItem(KEYS.competitionFilter)).toBeNull();
  });

  it("keeps each view's filter under its own key", async () => {
    const other = footballView({ ...KEYS, competitionFilter: "courseFootballFilter" });
    const scope = fork();
    await allSettled(other.competitionFilter.confirmed, { scope, params: filter });
    expect(scope.getState(other.competitionFilter.$current)).toEqual(filter);
    expect(scope.getState($current)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem("courseFootballFilter")!)).toEqual(filter);
    expect(sessionStorage.getItem(KEYS.competitionFilter)).toBeNull();
    await allSettled(view.opened, { scope });
    expect(scope.getState($current)).toBeNull();
  });
});

describe("filter storage keyed by list", () => {
  const courseTabs = FOOTBALL_FILTER_TABS.filter((tab) => tab.key === "allFootball" || tab.key === "competitiveFootball");
  const read = () => readStoredFilter("courseFootballFilter", courseTabs);

  it("round-trips and keeps lists apart", () => {
    writeStoredFilter("courseFootballFilter", { category: "competitiveFootball", ids: [3], timestamp: 5 });
    expect(read()).toEqual({ category: "competitiveFootball", ids: [3], timestamp: 5 });
    expect(readStoredFilter(KEYS.competitionFilter, FOOTBALL_FILTER_TABS)).toBeNull();
    writeStoredFilter("courseFootballFilter", null);
    expect(read()).toBeNull();
    expect(sessionStorage.getItem("courseFootballFilter")).toBeNull();
  });

  it.each([
    "{",
    "null",
    JSON.stringify({ category: "passFootball", ids: [1], timestamp: 1 }),
    JSON.stringify({ category: "allFootball", ids: ["1"], timestamp: 1 }),
    JSON.stringify({ category: "allFootball", ids: [1] }),
  ])("reads %s as no filter", (raw) => {
    sessionStorage.setItem("courseFootballFilter", raw);
    expect(read()).toBeNull();
  });

  it("a view opened on a malformed stored value has no filter", async () => {
    sessionStorage.setItem(KEYS.competitionFilter, JSON.stringify({ category: "allFootball", ids: ["1"], timestamp: 1 }));
    const scope = fork({ values: [[$current, filter]] });
    await allSettled(view.opened, { scope });
    expect(scope.getState($current)).toBeNull();
  });
});

describe("acceptFilter", () => {
  it("keeps a known tab's integer ids, as a copy", () => {
    const accepted = acceptFilter(filter, FOOTBALL_FILTER_TABS);
    expect(accepted).toEqual(filter);
    expect(accepted!.ids).not.toBe(filter.ids);
    expect(acceptFilter({ ...filter, category: "allBaskball" } as unknown as Filter, FOOTBALL_FILTER_TABS)).toBeNull();
    expect(acceptFilter({ ...filter, ids: [1, 2.5] }, FOOTBALL_FILTER_TABS)).toBeNull();
  });
});

describe("competitionFilterPredicate", () => {
  const epl = { id: 1, name: "英格兰超级联赛", shortName: "英超", logo: "", color: "" };
  const csl = { id: 2, name: "中超", shortName: "中超", logo: "", color: "" };
  const plain = testMatch({ competition: epl });
  const jingzu = testMatch({ competition: epl, lotterys: { 101: "周六001" } });
  const beidan = testMatch({ competition: epl, lotterys: { 404: "北单001" } });
  const other = testMatch({ competition: csl, lotterys: { 101: "周六002" } });

  it("lets everything through without a filter", () => {
    expect([plain, jingzu, beidan, other].every(competitionFilterPredicate(null, FOOTBALL_FILTER_TABS))).toBe(true);
  });

  it("keeps the chosen competitions, and on a lottery tab only their lottery matches", () => {
    const all = competitionFilterPredicate({ category: "allFootball", ids: [1], timestamp: 0 }, FOOTBALL_FILTER_TABS);
    expect([plain, jingzu, beidan, other].filter(all)).toEqual([plain, jingzu, beidan]);
    const jz = competitionFilterPredicate({ category: "competitiveFootball", ids: [1, 2], timestamp: 0 }, FOOTBALL_FILTER_TABS);
    expect([plain, jingzu, beidan, other].filter(jz)).toEqual([jingzu, other]);
    const bd = competitionFilterPredicate({ category: "beidanFootball", ids: [1], timestamp: 0 }, FOOTBALL_FILTER_TABS);
    expect([plain, jingzu, beidan, other].filter(bd)).toEqual([beidan]);
  });
});
