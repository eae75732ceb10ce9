// @vitest-environment jsdom
// The user's settings in localStorage `userSetting`: read when the app starts, written only on the
// user's changes, keeping keys this client does not know.
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStarted } from "@/shared/model";
import { DEFAULT_USER_SETTING } from "../lib/user-setting";
import { $audioTip, $goalTips, $goalTipsForAll, audioTipChanged, goalTipsChanged } from "./goal-tip-settings";
import { $userSetting, displayFilterToggled, userSettingChanged } from "./user-setting";

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem("userSetting")!) as Record<string, unknown>;

async function startedScope() {
  const scope = fork();
  await allSettled(appStarted, { scope });
  return scope;
}

describe("userSetting store", () => {
  it("holds the defaults until the app starts, then what localStorage holds", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ sortOrder: false, footballDisplay: { going: false }, legacyKey: "kept" }));
    const scope = fork();
    expect(scope.getState($userSetting)).toEqual(DEFAULT_USER_SETTING);

    await allSettled(appStarted, { scope });
    expect(scope.getState($userSetting).sortOrder).toBe(false);
    expect(scope.getState($userSetting).footballDisplay).toEqual({ all: false, finished: true, going: false, notStarted: true });
    expect(scope.getState($userSetting).rankingDisplay).toBe(true);
  });

  it("reads defaults from empty or unreadable storage", async () => {
    expect((await startedScope()).getState($userSetting)).toEqual(DEFAULT_USER_SETTING);
    localStorage.setItem("userSetting", "{not json");
    expect((await startedScope()).getState($userSetting)).toEqual(DEFAULT_USER_SETTING);
    localStorage.setItem("userSetting", "[1, 2]");
    expect((await startedScope()).getState($userSetting)).toEqual(DEFAULT_USER_SETTING);
  });

  it("a read writes nothing back", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    await startedScope();
    expect(localStorage.getItem("userSetting")).toBeNull();

    localStorage.setItem("userSetting", JSON.stringify({ sortOrder: false, cardDisplay: "no", legacyKey: "kept" }));
    expect(setItem).toHaveBeenCalledTimes(1); // the spy sees storage writes
    setItem.mockClear();
    await startedScope();
    expect(setItem).not.toHaveBeenCalled();
    expect(stored()).toEqual({ sortOrder: false, cardDisplay: "no", legacyKey: "kept" });
  });

  it("starts from what localStorage holds and writes changes back, keeping unknown keys", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ sortOrder: false, legacyKey: "kept" }));
    const scope = await startedScope();
    expect(scope.getState($userSetting).sortOrder).toBe(false);

    await allSettled(userSettingChanged, { scope, params: { sortOrder: true, rankingDisplay: false } });
    await allSettled(displayFilterToggled, { scope, params: { sport: "football", key: "going" } });
    expect(stored()).toMatchObject({ sortOrder: true, rankingDisplay: false, legacyKey: "kept" });
    expect(stored().footballDisplay).toEqual({ all: false, finished: true, going: false, notStarted: true });
    expect(scope.getState($userSetting)).toMatchObject({ sortOrder: true, rankingDisplay: false });
    expect(scope.getState($userSetting).footballDisplay).toEqual({ all: false, finished: true, going: false, notStarted: true });
    expect(scope.getState($userSetting).basketballDisplay).toEqual(DEFAULT_USER_SETTING.basketballDisplay);
  });

  it("the goal tip settings are views of it, and their changes go through it", async () => {
    localStorage.setItem("userSetting", JSON.stringify({ promptRange: false }));
    const scope = await startedScope();
    expect(scope.getState($goalTips)).toBe(true);
    expect(scope.getState($goalTipsForAll)).toBe(false);
    await allSettled(goalTipsChanged, { scope, params: false });
    await allSettled(audioTipChanged, { scope, params: false });
    expect(scope.getState($goalTips)).toBe(false);
    expect(scope.getState($audioTip)).toBe(false);
    expect(stored()).toMatchObject({ goalTip: false, audioTip: false, promptRange: false });
  });
});
