import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";
import { publishTimeText } from "./publish-time";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [9_999, "9999"],
    [10_000, "1.0万"],
    [12_345, "1.2万"],
    [15_500, "1.6万"],
    [99_999, "10.0万"],
    [9_876_543, "987.7万"],
    [99_994_999, "9999.5万"],
    [99_999_500, "1.0亿"],
    [100_000_000, "1.0亿"],
    [1_234_567_890, "12.3亿"],
    [-5, "0"],
    [Number.NaN, "0"],
  ])("%d → %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe("publishTimeText", () => {
  const now = new Date(2026, 2, 10, 12, 0, 0).getTime();
  it.each([
    [now - 30_000, "刚刚"],
    [now - 60_000, "1分钟前"],
    [now - 59 * 60_000, "59分钟前"],
    [now - 60 * 60_000, "1小时前"],
    [now - 23 * 3_600_000 - 59 * 60_000, "23小时前"],
    [now - 24 * 3_600_000, "2026-03-09 12:00"],
    [new Date(2026, 0, 2, 8, 5).getTime(), "2026-01-02 08:05"],
  ])("%d → %s", (at, text) => {
    expect(publishTimeText(at, now)).toBe(text);
  });
});
