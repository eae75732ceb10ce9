import { describe, expect, it } from "vitest";
import { recordRate } from "./record-rate";

describe("record panel", () => {
  it("reads a win-loss-flat record's win rate", () => {
    expect(recordRate("5-3-2")).toBe("50%");
    expect(recordRate("0-0-0")).toBe("-");
  });
});
