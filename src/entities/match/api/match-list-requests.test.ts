import { describe, expect, it } from "vitest";
import { FOLLOW_PAGE_SIZE, followListQuery, nextFollowPage } from "./match-list-requests";

describe("followed list paging", () => {
  it("pages 100 at a time from 1; a short page is the last", () => {
    expect(FOLLOW_PAGE_SIZE).toBe(100);
    expect(nextFollowPage({ pageNum: 1, matches: [], size: 100 })).toBe(2);
    expect(nextFollowPage({ pageNum: 2, matches: [], size: 99 })).toBeUndefined();
    expect(nextFollowPage({ pageNum: 1, matches: [], size: 0 })).toBeUndefined();
  });

  it("the follow query starts at page 1 and pages with nextFollowPage", () => {
    const query = followListQuery("football", 42);
    expect(query.initialPageParam).toBe(1);
    expect(query.getNextPageParam).toBe(nextFollowPage);
  });
});
