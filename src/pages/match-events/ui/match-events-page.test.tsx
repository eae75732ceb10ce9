// @vitest-environment jsdom
// /matchEvents, rendered for real against the sim: it remembers its sport tab (matchEventsTab);
// with nothing remembered (a first visit, or the header's 比分 cleared it) the football board
// starts on 全部, whatever list tab it remembered, once: a list tab picked after that survives a
// trip to 篮球 and back. The 篮球 tab shows the page's basketball board. Goal pop-ups show only while the football tab is active, and their
// settings gear (进球提醒设置) sits beside 筛选.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { matchEventsFootballBoard } from "../model/match-events-board";
import { MatchEventsPage } from "./match-events-page";

useTestSim(createTestBackend({ footballPerDay: 60, basketballPerDay: 10 }));

const view = matchEventsFootballBoard.view;

const mount = async () => {
  const rendered = renderUi(<MatchEventsPage />);
  await act(async () => {});
  return rendered;
};

const goalPopups = () => screen.queryByRole("region", { name: "进球提醒" });
const listTab = (name: string) => screen.queryByRole("tab", { name });

beforeAll(() => {
  // The grid's window virtualizer and the router-less page: nothing here scrolls for real.
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("/matchEvents", () => {
  it("opens on football's 全部 when no tab is remembered, and remembers football", async () => {
    sessionStorage.setItem("footballListTab", "history"); // a list tab from earlier in the session
    const { scope } = await mount();
    expect(scope.getState(view.$tab)).toBe("today");
    expect(sessionStorage.getItem("footballListTab")).toBe("today");
    expect(sessionStorage.getItem("matchEventsTab")).toBe("football");
    expect(listTab("全部")!.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("grid", { name: "今日足球比赛" }, { timeout: 5000 })).toBeTruthy();

    // The board's actions: 筛选, and beside it the goal alert settings.
    const filter = screen.getByRole("button", { name: /筛选/ });
    const gear = screen.getByRole("button", { name: "进球提醒设置" });
    expect(gear.parentElement).toBe(filter.parentElement);
    expect(goalPopups()).toBeTruthy();
  });

  it("starts on 全部 once per visit: a list tab picked then survives a trip to 篮球 and back", async () => {
    const { scope } = await mount();
    expect(scope.getState(view.$tab)).toBe("today");
    fireEvent.click(listTab("赛程")!);
    await act(async () => {});
    expect(scope.getState(view.$tab)).toBe("course");

    fireEvent.click(screen.getByRole("tab", { name: "篮球" }));
    // The basketball board, with list tabs of its own, replaces the football board.
    expect(await screen.findByRole("grid", { name: "今日篮球比赛" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("grid", { name: /足球/ })).toBeNull();
    expect(listTab("赛程")!.getAttribute("aria-selected")).toBe("false");
    fireEvent.click(screen.getByRole("tab", { name: "足球" }));
    await act(async () => {});
    expect(scope.getState(view.$tab)).toBe("course");
    expect(sessionStorage.getItem("footballListTab")).toBe("course");
    expect(listTab("赛程")!.getAttribute("aria-selected")).toBe("true");
  });

  it("keeps the remembered list tab when a sport tab is remembered", async () => {
    sessionStorage.setItem("matchEventsTab", "football");
    sessionStorage.setItem("footballListTab", "going");
    const { scope } = await mount();
    expect(scope.getState(view.$tab)).toBe("going");
    expect(sessionStorage.getItem("footballListTab")).toBe("going");
    expect(listTab("进行中")!.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("grid", { name: "进行中的足球比赛" }, { timeout: 5000 })).toBeTruthy();
    expect(goalPopups()).toBeTruthy();
  });

  it("shows goal pop-ups only on the football tab", async () => {
    sessionStorage.setItem("matchEventsTab", "basketball");
    await mount();
    expect(goalPopups()).toBeNull();
    expect(await screen.findByRole("grid", { name: "今日篮球比赛" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("grid", { name: /足球/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "进球提醒设置" })).toBeNull();

    fireEvent.click(screen.getByRole("tab", { name: "足球" }));
    await act(async () => {});
    expect(goalPopups()).toBeTruthy();
    expect(await screen.findByRole("grid", { name: "今日足球比赛" }, { timeout: 5000 })).toBeTruthy();
    expect(sessionStorage.getItem("matchEventsTab")).toBe("football");

    fireEvent.click(screen.getByRole("tab", { name: "篮球" }));
    await act(async () => {});
    expect(goalPopups()).toBeNull();
    expect(sessionStorage.getItem("matchEventsTab")).toBe("basketball");
  });
});
