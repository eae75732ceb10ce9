import { describe, expect, it } from "vitest";
import { individualCenterSearch, parsePlainSearch } from "./search-params";

const read = (query: string) => individualCenterSearch.parse(parsePlainSearch(query));

describe("/individualCenter's query", () => {
  it("reads type, customerId and tab=notice as typed", () => {
    expect(read("?type=9&tab=notice")).toEqual({ type: 9, tab: "notice" });
    expect(read("?type=6&customerId=1")).toEqual({ type: 6, customerId: "1" });
  });

  it("drops a tab it does not know, and a type out of 1–10, keeping the rest", () => {
    expect(read("?type=9&tab=other")).toEqual({ type: 9 });
    expect(read("?type=11&tab=notice")).toEqual({ tab: "notice" });
  });
});
