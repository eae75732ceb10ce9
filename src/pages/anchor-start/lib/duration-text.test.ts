import { describe, expect, it } from "vitest";
import { durationText } from "./duration-text";

describe("durationText", () => {
  it.each([
    [0, "不足1分钟"],
    [59, "不足1分钟"],
    [60, "1分钟"],
    [59 * 60 + 59, "59分钟"],
    [3600, "1小时"],
    [2 * 3600 + 5 * 60 + 30, "2小时5分"],
    [-5, "不足1分钟"],
  ])("%i s → %s", (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
