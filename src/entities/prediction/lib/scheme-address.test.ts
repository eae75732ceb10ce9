import { describe, expect, it } from "vitest";
import { schemeFilterOf, schemeIdOf } from "./scheme-address";

describe("schemeIdOf", () => {
  it("reads a positive integer id; anything else is none", () => {
    expect(schemeIdOf({ id: "12" })).toBe(12);
    expect(schemeIdOf({ id: 7 })).toBe(7);
    for (const id of ["0", "-1", "1.5", "abc", "", undefined]) expect(schemeIdOf({ id })).toBeNull();
    expect(schemeIdOf(null)).toBeNull();
  });
});

describe("schemeFilterOf", () => {
  it("asks for both sports, every anchor and page 1 when the address names none", () => {
    expect(schemeFilterOf({})).toEqual({ sportType: 0, customId: undefined, pageNum: 1 });
  });

  it("reads the sport, a positive anchor id and the page", () => {
    expect(schemeFilterOf({ sport: "basketball", customId: "10005", page: 3 })).toEqual({ sportType: 2, customId: 10005, pageNum: 3 });
    expect(schemeFilterOf({ sport: "football", customId: "0" })).toEqual({ sportType: 1, customId: undefined, pageNum: 1 });
  });
});
