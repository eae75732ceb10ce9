import { describe, expect, it } from "vitest";
import { parseRecord } from "@/entities/team";
import { recordRate } from "./record-rate";

describe("record panel", () => {
  it("parses win-loss-flat records and their win rate", () => {
    expect(parseRecord("5-3-2")).toEqual({ win: 5, loss: 3, flat: 2 });
    expect(parseRecord("5-3")).toEqual({ win: 0, loss: 0, flat: 0 });
    expect(recordRate("5-3-2")).toBe("50%");
    expect(recordRate("0-0-0")).toBe("-");
  });
});
