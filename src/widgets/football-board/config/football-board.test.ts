import { expect, it } from "vitest";
import { FOOTBALL_LIST_KEYS } from "./football-board";

// The stored names are a contract (docs/product-rules.md "Filter state"): a session's choices
// carry between /matchEvents and /football, and across releases.
it("keeps the football board's choices under the documented session-storage keys", () => {
  expect(FOOTBALL_LIST_KEYS).toEqual({
    tab: "footballListTab",
    scopes: { home: "footballHomeFilter", course: "footballCourseFilter", history: "footballHistoryFilter" },
    competitionFilter: "footballFilter",
  });
});
