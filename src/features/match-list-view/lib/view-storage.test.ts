// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_LIST_KEYS as KEYS } from "#test-kit/filter-dialog-harness";
import { isFootballMatchType } from "@/entities/match";
import { acceptDate, dateBounds, dateOptions, defaultDate } from "./date-options";
import { readListTab, readScopeChoices, writeListTab, writeScopeChoice } from "./view-storage";
const football = { keys: KEYS.scopes, allType: "all" as const, isMatchType: isFootballMatchType };

const NOW = new Date(2026, 10, 21, 19, 0).getTime(); // Saturday 21 Nov 2026

beforeEach(() => sessionStorage.clear());

describe("date bars", () => {
  it("offer the next 7 days for 赛程 and the last 7 for 赛果", () => {
    const course = dateOptions("course", NOW);
    expect(course.map((o) => o.value)).toEqual(["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
    expect(course[0]).toMatchObject({ day: "11-22", weekday: "周日" });
    expect(dateOptions("history", NOW).map((o) => o.value).slice(0, 2)).toEqual(["2026-11-20", "2026-11-19"]);
    expect(defaultDate("course", NOW)).toBe("2026-11-22");
    expect(defaultDate("history", NOW)).toBe("2026-11-20");
  });

  it("accept a calendar pick only on its side of today", () => {
    expect(acceptDate("history", "2026-10-01", NOW)).toBe("2026-10-01");
    expect(acceptDate("history", "2026-11-21", NOW)).toBeNull();
    expect(acceptDate("course", "2026-11-21", NOW)).toBeNull();
    expect(acceptDate("course", "2026-12-24", NOW)).toBe("2026-12-24");
    expect(acceptDate("course", "2026-13-40", NOW)).toBeNull();
    expect(acceptDate("course", "", NOW)).toBeNull();
    expect(dateBounds("course", NOW)).toEqual({ min: "2026-11-22" });
    expect(dateBounds("history", NOW)).toEqual({ max: "2026-11-20" });
  });
});

describe("session-storage keys", () => {
  it("keep the tab under the view's tab key", () => {
    expect(readListTab(KEYS.tab)).toBe("today");
    writeListTab(KEYS.tab, "history");
    expect(sessionStorage.getItem(KEYS.tab)).toBe("history");
    expect(readListTab(KEYS.tab)).toBe("history");
    sessionStorage.setItem(KEYS.tab, "bogus");
    expect(readListTab(KEYS.tab)).toBe("today");
  });

  it("keep each scope under its own key, holding only that scope's choice", () => {
    writeScopeChoice(KEYS.scopes.home, "home", { matchType: "living", date: null });
    writeScopeChoice(KEYS.scopes.course, "course", { matchType: "beiDan", date: "2026-11-24" });
    writeScopeChoice(KEYS.scopes.history, "history", { matchType: "athletics", date: "2026-11-19" });
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.home)!)).toEqual({ matchType: "living" });
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.course)!)).toEqual({ matchType: "beiDan", date: "2026-11-24" });
    expect(JSON.parse(sessionStorage.getItem(KEYS.scopes.history)!)).toEqual({ matchType: "athletics", date: "2026-11-19" });
    expect(readScopeChoices(football, NOW)).toEqual({
      home: { matchType: "living", date: null },
      course: { matchType: "beiDan", date: "2026-11-24" },
      history: { matchType: "athletics", date: "2026-11-19" },
    });
  });

  it("fall back to defaults for a day that has passed or a malformed value", () => {
    sessionStorage.setItem(KEYS.scopes.course, JSON.stringify({ matchType: "beiDan", date: "2026-11-20" }));
    sessionStorage.setItem(KEYS.scopes.home, "{");
    sessionStorage.setItem(KEYS.scopes.history, JSON.stringify({ matchType: "nope", date: "2026-11-18" }));
    expect(readScopeChoices(football, NOW)).toEqual({
      home: { matchType: "all", date: null },
      course: { matchType: "all", date: "2026-11-22" },
      history: { matchType: "all", date: "2026-11-18" },
    });
  });

  it("read nothing stored as the defaults: 全部, tomorrow's schedule, yesterday's results", () => {
    expect(readScopeChoices(football, NOW)).toEqual({
      home: { matchType: "all", date: null },
      course: { matchType: "all", date: "2026-11-22" },
      history: { matchType: "all", date: "2026-11-20" },
    });
  });

  it("keep two views' keys apart", () => {
    const other = { tab: "otherListTab", scopes: { home: "otherHomeFilter", course: "otherCourseFilter", history: "otherHistoryFilter" } };
    writeListTab(other.tab, "course");
    writeScopeChoice(other.scopes.home, "home", { matchType: "beiDan", date: null });
    expect(readListTab(KEYS.tab)).toBe("today");
    expect(readScopeChoices(football, NOW).home).toEqual({ matchType: "all", date: null });
    expect(readListTab(other.tab)).toBe("course");
    expect(readScopeChoices({ ...football, keys: other.scopes }, NOW).home).toEqual({ matchType: "beiDan", date: null });
  });
});
