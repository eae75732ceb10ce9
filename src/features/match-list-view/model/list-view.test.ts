// @vitest-environment jsdom
import { allSettled, createEvent, createStore, fork, type Scope } from "effector";
import { beforeEach, describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { FOOTBALL_FILTER_TABS, FOOTBALL_MATCH_TYPE_RULES, footballLists, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { $isLoggedIn, $loginDialogOpen, generateTouristCodeFx, loggedOut } from "@/entities/session";
import { displayFilterToggled, userSettingChanged } from "@/entities/user-setting";
import { appStarted } from "@/shared/model";
import { TEST_LIST_KEYS as KEYS } from "#test-kit/filter-dialog-harness";
import { defaultDate } from "../lib/date-options";
import { createListView } from "./create-list-view";

// Pins and top-tier competitions as the board passes them in.
const pinToggled = createEvent<number>();
const $pinned = createStore<ReadonlySet<number>>(new Set()).on(pinToggled, (pinned, id) => {
  const next = new Set(pinned);
  if (!next.delete(id)) next.add(id);
  return next;
});
const $topOneIds = createStore<ReadonlySet<number>>(new Set());

const view = createListView({
  lists: footballLists,
  keys: KEYS,
  matchTypes: FOOTBALL_MATCH_TYPE_RULES,
  filterTabs: FOOTBALL_FILTER_TABS,
  $pinned,
  $topOneIds,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const user = { id: 1, nickname: "球迷", avatar: "", isAnchor: 0 as const, userCode: "12345678", identifier: null, identity: "9", phone: "13800000000" };

/** A scope as the app starts it; signed in when a user is kept in storage. A guest's tourist code is not fetched. */
async function started({ signedIn = false, topOneIds = new Set<number>() } = {}): Promise<Scope> {
  if (signedIn) localStorage.setItem("userInfo", JSON.stringify(user));
  const scope = fork({ values: [[$topOneIds, topOneIds]], handlers: [[generateTouristCodeFx, async () => "tourist"]] });
  await allSettled(appStarted, { scope });
  expect(scope.getState($isLoggedIn)).toBe(signedIn);
  return scope;
}

/** A started scope with the board on screen (its stored choices read back). */
async function opened(options?: Parameters<typeof started>[0]): Promise<Scope> {
  const scope = await started(options);
  await allSettled(view.opened, { scope });
  return scope;
}

describe("list tabs", () => {
  it("a guest's 关注 asks for a login and the tab stays", async () => {
    const scope = await opened();
    await allSettled(view.tabSelected, { scope, params: "concern" });
    expect(scope.getState(view.$tab)).toBe("today");
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(sessionStorage.getItem(KEYS.tab)).toBeNull();
  });

  it("a signed-in user opens 关注; a remembered 关注 reads as 全部 for a guest", async () => {
    const scope = await opened({ signedIn: true });
    await allSettled(view.tabSelected, { scope, params: "concern" });
    expect(scope.getState(view.$tab)).toBe("concern");
    expect(scope.getState(view.$scope)).toBeNull();
    expect(scope.getState($loginDialogOpen)).toBe(false);
    expect(sessionStorage.getItem(KEYS.tab)).toBe("concern");

    localStorage.clear();
    const guest = await opened();
    expect(guest.getState(view.$tab)).toBe("today");
  });

  it("after a logout the list falls back to 全部", async () => {
    const scope = await opened({ signedIn: true });
    await allSettled(view.tabSelected, { scope, params: "concern" });
    await allSettled(loggedOut, { scope });
    expect(scope.getState(view.$tab)).toBe("today");
  });

  it("restores the tab and each scope's match type from session storage when opened", async () => {
    sessionStorage.setItem(KEYS.tab, "history");
    sessionStorage.setItem(KEYS.scopes.history, JSON.stringify({ matchType: "beiDan", date: "2020-01-02" }));
    sessionStorage.setItem(KEYS.scopes.home, JSON.stringify({ matchType: "living" }));
    const scope = await started();
    expect(scope.getState(view.$tab)).toBe("today"); // nothing read before the board is opened
    await allSettled(view.opened, { scope });
    expect(scope.getState(view.$tab)).toBe("history");
    expect(scope.getState(view.$scope)).toBe("history");
    expect(scope.getState(view.$matchType)).toBe("beiDan");
    expect(scope.getState(view.$date)).toBe("2020-01-02");
    await allSettled(view.tabSelected, { scope, params: "going" });
    expect(scope.getState(view.$scope)).toBe("home");
    expect(scope.getState(view.$matchType)).toBe("living");
  });

  it("opens on today's list with 全部 and the default days when nothing is stored", async () => {
    const scope = await opened();
    expect(scope.getState(view.$tab)).toBe("today");
    expect(scope.getState(view.$matchType)).toBe("all");
    expect(scope.getState(view.$date)).toBeNull();
    await allSettled(view.tabSelected, { scope, params: "course" });
    expect(scope.getState(view.$date)).toBe(defaultDate("course"));
    await allSettled(view.tabSelected, { scope, params: "history" });
    expect(scope.getState(view.$date)).toBe(defaultDate("history"));
  });
});

describe("match type and date", () => {
  it("a match type is kept per scope and saved under that scope's key", async () => {
    const scope = await opened();
    await allSettled(view.matchTypeSelected, { scope, params: "athletics" });
    await allSettled(view.tabSelected, { scope, params: "course" });
    expect(scope.getState(view.$matchType)).toBe("all");
    await allSettled(view.matchTypeSelected, { scope, params: "passLeg" });
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.home)!)).toEqual({ matchType: "athletics" });
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.course)!)).toMatchObject({ matchType: "passLeg" });
    expect(sessionStorage.getItem(KEYS.tab)).toBe("course");
    await allSettled(view.tabSelected, { scope, params: "today" });
    expect(scope.getState(view.$matchType)).toBe("athletics");
  });

  it("each scope holds its own match type", async () => {
    const one = await opened();
    const other = await opened();
    await allSettled(view.matchTypeSelected, { scope: one, params: "beiDan" });
    expect(one.getState(view.$matchType)).toBe("beiDan");
    expect(other.getState(view.$matchType)).toBe("all");
  });

  it("changing the day resets the match type to 全部", async () => {
    const scope = await opened();
    await allSettled(view.tabSelected, { scope, params: "history" });
    await allSettled(view.matchTypeSelected, { scope, params: "athletics" });
    await allSettled(view.dateSelected, { scope, params: "2020-03-04" });
    expect(scope.getState(view.$date)).toBe("2020-03-04");
    expect(scope.getState(view.$matchType)).toBe("all");
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.history)!)).toEqual({ matchType: "all", date: "2020-03-04" });
  });

  it("a day picked on today's list changes nothing", async () => {
    const scope = await opened();
    await allSettled(view.matchTypeSelected, { scope, params: "athletics" });
    await allSettled(view.dateSelected, { scope, params: "2020-03-04" });
    expect(scope.getState(view.$date)).toBeNull();
    expect(scope.getState(view.$matchType)).toBe("athletics");
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.home)!)).toEqual({ matchType: "athletics" });
  });
});

describe("the list in view", () => {
  const ids = (matches: ReadonlyMap<number, unknown>) => [...matches.keys()].sort((a, b) => a - b);

  async function withBothLists() {
    const scope = await opened({ signedIn: true });
    expect(scope.getState(view.$listReady)).toBe(false); // today's list not loaded yet
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1 }), testMatch({ matchId: 2 })] } });
    await allSettled(footballLists.browse.loaded, { scope, params: { key: "history:2026-11-20", matches: [testMatch({ matchId: 7 })] } });
    return scope;
  }

  it("is today's list on 全部 and 进行中", async () => {
    const scope = await withBothLists();
    expect(scope.getState(view.$listKey)).toBe(TODAY_LIST_KEY);
    expect(ids(scope.getState(view.$matchesInView))).toEqual([1, 2]);
    expect(scope.getState(view.$listReady)).toBe(true);
    await allSettled(view.tabSelected, { scope, params: "going" });
    expect(scope.getState(view.$listKey)).toBe(TODAY_LIST_KEY);
    expect(ids(scope.getState(view.$matchesInView))).toEqual([1, 2]);
    expect(scope.getState(view.$listReady)).toBe(true);
  });

  it("follows the view: the browsed day it asks for, then today's again", async () => {
    const scope = await withBothLists();
    await allSettled(view.tabSelected, { scope, params: "history" });
    await allSettled(view.dateSelected, { scope, params: "2026-11-20" });
    expect(scope.getState(view.$listKey)).toBe("history:2026-11-20");
    expect(ids(scope.getState(view.$matchesInView))).toEqual([7]);
    expect(scope.getState(view.$listReady)).toBe(true);
    await allSettled(view.tabSelected, { scope, params: "today" });
    expect(ids(scope.getState(view.$matchesInView))).toEqual([1, 2]);
  });

  it("a browsed list still loading holds nothing, not the day it replaces", async () => {
    const scope = await withBothLists();
    await allSettled(view.tabSelected, { scope, params: "history" });
    await allSettled(view.dateSelected, { scope, params: "2026-11-19" });
    expect(scope.getState(view.$matchesInView).size).toBe(0);
    expect(scope.getState(view.$listReady)).toBe(false);
    await allSettled(footballLists.browse.loaded, { scope, params: { key: "history:2026-11-19", matches: [testMatch({ matchId: 9 })] } });
    expect(ids(scope.getState(view.$matchesInView))).toEqual([9]);
    expect(scope.getState(view.$listReady)).toBe(true);
  });

  it("the same day on 赛程 is not the 赛果 list, and 关注 is the follows' list", async () => {
    const scope = await withBothLists();
    await allSettled(view.tabSelected, { scope, params: "course" });
    await allSettled(view.dateSelected, { scope, params: "2026-11-20" });
    expect(scope.getState(view.$listKey)).toBe("course:2026-11-20");
    expect(scope.getState(view.$matchesInView).size).toBe(0);
    expect(scope.getState(view.$listReady)).toBe(false);
    await allSettled(view.tabSelected, { scope, params: "concern" });
    expect(scope.getState(view.$listKey)).toBe("concern");
    expect(scope.getState(view.$matchesInView).size).toBe(0);
    await allSettled(footballLists.browse.loaded, { scope, params: { key: "concern", matches: [testMatch({ matchId: 5 })] } });
    expect(ids(scope.getState(view.$matchesInView))).toEqual([5]);
    expect(scope.getState(view.$listReady)).toBe(true);
  });
});

describe("rows", () => {
  const now = Math.floor(Date.now() / 1000);
  const inPlay = (matchId: number, overrides: Partial<Match> = {}) =>
    testMatch({ matchId, matchTime: now - 600 + matchId * 60, statusId: 2, topupType: "going", goingTime: 10, ...overrides });
  const rowIds = (scope: Scope) => scope.getState(view.$rows).rows.map((r) => r.id);

  it("keep a pinned match pinned when the list is fetched again (a resync)", async () => {
    const scope = await opened();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [inPlay(1), inPlay(2)] } });
    await allSettled(pinToggled, { scope, params: 2 });
    expect(scope.getState(view.$rows).rows[1]).toMatchObject({ itemId: 2, pinned: true });
    await allSettled(footballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [inPlay(1), inPlay(2, { homeScores: [3, 0, 0, 0, 0] })], requestedAt: Date.now() },
    });
    expect(scope.getState(view.$rows).rows[1]).toMatchObject({ itemId: 2, pinned: true });
    expect(scope.getState(footballLists.today.$matches).get(2)!.homeScores[0]).toBe(3);
  });

  it("follow the list, the tab and the filters, and leave the rows alone on a plain score push", async () => {
    const scope = await opened();
    await allSettled(footballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [inPlay(1, { lotterys: { 101: "周六001" } }), inPlay(2)] },
    });
    const rows = scope.getState(view.$rows).rows;
    expect(rows.map((r) => r.id)).toEqual(["s:going", "m:1", "m:2"]);

    await allSettled(footballLists.scoreUpdated, {
      scope,
      params: { matchId: 2, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 11, note: "" },
    });
    expect(scope.getState(footballLists.today.$matches).get(2)!.homeScores[0]).toBe(1); // the push did land
    expect(scope.getState(view.$rows).rows).toBe(rows);

    await allSettled(view.matchTypeSelected, { scope, params: "athletics" });
    expect(rowIds(scope)).toEqual(["s:going", "m:1"]);
    await allSettled(pinToggled, { scope, params: 2 });
    await allSettled(view.matchTypeSelected, { scope, params: "all" });
    expect(rowIds(scope)).toEqual(["s:going", "m:2", "m:1"]);
    expect(scope.getState(view.$rows).rows[1]).toMatchObject({ kind: "item", itemId: 2, pinned: true });
    await allSettled(view.tabSelected, { scope, params: "history" });
    expect(scope.getState(view.$rows).rows).toEqual([]); // nothing browsed yet
  });

  it("apply the competition filter, the 一级 competitions, the display filters and the sort order", async () => {
    const scope = await opened({ topOneIds: new Set([2]) });
    const other = { id: 2, name: "中超", shortName: "中超", logo: "", color: "#fff" };
    const notStarted = testMatch({ matchId: 3, matchTime: now }); // kicks off today
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [inPlay(1), inPlay(2, { competition: other }), notStarted] } });
    expect(rowIds(scope)).toEqual(["s:going", "m:1", "m:2", "s:noStart", "m:3"]);

    await allSettled(view.matchTypeSelected, { scope, params: "firstOrder" });
    expect(rowIds(scope)).toEqual(["s:going", "m:2"]);
    await allSettled(view.matchTypeSelected, { scope, params: "all" });

    await allSettled(view.competitionFilter.confirmed, { scope, params: { category: "allFootball", ids: [1], timestamp: 1 } });
    expect(rowIds(scope)).toEqual(["s:going", "m:1", "s:noStart", "m:3"]);
    await allSettled(view.competitionFilter.reset, { scope });

    await allSettled(userSettingChanged, { scope, params: { sortOrder: false } });
    expect(rowIds(scope)).toEqual(["s:going", "m:2", "m:1", "s:noStart", "m:3"]);
    await allSettled(displayFilterToggled, { scope, params: { sport: "football", key: "going" } });
    expect(rowIds(scope)).toEqual(["s:noStart", "m:3"]);
    // Another sport's display filter leaves football's rows alone.
    await allSettled(displayFilterToggled, { scope, params: { sport: "basketball", key: "notStarted" } });
    expect(rowIds(scope)).toEqual(["s:noStart", "m:3"]);
  });

  it("leave the list not in view alone: another list loading or regrouping rebuilds nothing", async () => {
    const scope = await opened();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [inPlay(1)] } });
    const todayView = scope.getState(view.$rows);
    await allSettled(footballLists.browse.loaded, { scope, params: { key: "history:2026-11-20", matches: [testMatch({ matchId: 8 })] } });
    expect(scope.getState(view.$rows)).toBe(todayView);

    await allSettled(view.tabSelected, { scope, params: "history" });
    await allSettled(view.dateSelected, { scope, params: "2026-11-20" });
    const dayView = scope.getState(view.$rows);
    expect(dayView.rows.map((r) => r.id)).toContain("m:8");
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [inPlay(1), inPlay(2)] } });
    expect(scope.getState(view.$rows)).toBe(dayView);
  });

  it("on a browsed tab are the browsed list's, once loaded", async () => {
    const scope = await opened();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [inPlay(1)] } });
    await allSettled(view.tabSelected, { scope, params: "history" });
    await allSettled(view.dateSelected, { scope, params: "2026-11-20" });
    const finished = testMatch({ matchId: 8, statusId: 8, topupType: "finish" });
    await allSettled(footballLists.browse.loaded, { scope, params: { key: "history:2026-11-20", matches: [finished] } });
    expect(rowIds(scope)).toEqual(["s:finish", "m:8"]);
  });
});

describe("a view that resets its filters on each opening", () => {
  const resetting = createListView({
    lists: footballLists,
    keys: KEYS,
    matchTypes: FOOTBALL_MATCH_TYPE_RULES,
    filterTabs: FOOTBALL_FILTER_TABS,
    $pinned,
    $topOneIds,
    resetsFiltersOnOpen: true,
  });

  it("opens on 全部 with no competition filter, keeping the tab and the picked day, and says so in storage", async () => {
    const scope = await started();
    await allSettled(resetting.opened, { scope });
    await allSettled(resetting.tabSelected, { scope, params: "course" });
    const day = scope.getState(resetting.$date)!;
    await allSettled(resetting.matchTypeSelected, { scope, params: "athletics" });
    await allSettled(resetting.competitionFilter.confirmed, { scope, params: { category: "allFootball", ids: [7], timestamp: 1 } });
    expect(scope.getState(resetting.$matchType)).toBe("athletics");
    expect(sessionStorage.getItem(KEYS.competitionFilter)).not.toBeNull();

    const again = await started();
    await allSettled(resetting.opened, { scope: again });
    expect(again.getState(resetting.$tab)).toBe("course");
    expect(again.getState(resetting.$date)).toBe(day);
    expect(again.getState(resetting.$matchType)).toBe("all");
    expect(again.getState(resetting.competitionFilter.$current)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.course)!)).toEqual({ matchType: "all", date: day });
    expect(sessionStorage.getItem(KEYS.competitionFilter)).toBeNull();
  });

  it("a view without the rule reads its filters back", async () => {
    const scope = await opened();
    await allSettled(view.matchTypeSelected, { scope, params: "athletics" });
    const again = await opened();
    expect(again.getState(view.$matchType)).toBe("athletics");
  });
});
