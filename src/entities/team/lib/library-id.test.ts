import { describe, expect, it } from "vitest";
import { libraryIdOf } from "./library-id";

describe("libraryIdOf", () => {
  it("reads a positive integer; anything else is none", () => {
    expect(libraryIdOf("100001")).toBe(100001);
    for (const raw of ["0", "-3", "1.5", "abc", "", undefined]) expect(libraryIdOf(raw)).toBeNull();
  });
});
