import { describe, expect, it } from "vitest";
import { firstListSport } from "./first-list";

describe("the first list of a page", () => {
  it("football for home and /football, basketball for /basketball", () => {
    expect(firstListSport("/", null)).toBe("football");
    expect(firstListSport("/football", null)).toBe("football");
    expect(firstListSport("/basketball", null)).toBe("basketball");
  });

  it("/matchEvents follows the remembered sport tab, football when none", () => {
    expect(firstListSport("/matchEvents", null)).toBe("football");
    expect(firstListSport("/matchEvents", "basketball")).toBe("basketball");
    expect(firstListSport("/matchEvents", "football")).toBe("football");
    expect(firstListSport("/matchEvents", "garbage")).toBe("football");
  });

  it("pages without a match list start nothing", () => {
    for (const path of ["/liveRoom", "/footballMatchData/index", "/informationCentre", "/about"]) expect(firstListSport(path, null)).toBeNull();
  });
});
