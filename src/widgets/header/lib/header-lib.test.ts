import { describe, expect, it } from "vitest";
import { activeTabFor } from "./active-tab";
import { headerBackdropOpacity, HOME_TOP_OPACITY } from "./header-backdrop";

describe("activeTabFor", () => {
  it.each([
    ["/", "home"],
    ["/football", "football"],
    ["/football/", "football"],
    ["/basketball", "basketball"],
    ["/matchEvents", "matchEvents"],
    ["/footballMatchData/index", "matchData"],
    ["/basketballMatchData/matchDetail/3", "matchData"],
    ["/footballTeamDetail/5", "matchData"],
    ["/basketballPlayerDetail/5", "matchData"],
    ["/teamDetailHistory/8", "matchData"],
    ["/forecast", "forecast"],
    ["/forecastDetail", "forecast"],
    ["/liveRoom", null],
    ["/individualCenter", null],
    ["/footballer", null],
  ])("%s → %s", (path, tab) => {
    expect(activeTabFor(path)).toBe(tab);
  });
});

describe("headerBackdropOpacity", () => {
  it("is opaque away from home whatever the scroll", () => {
    expect(headerBackdropOpacity(0, false)).toBe(1);
    expect(headerBackdropOpacity(40, false)).toBe(1);
  });

  it("on home rises with scroll and is fully opaque at 95 px", () => {
    expect(headerBackdropOpacity(0, true)).toBe(HOME_TOP_OPACITY);
    const half = headerBackdropOpacity(47.5, true);
    expect(half).toBeGreaterThan(HOME_TOP_OPACITY);
    expect(half).toBeLessThan(1);
    expect(headerBackdropOpacity(94, true)).toBeLessThan(1);
    expect(headerBackdropOpacity(95, true)).toBe(1);
    expect(headerBackdropOpacity(2000, true)).toBe(1);
    expect(headerBackdropOpacity(-10, true)).toBe(HOME_TOP_OPACITY);
  });
});
