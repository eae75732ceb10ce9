import { describe, expect, it } from "vitest";
import { addDays, dayKeyOf, dayStartMs, daysBetween, isDayKey, isoWeekday } from "./calendar";

describe("calendar", () => {
  it("keys days by the configured offset", () => {
    const t = Date.parse("2026-11-21T17:30:00Z"); // 01:30 next day in Beijing
    expect(dayKeyOf(t, 0)).toBe("2026-11-21");
    expect(dayKeyOf(t, 480)).toBe("2026-11-22");
    expect(dayKeyOf(t, -300)).toBe("2026-11-21");
  });

  it("finds local midnight and walks days", () => {
    expect(dayStartMs("2026-11-22", 480)).toBe(Date.parse("2026-11-22T00:00:00+08:00"));
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-21", "2026-11-28")).toBe(7);
  });

  it("numbers weekdays Monday 1 to Sunday 7 and validates keys", () => {
    expect(isoWeekday("2026-11-21")).toBe(6);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isDayKey("2026-02-30")).toBe(false);
    expect(isDayKey("2026-2-3")).toBe(false);
    expect(isDayKey("2026-02-28")).toBe(true);
  });
});
