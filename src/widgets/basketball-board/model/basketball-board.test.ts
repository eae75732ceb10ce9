// @vitest-environment jsdom
// The basketball board's view state: kept under basketball's own session keys (docs/product-rules.md
// "Filter state"), apart from football's, and every filter cleared when the board is shown again
// while the tab and the picked day stay.
import { allSettled, fork } from "effector";
import { beforeEach, describe, expect, it } from "vitest";
import { BASKETBALL_LIST_KEYS } from "../config/basketball-board";
import { createBasketballBoard } from "./create-basketball-board";

const board = createBasketballBoard();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("basketball board state", () => {
  it("keeps its choices under the basketball keys, never football's", async () => {
    expect(BASKETBALL_LIST_KEYS).toEqual({
      tab: "basketballListTab",
      scopes: { home: "basketballHomeFilter", course: "basketballCourseFilter", history: "basketballHistoryFilter" },
      competitionFilter: "basketballFilter",
    });
    const scope = fork();
    await allSettled(board.view.opened, { scope });
    await allSettled(board.view.matchTypeSelected, { scope, params: "vieBasketball" });
    await allSettled(board.view.tabSelected, { scope, params: "history" });
    await allSettled(board.view.competitionFilter.confirmed, { scope, params: { category: "competitiveBaskball", ids: [3, 5], timestamp: 1 } });

    expect(sessionStorage.getItem("basketballListTab")).toBe("history");
    expect(JSON.parse(sessionStorage.getItem("basketballHomeFilter")!)).toEqual({ matchType: "vieBasketball" });
    expect(JSON.parse(sessionStorage.getItem("basketballFilter")!)).toMatchObject({ category: "competitiveBaskball", ids: [3, 5] });
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith("football"))).toEqual([]);
  });

  it("a filter of an unknown tab (a football one) is not kept", async () => {
    const scope = fork();
    await allSettled(board.view.opened, { scope });
    await allSettled(board.view.competitionFilter.confirmed, { scope, params: { category: "competitiveFootball", ids: [3], timestamp: 1 } as never });
    expect(scope.getState(board.view.competitionFilter.$current)).toBeNull();
  });

  it("shown again, it starts on 全部 with no competition filter, on the same tab and day", async () => {
    const first = fork();
    await allSettled(board.view.opened, { scope: first });
    await allSettled(board.view.tabSelected, { scope: first, params: "course" });
    const day = first.getState(board.view.$date);
    await allSettled(board.view.matchTypeSelected, { scope: first, params: "firstBasketball" });
    await allSettled(board.view.competitionFilter.confirmed, { scope: first, params: { category: "allBaskball", ids: [9], timestamp: 1 } });

    const again = fork();
    await allSettled(board.view.opened, { scope: again });
    expect(again.getState(board.view.$tab)).toBe("course");
    expect(again.getState(board.view.$date)).toBe(day);
    expect(again.getState(board.view.$matchType)).toBe("allBasketball");
    expect(again.getState(board.view.competitionFilter.$current)).toBeNull();
    expect(sessionStorage.getItem("basketballFilter")).toBeNull();
  });
});
