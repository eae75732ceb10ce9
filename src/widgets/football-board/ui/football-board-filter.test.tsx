// @vitest-environment jsdom
// The football board's 筛选 dialog counts and lists the competitions of the list its view shows.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { renderUi, testQueryClient } from "#test-kit/render";
import { competitionCatalogQuery } from "@/entities/competition";
import { footballLists, TODAY_LIST_KEY } from "@/entities/match";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { createFootballBoard } from "../model/create-football-board";

const { view, filterDialog } = createFootballBoard();

afterEach(cleanup);

const LONG = { id: 1, name: "亚足联冠军联赛精英组淘汰赛阶段", initial: "Y" };
const EPL = { id: 2, name: "英格兰超级联赛", initial: "Y" };
const ODD = { id: 3, name: "1. FC 友谊赛", initial: "#" };
const today = [testMatch(LONG, { 101: "周六001" }), testMatch(EPL), testMatch(EPL, { 301: "北单001" }), testMatch(ODD)];

const openDialog = async () => {
  fireEvent.click(screen.getByRole("button", { name: /^筛选/ }));
  return screen.findByRole("dialog");
};

describe("the football board's competition filter dialog", () => {
  it("counts and lists the competitions of the list in view: a browsed day's, then today's again", async () => {
    const scope = fork();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: today } });
    const queryClient = testQueryClient();
    queryClient.setQueryData(competitionCatalogQuery("football").queryKey, testCatalog([LONG, EPL, ODD], [2]));
    renderUi(<CompetitionFilterButton dialog={filterDialog} />, { scope, queryClient });

    const day = { key: "history:2026-11-20", matches: [testMatch(EPL), testMatch(ODD, { 101: "周五001" })] };
    // The board's 赛果 tab showing that day, once loaded.
    await act(() => allSettled(footballLists.browse.loaded, { scope, params: day }));
    await act(() => allSettled(view.tabSelected, { scope, params: "history" }));
    await act(() => allSettled(view.dateSelected, { scope, params: "2026-11-20" }));
    expect(scope.getState(view.$listKey)).toBe(day.key);

    let dialog = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "筛选(2)" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "完成(2)" })).toBeTruthy();
    // The chips follow the dialog's frame in a deferred render.
    expect((await within(dialog).findAllByRole("checkbox")).map((box) => box.getAttribute("aria-label"))).toEqual([
      "英格兰超级联赛（1场）",
      "1. FC 友谊赛（1场）",
      "英格兰超级联赛（1场）",
    ]);
    fireEvent.click(within(dialog).getByRole("tab", { name: "竞足" }));
    expect(within(dialog).getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"))).toEqual(["1. FC 友谊赛（1场）"]);

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Back on 全部: today's list again.
    await act(() => allSettled(view.tabSelected, { scope, params: "today" }));
    dialog = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "筛选(3)" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "完成(3)" })).toBeTruthy();
    expect(within(dialog).getByRole("checkbox", { name: /^亚足联/ })).toBeTruthy();
  });
});
