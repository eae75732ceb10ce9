import { describe, expect, it } from "vitest";
import { publishTimeText } from "./publish-time";

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
