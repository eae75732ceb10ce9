// @vitest-environment jsdom
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testMatch } from "../../../../tests/fixtures/test-match";

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});
afterEach(() => localStorage.clear());

describe("userSetting store", () => {
  it("starts from what localStorage holds and writes changes back, keeping unknown keys", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ sortOrder: false, legacyKey: "kept" }));
    const { $userSetting, userSettingChanged, displayFilterToggled } = await import("./list-settings");
    const scope = fork();
    expect(scope.getState($userSetting).sortOrder).toBe(false);

    await allSettled(userSettingChanged, { scope, params: { sortOrder: true, rankingDisplay: false } });
    await allSettled(displayFilterToggled, { scope, params: { sport: "football", key: "going" } });
    const stored = JSON.parse(localStorage.getItem("userSetting")!);
    expect(stored).toMatchObject({ sortOrder: true, rankingDisplay: false, legacyKey: "kept" });
    expect(stored.footballDisplay).toEqual({ all: false, finished: true, going: false, notStarted: true });
  });
});

describe("pinned matches", () => {
  it("are read from and written to localStorage pinnedMatches", async () => {
    localStorage.setItem("pinnedMatches", "[5]");
    const { $pinnedMatchIds, $pinnedMatchSet, matchPinToggled } = await import("./pinned-matches");
    const scope = fork();
    expect(scope.getState($pinnedMatchIds)).toEqual([5]);
    await allSettled(matchPinToggled, { scope, params: 8 });
    await allSettled(matchPinToggled, { scope, params: 5 });
    expect(scope.getState($pinnedMatchIds)).toEqual([8]);
    expect(scope.getState($pinnedMatchSet).has(8)).toBe(true);
    expect(localStorage.getItem("pinnedMatches")).toBe("[8]");
  });
});

describe("browsed list", () => {
  it("loads a day, applies pushes at once and regroups after the debounce", async () => {
    const { $footballBrowseKey, $footballBrowseMatches, $footballBrowseSections, footballBrowseListLoaded } = await import("./football-browse-list");
    const { footballScoreUpdated } = await import("./football-list");
    const scope = fork();
    const tomorrow = Math.floor(Date.now() / 1000) + 86_400 * 2;
    await allSettled(footballBrowseListLoaded, {
      scope,
      params: {
        key: "course:x",
        matches: [testMatch({ matchId: 1, matchTime: tomorrow }), testMatch({ matchId: 2, matchTime: tomorrow + 60 })],
      },
    });
    expect(scope.getState($footballBrowseKey)).toBe("course:x");
    // A browsed day is its own day: no "next day" split however far ahead it is.
    expect(scope.getState($footballBrowseSections)).toMatchObject({ noStart: [1, 2], nextDay: [] });

    const settled = allSettled(footballScoreUpdated, {
      scope,
      params: { matchId: 2, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 3, note: "" },
    });
    expect(scope.getState($footballBrowseMatches).get(2)).toMatchObject({ statusId: 2, topupType: "going" });
    expect(scope.getState($footballBrowseSections).going).toEqual([]);
    await settled;
    expect(scope.getState($footballBrowseSections)).toMatchObject({ going: [2], noStart: [1] });
  });
});

describe("today's list re-sort", () => {
  it("a push that keeps the match in its group does not re-sort", async () => {
    const { $footballSections, footballListLoaded, footballScoreUpdated } = await import("./football-list");
    const scope = fork();
    const now = Math.floor(Date.now() / 1000);
    await allSettled(footballListLoaded, { scope, params: [testMatch({ matchId: 1, statusId: 2, topupType: "going", matchTime: now })] });
    const before = scope.getState($footballSections);
    await allSettled(footballScoreUpdated, {
      scope,
      params: { matchId: 1, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 20, note: "" },
    });
    expect(scope.getState($footballSections)).toBe(before);
  });
});
