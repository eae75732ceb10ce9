// @vitest-environment jsdom
// /matchEvents remembers its sport tab (matchEventsTab); with nothing remembered (a first visit,
// or the header's 比分 cleared it) the football list starts on 全部. Goal pop-ups show only
// while the football tab is active.
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { fork } from "effector";
import { Provider } from "effector-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const listTabSelected = vi.fn();

vi.mock("@/widgets/football-match-table", async () => {
  const { createEvent } = await import("effector");
  const selected = createEvent<string>();
  selected.watch((tab) => listTabSelected(tab));
  return {
    FootballMatchBoard: ({ actions }: { actions?: unknown }) => <div data-testid="board">{actions ? "with actions" : null}</div>,
    GoalPopupStack: () => <div data-testid="goal-popups" />,
    listTabSelected: selected,
  };
});
vi.mock("@/features/filter-competitions", () => ({ CompetitionFilterButton: () => <button type="button">筛选</button> }));

const { MatchEventsPage } = await import("./match-events-page");

const mount = () =>
  render(
    <MantineProvider env="test">
      <Provider value={fork()}>
        <MatchEventsPage />
      </Provider>
    </MantineProvider>,
  );

beforeEach(() => {
  sessionStorage.clear();
  listTabSelected.mockClear();
});
afterEach(() => cleanup());

describe("/matchEvents", () => {
  it("opens on football's 全部 when no tab is remembered, and remembers football", () => {
    mount();
    expect(listTabSelected).toHaveBeenCalledWith("today");
    expect(sessionStorage.getItem("matchEventsTab")).toBe("football");
    expect(screen.getByTestId("board").textContent).toBe("with actions");
    expect(screen.getByTestId("goal-popups")).toBeTruthy();
  });

  it("keeps the remembered list tab when a sport tab is remembered", () => {
    sessionStorage.setItem("matchEventsTab", "football");
    mount();
    expect(listTabSelected).not.toHaveBeenCalled();
    expect(screen.getByTestId("board")).toBeTruthy();
  });

  it("shows goal pop-ups only on the football tab", () => {
    sessionStorage.setItem("matchEventsTab", "basketball");
    mount();
    expect(screen.queryByTestId("goal-popups")).toBeNull();
    expect(screen.queryByTestId("board")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "足球" }));
    expect(screen.getByTestId("goal-popups")).toBeTruthy();
    expect(sessionStorage.getItem("matchEventsTab")).toBe("football");
  });
});
