// @vitest-environment jsdom
// Football's grid in a forked scope, fed the way a page feeds it (a board's list view over
// today's football list): rows, columns and ARIA; only the rows near the viewport are in the DOM;
// a burst of score pushes re-renders only the pushed matches' rows (counted per match through the
// row's highlight hook, which every row render calls once); keyboard focus, open, follow and filter.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled, createStore, fork, type Scope } from "effector";
import { useUnit } from "effector-react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { footballLists, footballSectionTitle, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { $loginDialogOpen } from "@/entities/session";
import { GRID_OVERSCAN, GRID_RENDER_BLOCK } from "@/shared/ui/virtual-grid";
import { testMatch } from "#test-kit/fixtures";
import { renderUi } from "#test-kit/render";
import { ROW_HEIGHT } from "../config/football-board";
import { createFootballBoard } from "../model/create-football-board";
import { FootballGrid } from "./football-grid";
import { FLASH_PHASE_MS } from "./use-flash-phase";

const renders = new Map<number, number>();

vi.mock("@/entities/match", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/entities/match")>();
  return {
    ...actual,
    useMatchHighlight: (...args: Parameters<typeof actual.useMatchHighlight>) => {
      const [, matchId] = args;
      renders.set(matchId, (renders.get(matchId) ?? 0) + 1);
      return actual.useMatchHighlight(...args);
    },
  };
});

const now = Math.floor(Date.now() / 1000);

const listMatch = (matchId: number, overrides: Partial<Match> = {}): Match =>
  testMatch({
    matchId,
    competition: { id: 1, name: "英格兰超级联赛", shortName: "英超", logo: "", color: "#3D195B" },
    homeTeam: { id: 10, name: `主${matchId}`, logo: "", position: "3" },
    awayTeam: { id: 11, name: `客${matchId}`, logo: "", position: "" },
    matchTime: now - 1800 + matchId,
    statusId: 2,
    goingTime: 30,
    peopleNum: 12000,
    hasLineup: 1,
    homeScores: [0, 0, 1, 2, 3],
    awayScores: [0, 0, 0, 0, 1],
    topupType: "going",
    ...overrides,
  });

// The board a page would make; its state lives in each test's scope.
const board = createFootballBoard();
const filterAsks = createStore(0).on(board.filterDialog.opened, (n) => n + 1);

function TodayGrid() {
  const [view, openFilter] = useUnit([board.view.$rows, board.filterDialog.opened]);
  return (
    <FootballGrid
      rows={view.rows}
      source={board.view.$matchesInView}
      label="今日足球比赛"
      sectionTitle={footballSectionTitle}
      onFilterKey={openFilter}
    />
  );
}

/** A scope with the board opened and today's list loaded, as the page has it. */
async function loadedScope(matches: Match[]): Promise<Scope> {
  const scope = fork();
  await allSettled(board.view.opened, { scope });
  await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

const mount = (scope: Scope) =>
  renderUi(<TodayGrid />, { scope, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } }) });

const row = (id: number) => document.querySelector<HTMLElement>(`[data-match-id="${id}"]`);
/** The match of the grid's active descendant (its focused row), or null. */
const activeMatch = (grid: HTMLElement) => {
  const id = grid.getAttribute("aria-activedescendant");
  return id ? (document.getElementById(id)?.dataset.matchId ?? `missing element #${id}`) : null;
};

const setWindowHeight = (px: number) => Object.defineProperty(window, "innerHeight", { configurable: true, value: px });
const setScrollY = (px: number) => Object.defineProperty(window, "scrollY", { configurable: true, value: px });

beforeAll(() => {
  // The window virtualizer renders what fits the window: make it tall enough for every row (the
  // virtualization test lowers it).
  setWindowHeight(100_000);
});
beforeEach(() => {
  renders.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setWindowHeight(100_000);
  setScrollY(0);
  vi.restoreAllMocks();
});

describe("football grid", () => {
  it("renders a row per match with its cells, sections as row headers, and ARIA row indexes", async () => {
    const scope = await loadedScope([
      listMatch(1, { hasFollow: 1, note: "中立场", lotterys: { 101: "周六001" } }),
      listMatch(2, { statusId: 1, topupType: "no_start", matchTime: now + 23 * 60, homeScores: [], awayScores: [], hasLineup: 0, peopleNum: 5 }),
    ]);
    mount(scope);
    const grid = screen.getByRole("grid", { name: "今日足球比赛" });
    expect(grid.getAttribute("aria-rowcount")).toBe("5"); // header row + 2 sections + 2 matches
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "赛事", "时间", "状态", "主队", "比分", "客队", "半场", "角球", "直播", "操作",
    ]);
    expect(screen.getByRole("rowheader", { name: /进行中/ })).toBeTruthy();
    expect(row(1)!.getAttribute("aria-rowindex")).toBe("3");
    expect(row(2)!.getAttribute("aria-rowindex")).toBe("5");

    const live = within(row(1)!);
    expect(live.getAllByRole("gridcell")).toHaveLength(10);
    expect(live.getByTestId("score").textContent).toBe("0 - 0");
    expect(live.getByTestId("status").textContent).toBe("30'");
    expect(live.getByText("[3]")).toBeTruthy();
    expect(live.getByLabelText("红牌1")).toBeTruthy();
    expect(live.getByLabelText("黄牌2")).toBeTruthy();
    expect(live.getByTestId("corners").textContent).toBe("3 - 1");
    expect(live.getByTestId("note").textContent).toBe("中立场");
    expect(live.getByTestId("lottery").textContent).toBe("周六001");
    expect(live.getByText("9999+")).toBeTruthy();
    expect(live.getByRole("link", { name: "阵容" }).getAttribute("href")).toBe("/liveRoom?detail=1&SportType=football");
    expect(live.getByRole("button", { name: "取消关注" }).getAttribute("aria-pressed")).toBe("true");

    const later = within(row(2)!);
    expect(later.getByTestId("score").textContent).toBe("VS");
    expect(later.getByText(/^2[34]分钟后$/)).toBeTruthy();
    expect(later.queryByRole("link", { name: "阵容" })).toBeNull();
    expect(later.getByRole("link", { name: "数据" })).toBeTruthy();
    expect(later.getByRole("button", { name: "关注" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("tabbing into the grid focuses its first match", async () => {
    const scope = await loadedScope([listMatch(1), listMatch(2)]);
    mount(scope);
    const grid = screen.getByRole("grid");
    fireEvent.focus(grid);
    expect(activeMatch(grid)).toBe("1");
  });

  it("shows 暂无数据 for an empty list", () => {
    mount(fork());
    expect(screen.getByText("暂无数据")).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("puts only the rows near the viewport in the DOM, a block of rows at a time, and follows the scroll", async () => {
    setWindowHeight(20 * ROW_HEIGHT);
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const scope = await loadedScope(ids.map((id) => listMatch(id)));
    mount(scope);
    const grid = screen.getByRole("grid", { name: "今日足球比赛" });
    expect(grid.getAttribute("aria-rowcount")).toBe("502"); // header row + 1 section + 500 matches
    const rendered = () => [...document.querySelectorAll<HTMLElement>("[data-match-id]")].map((el) => Number(el.dataset.matchId));
    const renderedIndexes = () => [...document.querySelectorAll<HTMLElement>("[data-index]")].map((el) => Number(el.dataset.index));
    // A window 20 match rows tall: the 40 px section row (index 0), the 20 matches that fit under it
    // (their estimates are their heights: nothing is measured at mount), the overscan below, out to
    // the end of that block of rows.
    const lastAtTop = Math.ceil((20 + GRID_OVERSCAN + 1) / GRID_RENDER_BLOCK) * GRID_RENDER_BLOCK - 1;
    expect(renderedIndexes()).toEqual(Array.from({ length: lastAtTop + 1 }, (_, i) => i));
    expect(rendered()).toEqual(ids.slice(0, lastAtTop));
    expect(row(500)).toBeNull();

    // One row down, the overscan reaches into the next block: that block comes whole, and the rows
    // already there stay the same elements.
    const first = row(1);
    const scrollTo = async (y: number) =>
      act(async () => {
        setScrollY(y);
        window.dispatchEvent(new Event("scroll"));
      });
    await scrollTo(ROW_HEIGHT);
    await vi.waitFor(() => expect(renderedIndexes()).toEqual(Array.from({ length: lastAtTop + 1 + GRID_RENDER_BLOCK }, (_, i) => i)));
    expect(row(1)).toBe(first);

    // Further down within that block, the DOM is not touched at all.
    const slots = [...document.querySelectorAll("[data-index]")];
    await scrollTo((GRID_RENDER_BLOCK - 1) * ROW_HEIGHT);
    expect([...document.querySelectorAll("[data-index]")]).toEqual(slots);

    // Scrolled to the end, the last rows are there and the first are gone: whole blocks from the
    // one holding the overscan above the window to the last row.
    await act(async () => {
      setScrollY(502 * ROW_HEIGHT);
      window.dispatchEvent(new Event("scroll"));
    });
    await vi.waitFor(() => expect(row(500)).not.toBeNull());
    expect(row(1)).toBeNull();
    const indexes = renderedIndexes();
    expect(indexes[0]! % GRID_RENDER_BLOCK).toBe(0);
    expect(indexes.at(-1)).toBe(500);
    expect(indexes.length).toBeLessThanOrEqual(20 + 2 * GRID_OVERSCAN + 2 * (GRID_RENDER_BLOCK - 1));
  });

  it("with 500 rows, a burst of score pushes re-renders only the pushed matches' rows", async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const scope = await loadedScope(ids.map((id) => listMatch(id)));
    mount(scope);
    expect(document.querySelectorAll("[data-match-id]")).toHaveLength(500);
    expect(renders.size).toBe(500);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);

    const pushed = [7, 42, 250, 499];
    await act(async () => {
      for (let minute = 31; minute <= 40; minute++) {
        for (const matchId of pushed) {
          await allSettled(footballLists.scoreUpdated, {
            scope,
            params: { matchId, statusId: 2, homeScore: [minute - 30, 0, 1, 2, 3], awayScore: [0, 0, 0, 0, 1], goingTime: minute, note: "" },
          });
        }
      }
    });

    const rerendered = [...renders].filter(([, count]) => count > 1).map(([id]) => id);
    expect(rerendered.sort((a, b) => a - b)).toEqual(pushed);
    expect(within(row(250)!).getByTestId("score").textContent).toBe("10 - 0");
    expect(within(row(250)!).getByTestId("status").textContent).toBe("40'");
  }, 60_000); // mounting 500 full rows in jsdom takes seconds

  it("a goal flashes the score cell with a copy of the new score, and an unflashed cell carries none", async () => {
    const scope = await loadedScope([listMatch(1), listMatch(2)]);
    mount(scope);
    await act(() =>
      allSettled(footballLists.scoreUpdated, {
        scope,
        params: { matchId: 1, statusId: 2, homeScore: [1, 0, 1, 2, 3], awayScore: [0, 0, 0, 0, 1], goingTime: 31, note: "" },
      }),
    );
    // The flash (football-cells.module.css) fades a white-on-red copy of data-score in and out.
    const flashing = within(row(1)!).getByTestId("score");
    expect(flashing.dataset.flash).toBe("true");
    expect(flashing.textContent).toBe("1 - 0");
    expect(flashing.dataset.score).toBe("1 - 0");
    const still = within(row(2)!).getByTestId("score");
    expect(still.dataset.flash).toBeUndefined();
    expect(still.dataset.score).toBeUndefined();
  });

  it("the board's flashes blink in one phase while any is shown, and the blink stops with the last", async () => {
    const scope = await loadedScope([listMatch(1), listMatch(2)]);
    mount(scope);
    // The flash host: the CSS shows every flash under it while its phase is "on".
    const host = screen.getByRole("grid").parentElement!;
    expect(host.dataset.flashPhase).toBeUndefined();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      expect(vi.getTimerCount()).toBe(0);
      await act(async () => {
        const settled = allSettled(footballLists.scoreUpdated, {
          scope,
          params: { matchId: 1, statusId: 2, homeScore: [1, 0, 1, 2, 3], awayScore: [0, 0, 0, 0, 1], goingTime: 31, note: "" },
        });
        // The pushes are gathered for a moment before they are applied (push-batches.ts).
        await vi.advanceTimersByTimeAsync(100);
        await settled;
      });
      expect(within(row(1)!).getByTestId("score").dataset.flash).toBe("true");
      expect(host.dataset.flashPhase).toBe("on");
      act(() => vi.advanceTimersByTime(FLASH_PHASE_MS));
      expect(host.dataset.flashPhase).toBeUndefined();
      act(() => vi.advanceTimersByTime(FLASH_PHASE_MS));
      expect(host.dataset.flashPhase).toBe("on");
      // The goal's highlight ends after 10 s: the flash's class goes, and the blink with it.
      act(() => vi.advanceTimersByTime(10_000));
      expect(within(row(1)!).getByTestId("score").dataset.flash).toBeUndefined();
      expect(host.dataset.flashPhase).toBeUndefined();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("pins a match to the top of its section", async () => {
    const scope = await loadedScope([listMatch(1), listMatch(2), listMatch(3)]);
    mount(scope);
    fireEvent.click(within(row(3)!).getByRole("button", { name: "置顶" }));
    const order = [...document.querySelectorAll<HTMLElement>("[data-match-id]")]
      .sort((a, b) => Number(a.getAttribute("aria-rowindex")) - Number(b.getAttribute("aria-rowindex")))
      .map((el) => el.dataset.matchId);
    expect(order).toEqual(["3", "1", "2"]);
    expect(within(row(3)!).getByRole("button", { name: "取消置顶" }).getAttribute("aria-pressed")).toBe("true");
    expect(localStorage.getItem("pinnedMatches")).toBe("[3]");
  });

  it("J/K and arrows move the row focus; Enter opens, F follows, / asks for the filter", async () => {
    const scope = await loadedScope([listMatch(1), listMatch(2), listMatch(3)]);
    mount(scope);
    const grid = screen.getByRole("grid");
    const open = vi.spyOn(window, "open").mockImplementation(() => null);

    fireEvent.keyDown(document.body, { key: "j" });
    expect(document.activeElement).toBe(grid);
    expect(activeMatch(grid)).toBe("1");
    fireEvent.keyDown(grid, { key: "j" });
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    expect(activeMatch(grid)).toBe("3");
    fireEvent.keyDown(grid, { key: "ArrowDown" }); // stays on the last match
    fireEvent.keyDown(grid, { key: "K" });
    expect(activeMatch(grid)).toBe("2");
    expect(row(2)!.getAttribute("aria-selected")).toBe("true");
    expect(window.scrollTo).toHaveBeenCalled();

    fireEvent.keyDown(grid, { key: "Enter" });
    expect(open).toHaveBeenCalledWith("/liveRoom?detail=2&SportType=football", "_blank", "noopener");

    // F goes through the star's own toggle: a guest gets the login dialog, as with a click.
    fireEvent.keyDown(grid, { key: "f" });
    await act(async () => {});
    expect(scope.getState($loginDialogOpen)).toBe(true);

    fireEvent.keyDown(grid, { key: "/" });
    await act(async () => {});
    expect(scope.getState(filterAsks)).toBe(1);
    expect(scope.getState(board.filterDialog.$open)).toBe(true);

    // A click puts the row focus on the clicked row.
    fireEvent.mouseDown(within(row(3)!).getByTestId("score"));
    expect(activeMatch(grid)).toBe("3");

    // Keys typed into a field are the field's.
    const input = document.createElement("input");
    document.body.append(input);
    fireEvent.keyDown(input, { key: "j" });
    fireEvent.keyDown(input, { key: "/" });
    await act(async () => {});
    expect(activeMatch(grid)).toBe("3");
    expect(scope.getState(filterAsks)).toBe(1);
    input.remove();
  });
});
