// @vitest-environment jsdom
// The match-type bar shows the board's types as one radio group, the view's type checked, and a
// click on another type selects it in the view.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled, createStore, fork } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_LIST_KEYS } from "#test-kit/filter-dialog-harness";
import { renderUi } from "#test-kit/render";
import { FOOTBALL_FILTER_TABS, FOOTBALL_MATCH_TYPE_LABELS, FOOTBALL_MATCH_TYPE_RULES, FOOTBALL_MATCH_TYPES, footballLists } from "@/entities/match";
import { createListView } from "../model/create-list-view";
import { MatchTypeBar } from "./match-type-bar";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const view = createListView({
  lists: footballLists,
  keys: TEST_LIST_KEYS,
  matchTypes: FOOTBALL_MATCH_TYPE_RULES,
  filterTabs: FOOTBALL_FILTER_TABS,
  $pinned: createStore<ReadonlySet<number>>(new Set()),
  $topOneIds: createStore<ReadonlySet<number>>(new Set()),
});
const options = FOOTBALL_MATCH_TYPES.map((type) => ({ value: type, label: FOOTBALL_MATCH_TYPE_LABELS[type] }));

describe("the match-type bar", () => {
  it("checks the view's type and selects the type clicked", async () => {
    const scope = fork();
    renderUi(<MatchTypeBar view={view} options={options} />, { scope });
    const group = screen.getByRole("radiogroup", { name: "比赛类型" });
    expect(within(group).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(options.map((option) => option.label));
    expect(within(group).getByRole("radio", { name: "全部" })).toHaveProperty("checked", true);

    fireEvent.click(within(group).getByText("竞足"));
    expect(scope.getState(view.$matchType)).toBe("athletics");
    expect(within(group).getByRole("radio", { name: "竞足" })).toHaveProperty("checked", true);

    // A type chosen elsewhere (the remembered one read back) shows here too.
    await act(() => allSettled(view.matchTypeSelected, { scope, params: "beiDan" }));
    expect(within(group).getByRole("radio", { name: "北单" })).toHaveProperty("checked", true);
  });
});
