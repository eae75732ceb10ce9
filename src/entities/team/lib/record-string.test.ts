import { describe, expect, it } from "vitest";
import { parseRecord } from "./record-string";

describe("parseRecord", () => {
  it("reads win-loss-flat; anything else reads zeros", () => {
    expect(parseRecord("5-3-2")).toEqual({ win: 5, loss: 3, flat: 2 });
    expect(parseRecord("5-3")).toEqual({ win: 0, loss: 0, flat: 0 });
    expect(parseRecord("5-x-2")).toEqual({ win: 0, loss: 0, flat: 0 });
  });
});
