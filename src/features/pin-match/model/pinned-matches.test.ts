// @vitest-environment jsdom
// Pinned matches in localStorage `pinnedMatches`: read when the app starts, written on each toggle.
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStarted } from "@/shared/model";
import { $pinnedMatchIds, $pinnedMatchSet, matchPinToggled } from "./pinned-matches";

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("pinned matches", () => {
  it("are read from and written to localStorage pinnedMatches", async () => {
    localStorage.setItem("pinnedMatches", "[5]");
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($pinnedMatchIds)).toEqual([5]);
    await allSettled(matchPinToggled, { scope, params: 8 });
    await allSettled(matchPinToggled, { scope, params: 5 });
    expect(scope.getState($pinnedMatchIds)).toEqual([8]);
    expect(scope.getState($pinnedMatchSet).has(8)).toBe(true);
    expect(scope.getState($pinnedMatchSet).has(5)).toBe(false);
    expect(localStorage.getItem("pinnedMatches")).toBe("[8]");
  });

  it("are none until the app starts, and reading them writes nothing", async () => {
    localStorage.setItem("pinnedMatches", "[5, 6]");
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const scope = fork();
    expect(scope.getState($pinnedMatchIds)).toEqual([]);
    await allSettled(appStarted, { scope });
    expect(scope.getState($pinnedMatchIds)).toEqual([5, 6]);
    expect([...scope.getState($pinnedMatchSet)]).toEqual([5, 6]);
    expect(setItem).not.toHaveBeenCalled();
    await allSettled(matchPinToggled, { scope, params: 7 });
    expect(setItem).toHaveBeenCalledWith("pinnedMatches", "[5,6,7]");
  });

  it("start empty from empty or unreadable storage", async () => {
    localStorage.setItem("pinnedMatches", "{");
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($pinnedMatchIds)).toEqual([]);
    await allSettled(matchPinToggled, { scope, params: 3 });
    expect(localStorage.getItem("pinnedMatches")).toBe("[3]");
  });
});
