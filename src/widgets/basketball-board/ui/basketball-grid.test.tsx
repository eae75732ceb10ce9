// @vitest-environment jsdom
// Basketball's grid in a forked scope, fed the way a page feeds it (a board's list view over
// today's basketball list): two-line rows with the period, overtime, 上下, 全场, 分差 and 总分
// columns for quarter and half leagues; the variant columns follow the setting; a burst of
// score pushes re-renders only the pushed matches' rows (counted through the row's highlight
// hook, which every row render calls once); a click opens the live room or the data page.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { useUnit } from "effector-react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { basketballLists, basketballSectionTitle, TODAY_LIST_KEY, type Match } from "@/entities/match";
import { userSettingChanged } from "@/entities/user-setting";
import { testMatch } from "#test-kit/fixtures";
import { renderUi } from "#test-kit/render";
import { createBasketballBoard } from "../model/create-basketball-board";
import { BasketballGrid } from "./basketball-grid";

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

/** A quarters match in the third quarter: 28+25+12 to 22+30+10. */
const listMatch = (matchId: number, overrides: Partial<Match> = {}): Match =>
  testMatch({
    matchId,
    sport: "basketball",
    competition: { id: 1, name: "美国职业篮球联赛", shortName: "NBA", logo: "", color: "#1D428A" },
    homeTeam: { id: 10, name: `主${matchId}`, logo: "", position: "东3" },
    awayTeam: { id: 11, name: `客${matchId}`, logo: "", position: "" },
    matchTime: now - 3600 + matchId,
    statusId: 6,
    goingTime: 8,
    peopleNum: 12000,
    ncaa: 0,
    homeScores: [28, 25, 12, 0, 0],
    awayScores: [22, 30, 10, 0, 0],
    topupType: "going",
    ...overrides,
  });

const board = createBasketballBoard();

function TodayGrid() {
  const [view, openFilter] = useUnit([board.view.$rows, board.filterDialog.opened]);
  return <BasketballGrid rows={view.rows} source={board.view.$matchesInView} label="今日篮球比赛" sectionTitle={basketballSectionTitle} onFilterKey={openFilter} />;
}

async function loadedScope(matches: Match[]): Promise<Scope> {
  const scope = fork();
  await allSettled(board.view.opened, { scope });
  await allSettled(basketballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches } });
  return scope;
}

const mount = (scope: Scope) =>
  renderUi(<TodayGrid />, { scope, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } }) });

const row = (id: number) => document.querySelector<HTMLElement>(`[data-match-id="${id}"]`);
/** The texts of a row's cells, by column header. */
function cellsOf(id: number): Record<string, string> {
  const headers = screen.getAllByRole("columnheader").map((header) => header.textContent ?? "");
  const cells = within(row(id)!).getAllByRole("gridcell");
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]?.textContent ?? ""]));
}

beforeAll(() => Object.defineProperty(window, "innerHeight", { configurable: true, value: 100_000 }));
beforeEach(() => {
  renders.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("basketball grid", () => {
  it("shows a quarters match home over away: periods, 上下, 全场, 分差, 总分", async () => {
    mount(await loadedScope([listMatch(1, { lotterys: { 201: "周六301" } })]));
    const cells = cellsOf(1);
    expect(cells["赛事"]).toBe("NBA");
    expect(cells["时间"]).toContain("周六301");
    expect(cells["状态"]).toBe("第三节8'");
    expect(cells["球队"]).toBe("主1[东3]客1");
    expect(cells["一二三四"]).toBe("282512-223010-"); // the fourth quarter not reached yet
    expect(cells["上下"]).toBe("53/1252/10");
    expect(cells["全场"]).toBe("65 - 62");
    expect(cells["分差"]).toBe("3");
    expect(cells["总分"]).toBe("127");
    expect(row(1)!.dataset.status).toBe("going");
  });

  it("shows a half not reached yet as - in 上下", async () => {
    mount(await loadedScope([listMatch(4, { statusId: 4, homeScores: [28, 5, 0, 0, 0], awayScores: [22, 3, 0, 0, 0] })]));
    expect(cellsOf(4)["上下"]).toBe("33/-25/-");
    expect(cellsOf(4)["一二三四"]).toBe("285--223--");
  });

  it("shows a halves league's two halves and its overtime", async () => {
    mount(await loadedScope([listMatch(2, { ncaa: 1, statusId: 9, homeScores: [40, 35, 0, 0, 7], awayScores: [38, 37, 0, 0, 5] })]));
    const cells = cellsOf(2);
    expect(cells["状态"]).toContain("加时");
    expect(within(row(2)!).getByTestId("periods").children).toHaveLength(4); // two halves a team
    expect(cells["一二三四"]).toBe("40353837");
    expect(cells["加时"]).toBe("75");
    expect(cells["上下"]).toBe("40/3538/37");
    expect(cells["全场"]).toBe("82 - 80");
  });

  it("shows VS before tip-off, and hides 上下, 分差 and 总分 when the variant setting is off", async () => {
    const scope = await loadedScope([listMatch(3, { statusId: 1, topupType: "no_start", matchTime: now + 7200, homeScores: [], awayScores: [] })]);
    mount(scope);
    expect(cellsOf(3)["全场"]).toBe("VS");
    expect(cellsOf(3)["状态"]).toBe("未开赛");
    await act(() => allSettled(userSettingChanged, { scope, params: { basketballVariant: false } }));
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).not.toContain("上下");
    expect(headers).not.toContain("分差");
    expect(headers).not.toContain("总分");
    expect(headers).toContain("全场");
    // The rows follow the headers: one cell per column, 全场 still under 全场.
    expect(within(row(3)!).getAllByRole("gridcell")).toHaveLength(headers.length);
    expect(cellsOf(3)["全场"]).toBe("VS");
  });

  it("with 300 rows, a burst of score pushes re-renders only the pushed matches' rows", async () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    const scope = await loadedScope(ids.map((id) => listMatch(id)));
    mount(scope);
    expect(renders.size).toBe(300);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);

    const pushed = [7, 42, 250];
    await act(async () => {
      for (let points = 1; points <= 10; points++) {
        for (const matchId of pushed) {
          await allSettled(basketballLists.scoreUpdated, {
            scope,
            params: { matchId, statusId: 6, homeScore: [28, 25, 12 + points, 0, 0], awayScore: [22, 30, 10, 0, 0], goingTime: 8, note: "" },
          });
        }
      }
    });

    const rerendered = [...renders].filter(([, count]) => count > 1).map(([id]) => id);
    expect(rerendered.sort((a, b) => a - b)).toEqual(pushed);
    expect(within(row(250)!).getByTestId("score").textContent).toBe("75 - 62");
  }, 60_000);

  it("a click opens the live room of a live anchor, else the match's data page; links keep their own clicks", async () => {
    const anchor = { avatar: "", roomId: 880, customId: 9 };
    mount(await loadedScope([listMatch(1, { living: [anchor] }), listMatch(2)]));
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const click = async (element: HTMLElement) => {
      fireEvent.mouseDown(element);
      await act(async () => {});
      fireEvent.click(element);
    };
    await click(within(row(1)!).getByTestId("score"));
    expect(open).toHaveBeenLastCalledWith("/liveRoom?roomId=880", "_blank", "noopener");
    await click(within(row(2)!).getByTestId("score"));
    expect(open).toHaveBeenLastCalledWith("/teamDetailHistory/2", "_blank", "noopener");
    expect(within(row(2)!).getByRole("link", { name: "直播" }).getAttribute("href")).toBe("/liveRoom?detail=2&SportType=basketball");
    expect(within(row(2)!).getByRole("link", { name: "数据" }).getAttribute("href")).toBe("/teamDetailHistory/2");
    await click(within(row(2)!).getByRole("link", { name: "数据" }));
    expect(open).toHaveBeenCalledTimes(2);
  });
});
