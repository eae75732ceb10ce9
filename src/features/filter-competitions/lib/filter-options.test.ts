import { describe, expect, it } from "vitest";
import { testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { FOOTBALL_FILTER_TABS } from "@/entities/match";
import { buildFilterOptions, emptyFilterOptions, HOT_GROUP_TITLE } from "./filter-options";
import { filterLabel, groupInitial } from "./filter-label";

const EPL = { id: 1, name: "英格兰超级联赛", initial: "Y" };
const CSL = { id: 2, name: "中国足球协会超级联赛", initial: "Z" };
const ASL = { id: 3, name: "澳大利亚甲级联赛", initial: "A" };
const ODD = { id: 4, name: "1. FC 友谊赛", initial: "1" };
const LONG = { id: 5, name: "亚足联冠军联赛精英组淘汰赛阶段", initial: "Y" };
const UNLISTED = { id: 6, name: "没有比赛的联赛", initial: "M" };

const matches = [
  testMatch(EPL, { 101: "周六001" }),
  testMatch(EPL, { 401: "传足001" }),
  testMatch(EPL),
  testMatch(CSL, { 301: "北单001" }),
  testMatch(CSL, { 404: "北单002", 101: "周六002" }),
  testMatch(ASL),
  testMatch(ODD),
  testMatch(LONG, { 401: "传足002" }),
];
const catalog = testCatalog([EPL, CSL, ASL, ODD, LONG, UNLISTED], [2, 6, 1]);

describe("filter options", () => {
  const options = buildFilterOptions(matches, catalog, FOOTBALL_FILTER_TABS);

  it("offers only the competitions present in the list, and counts them for the title", () => {
    expect(options.total).toBe(5);
    expect(options.tabs.allFootball.map((c) => c.id)).not.toContain(UNLISTED.id);
  });

  it("groups the all tab: 热门赛事 in the hot list's order, then #, then A–Z", () => {
    expect(options.groups.map((g) => g.title)).toEqual([HOT_GROUP_TITLE, "#", "A", "Y", "Z"]);
    // hot ids 2, 6, 1: 6 has no match in the list and is left out.
    expect(options.groups[0]!.competitions.map((c) => c.id)).toEqual([2, 1]);
    expect(options.groups[1]!.competitions.map((c) => c.id)).toEqual([ODD.id]);
    expect(options.groups.find((g) => g.key === "Y")!.competitions.map((c) => c.id).sort()).toEqual([1, 5]);
  });

  it("counts each competition's matches per tab", () => {
    const count = (tab: keyof typeof options.tabs, id: number) => options.tabs[tab].find((c) => c.id === id)?.count;
    expect(count("allFootball", EPL.id)).toBe(3);
    expect(count("competitiveFootball", EPL.id)).toBe(1);
    expect(count("passFootball", EPL.id)).toBe(1);
    expect(count("beidanFootball", CSL.id)).toBe(2);
  });

  it("lists in a lottery tab only competitions with that lottery's matches (101; 301/404; 401)", () => {
    const ids = (tab: keyof typeof options.tabs) => options.tabs[tab].map((c) => c.id).sort();
    expect(ids("competitiveFootball")).toEqual([1, 2]);
    expect(ids("beidanFootball")).toEqual([2]);
    expect(ids("passFootball")).toEqual([1, 5]);
  });

  it("labels a competition with the first 10 characters of its name", () => {
    const long = options.tabs.allFootball.find((c) => c.id === LONG.id)!;
    expect(long.label).toBe("亚足联冠军联赛精英组");
    expect(long.name).toBe(LONG.name);
    expect(options.tabs.allFootball.find((c) => c.id === EPL.id)!.label).toBe("英格兰超级联赛");
  });

  it("puts everything under # when the catalogue has not arrived", () => {
    const bare = buildFilterOptions(matches, null, FOOTBALL_FILTER_TABS);
    expect(bare.groups.map((g) => g.key)).toEqual(["#"]);
    expect(bare.total).toBe(5);
  });

  it("offers nothing before the dialog has a list: every tab empty, no groups", () => {
    const empty = emptyFilterOptions(FOOTBALL_FILTER_TABS);
    expect(empty.total).toBe(0);
    expect(empty.groups).toEqual([]);
    expect(Object.keys(empty.tabs)).toEqual(FOOTBALL_FILTER_TABS.map((tab) => tab.key));
    expect(Object.values(empty.tabs).every((list) => list.length === 0)).toBe(true);
    expect(buildFilterOptions([], catalog, FOOTBALL_FILTER_TABS)).toEqual(empty);
  });
});

describe("label rules", () => {
  it("cuts by characters, not UTF-16 units", () => {
    expect(filterLabel("⚽".repeat(12))).toBe("⚽".repeat(10));
    expect(filterLabel("短名")).toBe("短名");
  });

  it.each([
    ["a", "A"],
    ["Z", "Z"],
    ["#", "#"],
    ["1", "#"],
    ["", "#"],
    [undefined, "#"],
    ["AB", "#"],
  ])("initial %s goes under %s", (initial, group) => expect(groupInitial(initial)).toBe(group));
});
