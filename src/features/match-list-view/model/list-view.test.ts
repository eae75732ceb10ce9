// @vitest-environment jsdom
import { allSettled, fork } from "effector";
import { beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

const load = async () => ({
  ...(await import("./list-view")),
  ...(await import("./table-view")),
  session: await import("@/entities/session"),
  match: await import("@/entities/match"),
});

const user = { id: 1, nickname: "球迷", avatar: "", isAnchor: 0 as const, userCode: "12345678", identifier: null, identity: "9", phone: "13800000000" };

describe("list tabs", () => {
  it("a guest's 关注 asks for a login and the tab stays", async () => {
    const { $listTab, listTabSelected, session } = await load();
    const scope = fork();
    await allSettled(listTabSelected, { scope, params: "concern" });
    expect(scope.getState($listTab)).toBe("today");
    expect(scope.getState(session.$loginDialogOpen)).toBe(true);
    expect(sessionStorage.getItem("footballListTab")).toBeNull();
  });

  it("a signed-in user opens 关注; a remembered 关注 reads as 全部 for a guest", async () => {
    const { $listTab, listTabSelected, session } = await load();
    const scope = fork({ values: [[session.$userInfo, user]] });
    await allSettled(listTabSelected, { scope, params: "concern" });
    expect(scope.getState($listTab)).toBe("concern");
    expect(scope.getState(session.$loginDialogOpen)).toBe(false);
    expect(sessionStorage.getItem("footballListTab")).toBe("concern");
    expect(fork().getState($listTab)).toBe("today");
  });

  it("restores the tab and each scope's match type from session storage", async () => {
    sessionStorage.setItem("footballListTab", "history");
    sessionStorage.setItem("footballHistoryFilter", JSON.stringify({ matchType: "beiDan", date: "2020-01-02" }));
    sessionStorage.setItem("footballHomeFilter", JSON.stringify({ matchType: "living" }));
    const { $listTab, $activeMatchType, $activeDate, listTabSelected } = await load();
    const scope = fork();
    expect(scope.getState($listTab)).toBe("history");
    expect(scope.getState($activeMatchType)).toBe("beiDan");
    expect(scope.getState($activeDate)).toBe("2020-01-02");
    await allSettled(listTabSelected, { scope, params: "going" });
    expect(scope.getState($activeMatchType)).toBe("living");
  });
});

describe("match type and date", () => {
  it("a match type is kept per scope and saved under that scope's key", async () => {
    const { $activeMatchType, listTabSelected, matchTypeSelected } = await load();
    const scope = fork();
    await allSettled(matchTypeSelected, { scope, params: "athletics" });
    await allSettled(listTabSelected, { scope, params: "course" });
    expect(scope.getState($activeMatchType)).toBe("all");
    await allSettled(matchTypeSelected, { scope, params: "passLeg" });
    expect(JSON.parse(sessionStorage.getItem("footballHomeFilter")!)).toEqual({ matchType: "athletics" });
    expect(JSON.parse(sessionStorage.getItem("footballCourseFilter")!)).toMatchObject({ matchType: "passLeg" });
    await allSettled(listTabSelected, { scope, params: "today" });
    expect(scope.getState($activeMatchType)).toBe("athletics");
  });

  it("changing the day resets the match type to 全部", async () => {
    const { $activeMatchType, $activeDate, listTabSelected, listDateSelected, matchTypeSelected } = await load();
    const scope = fork();
    await allSettled(listTabSelected, { scope, params: "history" });
    await allSettled(matchTypeSelected, { scope, params: "athletics" });
    await allSettled(listDateSelected, { scope, params: "2020-03-04" });
    expect(scope.getState($activeDate)).toBe("2020-03-04");
    expect(scope.getState($activeMatchType)).toBe("all");
    expect(JSON.parse(sessionStorage.getItem("footballHistoryFilter")!)).toEqual({ matchType: "all", date: "2020-03-04" });
  });
});

describe("table view", () => {
  it("follows the list, the tab and the filters, and leaves the rows alone on a plain score push", async () => {
    const { $tableView, listTabSelected, matchTypeSelected, match } = await load();
    const scope = fork();
    const now = Math.floor(Date.now() / 1000);
    const base = {
      sport: "football" as const,
      competition: { id: 1, name: "英超", shortName: "英超", logo: "", color: "#fff" },
      homeTeam: { id: 1, name: "主", logo: "", position: "" },
      awayTeam: { id: 2, name: "客", logo: "", position: "" },
      goingTime: 10, peopleNum: 0, hasFollow: 2, hasLineup: 0, ncaa: 0, note: "", roomIds: [], living: [], preview: [],
      homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0],
    };
    await allSettled(match.footballListLoaded, {
      scope,
      params: [
        { ...base, matchId: 1, matchTime: now - 600, statusId: 2, topupType: "going", lotterys: { 101: "周六001" } },
        { ...base, matchId: 2, matchTime: now - 300, statusId: 2, topupType: "going", lotterys: {} },
      ],
    });
    const rows = scope.getState($tableView).rows;
    expect(rows.map((r) => r.id)).toEqual(["s:going", "m:1", "m:2"]);

    await allSettled(match.footballScoreUpdated, {
      scope,
      params: { matchId: 2, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 11, note: "" },
    });
    expect(scope.getState($tableView).rows).toBe(rows);

    await allSettled(matchTypeSelected, { scope, params: "athletics" });
    expect(scope.getState($tableView).rows.map((r) => r.id)).toEqual(["s:going", "m:1"]);
    await allSettled(match.matchPinToggled, { scope, params: 2 });
    await allSettled(matchTypeSelected, { scope, params: "all" });
    expect(scope.getState($tableView).rows.map((r) => r.id)).toEqual(["s:going", "m:2", "m:1"]);
    await allSettled(listTabSelected, { scope, params: "history" });
    expect(scope.getState($tableView).rows).toEqual([]); // nothing browsed yet
  });
});
