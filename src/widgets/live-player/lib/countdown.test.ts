import { describe, expect, it } from "vitest";
import { countdownParts, countdownText, durationText } from "./countdown";

describe("the pre-match countdown", () => {
  it("splits the seconds left into hours, minutes and seconds", () => {
    expect(countdownParts(2 * 3600 + 15 * 60 + 9)).toEqual({ hours: 2, minutes: 15, seconds: 9 });
    expect(countdownText(2 * 3600 + 15 * 60 + 9)).toBe("02:15:09");
    expect(countdownText(59.9)).toBe("00:00:59");
  });

  it("shows up to one second under 24 hours and hides at 24 hours or more", () => {
    expect(countdownText(24 * 3600 - 1)).toBe("23:59:59");
    expect(countdownParts(24 * 3600)).toBeNull();
    expect(countdownParts(3 * 24 * 3600)).toBeNull();
  });

  it("hides at kick-off and after, and for a value that is not a time", () => {
    expect(countdownParts(0)).toBeNull();
    expect(countdownParts(-30)).toBeNull();
    expect(countdownParts(Number.NaN)).toBeNull();
  });
});

describe("a stream's duration", () => {
  it("reads MM:SS under an hour and H:MM:SS from an hour", () => {
    expect(durationText(0)).toBe("00:00");
    expect(durationText(754)).toBe("12:34");
    expect(durationText(3600 + 62)).toBe("1:01:02");
  });
});
