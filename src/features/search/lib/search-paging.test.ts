import { describe, expect, it } from "vitest";
import { isNearEnd, nextSearchPage, searchKeyword, SEARCH_PAGE_SIZE } from "./search-paging";

const page = (count: number) => ({ items: Array.from({ length: count }, (_, index) => index) });

describe("search paging", () => {
  it("asks for the next page after a full one", () => {
    expect(nextSearchPage(page(SEARCH_PAGE_SIZE), 1)).toBe(2);
    expect(nextSearchPage(page(SEARCH_PAGE_SIZE), 4)).toBe(5);
  });

  it("ends after a short page, an empty one included", () => {
    expect(nextSearchPage(page(9), 1)).toBeUndefined();
    expect(nextSearchPage(page(3), 2)).toBeUndefined();
    expect(nextSearchPage(page(0), 3)).toBeUndefined();
  });

  it("loads within 10 px of the end of the list", () => {
    expect(isNearEnd({ scrollTop: 190, scrollHeight: 600, clientHeight: 400 })).toBe(true);
    expect(isNearEnd({ scrollTop: 200, scrollHeight: 600, clientHeight: 400 })).toBe(true);
    expect(isNearEnd({ scrollTop: 189, scrollHeight: 600, clientHeight: 400 })).toBe(false);
  });

  it("takes a keyword trimmed, and a blank one as nothing", () => {
    expect(searchKeyword("  梅西 ")).toBe("梅西");
    expect(searchKeyword(" \t ")).toBe("");
  });
});
