import { describe, expect, it } from "vitest";
import { schemeIdOf } from "./scheme-id";

describe("schemeIdOf", () => {
  it("reads a positive integer id; anything else is none", () => {
    expect(schemeIdOf({ id: "12" })).toBe(12);
    expect(schemeIdOf({ id: 7 })).toBe(7);
    for (const id of ["0", "-1", "1.5", "abc", "", undefined]) expect(schemeIdOf({ id })).toBeNull();
    expect(schemeIdOf(null)).toBeNull();
  });
});
