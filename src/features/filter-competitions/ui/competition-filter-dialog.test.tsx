// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manyCompetitions, testCatalog, testMatch } from "#test-kit/competition-fixtures";
import { renderUi, testQueryClient } from "#test-kit/render";
import { competitionCatalogQuery, type CompetitionCatalog } from "@/entities/competition";
import { createFootballFilterHarness, matchesById } from "#test-kit/filter-dialog-harness";
import type { CompetitionFilter, FootballFilterCategory, Match } from "@/entities/match";
import { showToastFx } from "@/shared/lib/notify";
import { CompetitionFilterButton } from "./competition-filter-button";

// Every render of a chip reads its checked state through useStoreMap on the selection store:
// counting those calls per id counts chip renders.
const chipRenders = vi.hoisted(() => ({ ids: [] as number[], store: null as unknown }));
vi.mock("effector-react", async (importOriginal) => {
  const original = await importOriginal<typeof import("effector-react")>();
  function useStoreMap(...args: unknown[]): unknown {
    const config = args[0] as { store?: unknown; keys?: unknown[] };
    if (config.store === chipRenders.store) chipRenders.ids.push(config.keys?.[0] as number);
    return (original.useStoreMap as (...rest: unknown[]) => unknown)(...args);
  }
  return { ...original, useStoreMap: useStoreMap as unknown as typeof original.useStoreMap };
});

type Filter = CompetitionFilter<FootballFilterCategory>;

// The matches in view are a plain store here; the list in view is the football board's
// (widgets/football-board/ui/football-board-filter.test.tsx).
const { dialog: filterDialog, $filter, $matches } = createFootballFilterHarness();
chipRenders.store = filterDialog.$selection;

afterEach(cleanup);

async function renderButton(matches: Match[], catalog: CompetitionCatalog, filter: Filter | null = null) {
  const toast = vi.fn();
  const scope = fork({
    values: [
      [$filter, filter],
      [$matches, matchesById(matches)],
    ],
    handlers: [[showToastFx, toast]],
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(competitionCatalogQuery("football").queryKey, catalog);
  renderUi(<CompetitionFilterButton dialog={filterDialog} />, { scope, queryClient });
  return { scope, toast };
}

const LONG = { id: 1, name: "亚足联冠军联赛精英组淘汰赛阶段", initial: "Y" };
const EPL = { id: 2, name: "英格兰超级联赛", initial: "Y" };
const ODD = { id: 3, name: "1. FC 友谊赛", initial: "#" };
const small = [testMatch(LONG, { 101: "周六001" }), testMatch(EPL), testMatch(EPL, { 301: "北单001" }), testMatch(ODD)];
const smallCatalog = testCatalog([LONG, EPL, ODD], [2]);

const openDialog = async () => {
  fireEvent.click(screen.getByRole("button", { name: /^筛选/ }));
  return screen.findByRole("dialog");
};

describe("competition filter dialog", () => {
  it("shows 筛选(n), the tabs, the hot group and # / A–Z headings, 10-character labels", async () => {
    await renderButton(small, smallCatalog);
    const dialog = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "筛选(3)" })).toBeTruthy();
    expect(within(dialog).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["全部", "竞足", "北单", "传足"]);
    // The chips follow the dialog's frame in a deferred render.
    expect((await within(dialog).findAllByRole("heading", { level: 3 })).map((h) => h.textContent)).toEqual(["热门赛事", "#", "Y"]);
    const hot = within(dialog).getByRole("region", { name: "热门赛事" });
    expect(within(hot).getByRole("checkbox", { name: /^英格兰超级联赛/ })).toBeTruthy();
    const long = within(dialog).getByRole("checkbox", { name: "亚足联冠军联赛精英组淘汰赛阶段（1场）" });
    const chip = long.closest("label")!;
    expect(within(chip).getByTestId("competition-label").textContent).toBe("亚足联冠军联赛精英组");
    expect(chip.getAttribute("title")).toBe(LONG.name);
    expect(within(dialog).getByRole("button", { name: "完成(3)" })).toBeTruthy();
  });

  it("a lottery tab lists only its competitions", async () => {
    await renderButton(small, smallCatalog);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("tab", { name: "北单" }));
    const boxes = within(dialog).getAllByRole("checkbox");
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual(["英格兰超级联赛（1场）"]);
    expect(within(dialog).getByRole("button", { name: "完成(1)" })).toBeTruthy();
  });

  it("反选 then one pick and 完成 confirms that competition; the button shows the count", async () => {
    const { scope } = await renderButton(small, smallCatalog);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "反选" }));
    expect(within(dialog).getByRole("button", { name: "完成(0)" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^1\. FC 友谊赛/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "完成(1)" }));
    expect(scope.getState($filter)).toMatchObject({ category: "allFootball", ids: [3] });
    expect(screen.getByTestId("filter-count").textContent).toBe("1");
  });

  it("完成 with none selected warns and confirms nothing", async () => {
    const { scope, toast } = await renderButton(small, smallCatalog);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "反选" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "完成(0)" }));
    expect(toast).toHaveBeenCalledWith({ level: "warning", message: "请至少选择一个赛事" });
    expect(scope.getState($filter)).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("uses native checkboxes inside labels: focusable, and toggled by space in a browser", async () => {
    await renderButton(small, smallCatalog);
    const dialog = await openDialog();
    const box = within(dialog).getByRole("checkbox", { name: /^亚足联/ });
    expect(box.tagName).toBe("INPUT");
    box.focus();
    expect(document.activeElement).toBe(box);
    // jsdom has no default actions for keys; a browser turns space on a checkbox into this click
    // (the end-to-end test presses the real key).
    fireEvent.click(box);
    expect(within(dialog).getByRole("button", { name: "完成(2)" })).toBeTruthy();
  });

  it("with 500 competitions a toggle re-renders only the toggled chip", async () => {
    const { competitions, matches } = manyCompetitions(500);
    const { scope } = await renderButton(matches, testCatalog(competitions));
    const dialog = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "筛选(500)" })).toBeTruthy();
    // Role queries over 500 items are slow in jsdom; the chips are found by their data attribute.
    expect(dialog.querySelectorAll('input[type="checkbox"]')).toHaveLength(500);

    chipRenders.ids.length = 0;
    const target = competitions[250]!;
    fireEvent.click(dialog.querySelector(`label[data-competition-id="${target.id}"] input`)!);
    expect(chipRenders.ids).toEqual([target.id]);
    expect(within(dialog).getByRole("button", { name: "完成(499)" })).toBeTruthy();

    chipRenders.ids.length = 0;
    await act(() => allSettled(filterDialog.$selection, { scope, params: new Set<number>() }));
    // 全选-like changes re-render every chip whose state changed, and only those.
    expect(chipRenders.ids).toHaveLength(499);
    expect(chipRenders.ids).not.toContain(target.id);
  });
});
