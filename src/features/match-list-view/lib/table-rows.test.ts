import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { FOOTBALL_FILTER_TABS, matchesFootballType, type FootballMatchType, type Match, type MatchSections } from "@/entities/match";
import { competitionFilterPredicate } from "./competition-filter";
import { buildTableView, type RowsInput, type TableRow } from "./table-rows";

const END_OF_TODAY = 1_800_050_000;
const comp = (id: number) => ({ id, name: `赛事${id}`, shortName: `赛${id}`, logo: "", color: "#3b5bdb" });

const match = (matchId: number, overrides: Partial<Match> = {}): Match =>
  testMatch({ matchId, competition: comp(1), homeTeam: { id: 10, name: "主", logo: "", position: "" }, awayTeam: { id: 11, name: "客", logo: "", position: "" }, matchTime: 1_800_000_000 + matchId * 60, ...overrides });

const going = (id: number, o: Partial<Match> = {}) => match(id, { statusId: 2, topupType: "going", ...o });
const finished = (id: number, o: Partial<Match> = {}) => match(id, { statusId: 8, topupType: "finish", ...o });

const list = [
  going(1),
  going(2, { lotterys: { 101: "周六001" } }),
  going(3, { competition: comp(2) }),
  match(4),
  match(5, { lotterys: { 301: "北单001" } }),
  match(6, { matchTime: END_OF_TODAY + 600 }),
  match(7, { statusId: 9, topupType: "other" }),
  finished(8),
  finished(9, { competition: comp(2) }),
];

// The sections today's list groups these matches into (kick-off order; 6 starts after the end of
// today, END_OF_TODAY); the grouping itself is entities/match's and tested there.
const SECTIONS: MatchSections = { going: [1, 2, 3], noStart: [4, 5], nextDay: [6], other: [7], finish: [8, 9] };

/** The board's match type predicate (全部, 竞足, 北单, 一级…). */
const ofType = (type: FootballMatchType, topOneIds: ReadonlySet<number> = new Set()) => (m: Match) => matchesFootballType(m, type, topOneIds);

function view(overrides: Partial<RowsInput> = {}) {
  const matches = new Map(list.map((m) => [m.matchId, m]));
  return buildTableView({
    tab: "today",
    sections: SECTIONS,
    matches,
    typeAllowed: ofType("all"),
    competitionAllowed: () => true,
    display: { all: true, finished: true, going: true, notStarted: true }, // the default: every group shown
    sortOrder: true,
    pinned: new Set(),
    ...overrides,
  });
}

/** Rows as "section:count" and match ids ("*" marks a pin). */
const shape = (rows: TableRow[]) =>
  rows.map((r) => (r.kind === "section" ? `${r.group}:${r.count}` : `${r.itemId}${r.pinned ? "*" : ""}`));

describe("buildTableView", () => {
  it("lists every section in order with its matches in kick-off order", () => {
    const v = view();
    expect(shape(v.rows)).toEqual(["going:3", "1", "2", "3", "noStart:2", "4", "5", "nextDay:1", "6", "other:1", "7", "finish:2", "8", "9"]);
    expect(v.total).toBe(9);
    expect(v.counts).toEqual({ going: 3, noStart: 2, nextDay: 1, other: 1, finish: 2 });
    expect(new Set(v.rows.map((r) => r.id)).size).toBe(v.rows.length); // stable, unique row ids
    expect(v.rows[1]).toEqual({ kind: "item", id: "m:1", itemId: 1, pinned: false });
    expect(v.rows[0]).toEqual({ kind: "section", id: "s:going", group: "going", section: "going", date: null, count: 3 });
  });

  it("puts pinned matches on top of their own section", () => {
    expect(shape(view({ pinned: new Set([3, 9]) }).rows)).toEqual([
      "going:3", "3*", "1", "2", "noStart:2", "4", "5", "nextDay:1", "6", "other:1", "7", "finish:2", "9*", "8",
    ]);
  });

  it("reverses kick-off order within each section, pins still first", () => {
    expect(shape(view({ sortOrder: false, pinned: new Set([1, 2]) }).rows).slice(0, 4)).toEqual(["going:3", "2*", "1*", "3"]);
    expect(shape(view({ sortOrder: false }).rows).slice(-3)).toEqual(["finish:2", "9", "8"]);
  });

  it("applies the display filters: a hidden group's section goes; 其他 shows with 全部 only", () => {
    const display = { all: false, finished: false, going: true, notStarted: true };
    expect(shape(view({ display }).rows)).toEqual(["going:3", "1", "2", "3", "noStart:2", "4", "5", "nextDay:1", "6"]);
    const onlyFinished = { all: false, finished: true, going: false, notStarted: false };
    expect(view({ display: onlyFinished }).counts).toEqual({ finish: 2 });
  });

  it("applies the match type and the competition filter together", () => {
    expect(shape(view({ typeAllowed: ofType("athletics") }).rows)).toEqual(["going:1", "2"]);
    expect(shape(view({ typeAllowed: ofType("beiDan") }).rows)).toEqual(["noStart:1", "5"]);
    expect(shape(view({ typeAllowed: ofType("firstOrder", new Set([2])) }).rows)).toEqual(["going:1", "3", "finish:1", "9"]);
    const filter = competitionFilterPredicate({ category: "allFootball", ids: [2], timestamp: 0 }, FOOTBALL_FILTER_TABS);
    expect(shape(view({ competitionAllowed: filter }).rows)).toEqual(["going:1", "3", "finish:1", "9"]);
    expect(view({ competitionAllowed: filter, typeAllowed: ofType("athletics") }).rows).toEqual([]);
  });

  it("进行中 shows the in-progress section only", () => {
    expect(shape(view({ tab: "going" }).rows)).toEqual(["going:3", "1", "2", "3"]);
  });

  it("关注 groups by date, ignoring match type and competition filter", () => {
    const day = (d: number, h: number) => new Date(2026, 10, d, h).getTime() / 1000;
    const followed = [finished(1, { matchTime: day(20, 20) }), going(2, { matchTime: day(21, 15) }), match(3, { matchTime: day(21, 18) })];
    const matches = new Map(followed.map((m) => [m.matchId, m]));
    // 关注 ignores the status sections it is given: it groups by date.
    const sections: MatchSections = { going: [2], noStart: [3], nextDay: [], other: [], finish: [1] };
    const input = { tab: "concern" as const, matches, sections, typeAllowed: ofType("athletics"), competitionAllowed: () => false };
    const v = view(input);
    expect(shape(v.rows)).toEqual(["d:2026-11-20:1", "1", "d:2026-11-21:2", "2", "3"]);
    expect(v.rows[0]).toMatchObject({ kind: "section", section: null, date: "2026-11-20" });
    expect(shape(view({ ...input, sortOrder: false }).rows)).toEqual(["d:2026-11-21:2", "3", "2", "d:2026-11-20:1", "1"]);
  });
});
