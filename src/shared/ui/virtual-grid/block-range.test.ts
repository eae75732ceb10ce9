import { describe, expect, it } from "vitest";
import { blockRange } from "./block-range";

const range = (startIndex: number, endIndex: number, count = 1000, overscan = 3) => ({ startIndex, endIndex, count, overscan });

describe("the rows a grid renders", () => {
  it("are the rows in view and their overscan, out to the edges of their blocks", () => {
    expect(blockRange(range(10, 20), 8)).toEqual(Array.from({ length: 24 }, (_, i) => i)); // 7…23 → 0…23
    expect(blockRange(range(13, 21), 8)).toEqual(Array.from({ length: 24 }, (_, i) => 8 + i)); // 10…24 → 8…31
  });

  it("stay the same while the view moves within a block, and change by a whole block", () => {
    const at = (start: number) => blockRange(range(start, start + 14), 8);
    expect(at(11)).toEqual(at(12)); // 8…31 both
    expect(at(16)[0]).toBe(8);
    expect(at(19)[0]).toBe(16);
  });

  it("stop at the list's ends", () => {
    expect(blockRange(range(0, 5, 7), 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(blockRange(range(990, 999), 8)).toEqual(Array.from({ length: 16 }, (_, i) => 984 + i));
    expect(blockRange(range(0, 0, 0), 8)).toEqual([]);
  });
});
