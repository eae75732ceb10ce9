import { describe, expect, it } from "vitest";
import { clockText } from "./stand-in-scene";

describe("the stand-in's running clock", () => {
  it("reads mm:ss, then hh:mm:ss past an hour", () => {
    expect(clockText(0)).toBe("00:00");
    expect(clockText(65_900)).toBe("01:05");
    expect(clockText(3_600_000 + 61_000)).toBe("01:01:01");
    expect(clockText(-5)).toBe("00:00");
  });
});
