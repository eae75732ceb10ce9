import { describe, expect, it } from "vitest";
import { DEFAULT_USER_SETTING, displayFiltersOf, readUserSetting, toggleDisplayFilter } from "./user-setting";

describe("userSetting", () => {
  it("defaults every flag to true and reads stored fields one by one", () => {
    expect(readUserSetting(null)).toEqual(DEFAULT_USER_SETTING);
    expect(Object.values(DEFAULT_USER_SETTING.footballDisplay).every(Boolean)).toBe(true);
    const stored = readUserSetting({ sortOrder: false, cardDisplay: "no", footballDisplay: { going: false }, extra: 1 });
    expect(stored.sortOrder).toBe(false);
    expect(stored.cardDisplay).toBe(true);
    expect(stored.footballDisplay).toEqual({ all: false, finished: true, going: false, notStarted: true });
    expect(stored.basketballDisplay.all).toBe(true);
  });

  it("全部 switches every display filter; one filter off turns 全部 off", () => {
    const all = DEFAULT_USER_SETTING.footballDisplay;
    const noFinished = toggleDisplayFilter(all, "finished");
    expect(noFinished).toEqual({ all: false, finished: false, going: true, notStarted: true });
    expect(toggleDisplayFilter(noFinished, "finished")).toEqual(all);
    expect(toggleDisplayFilter(all, "all")).toEqual({ all: false, finished: false, going: false, notStarted: false });
    expect(toggleDisplayFilter(toggleDisplayFilter(all, "all"), "all")).toEqual(all);
  });

  it("each sport reads its own display filters", () => {
    const setting = { ...DEFAULT_USER_SETTING, basketballDisplay: toggleDisplayFilter(DEFAULT_USER_SETTING.basketballDisplay, "going") };
    expect(displayFiltersOf(setting, "football")).toBe(setting.footballDisplay);
    expect(displayFiltersOf(setting, "basketball")).toEqual({ all: false, finished: true, going: false, notStarted: true });
  });
});
