import { describe, expect, it } from "vitest";
import { MAX_PINNED, parsePinnedIds, togglePinnedId } from "./pinned-ids";

describe("pinned ids", () => {
  it("parses only positive integer ids, without duplicates", () => {
    expect(parsePinnedIds("[3, 1, 3, -1, 2.5, \"x\", 9]")).toEqual([3, 1, 9]);
    expect(parsePinnedIds("{")).toEqual([]);
    expect(parsePinnedIds(null)).toEqual([]);
  });

  it("toggles a pin, newest last, capped", () => {
    expect(togglePinnedId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(togglePinnedId([1, 2, 3], 2)).toEqual([1, 3]);
    const full = Array.from({ length: MAX_PINNED }, (_, i) => i + 1);
    expect(togglePinnedId(full, 999)).toHaveLength(MAX_PINNED);
    expect(togglePinnedId(full, 999).at(-1)).toBe(999);
  });
});
