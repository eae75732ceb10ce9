import { describe, expect, it } from "vitest";
import { visibleRowCount } from "./visible-rows";

describe("the live list's visible rows", () => {
  it("is floor((player height − 58) / 135)", () => {
    expect(visibleRowCount(545)).toBe(3);
    expect(visibleRowCount(598)).toBe(4);
    expect(visibleRowCount(597)).toBe(3);
    expect(visibleRowCount(733)).toBe(5);
  });

  it("is at least one for a small or not yet measured player", () => {
    expect(visibleRowCount(192)).toBe(1);
    expect(visibleRowCount(100)).toBe(1);
    expect(visibleRowCount(0)).toBe(1);
    expect(visibleRowCount(Number.NaN)).toBe(1);
  });
});
