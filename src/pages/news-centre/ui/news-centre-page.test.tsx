// @vitest-environment jsdom
// The news centre against the sim: the tabs and their lists (cover, title, summary, time,
// reads), paging with 加载更多, the team filter under 球队, and the 热门排行 column.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

useTestSim();

usePageTestSetup();

describe("news centre", () => {
  it("opens on 热门: rows linking to their articles, most read first, 10 more per page", async () => {
    await renderApp({ url: "/informationCentre" });
    expect(screen.getByRole("heading", { name: "资讯中心", level: 1 })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["热门", "赛事", "球队", "球员", "比赛"]);
    expect(screen.getByRole("tab", { name: "热门" }).getAttribute("aria-selected")).toBe("true");
    const list = await screen.findByTestId("news-list");
    const rows = within(list).getAllByTestId("news-row");
    expect(rows).toHaveLength(10);
    const first = rows[0]!;
    const titleLink = within(first).getByRole("heading", { level: 3 }).querySelector("a")!;
    expect(titleLink.getAttribute("href")).toBe(`/dynamicDetail/${first.dataset.viewId}`);
    expect(first.querySelector("img")?.getAttribute("src")).toContain("/sim/news/cover?viewId=");
    expect(within(first).getByText(/阅读$/).textContent).toMatch(/^\d+(\.\d万|\.\d亿)?阅读$|^\d+\.\d万阅读$/);
    expect(within(first).getByRole("time").textContent).toMatch(/前$|^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    fireEvent.click(within(list).getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(within(list).getAllByTestId("news-row")).toHaveLength(20));

    const ranking = screen.getByRole("region", { name: "热门排行" });
    await waitFor(() => expect(within(ranking).getAllByRole("listitem")).toHaveLength(10));
    expect(within(ranking).getAllByRole("link")[0]!.getAttribute("href")).toBe(titleLink.getAttribute("href"));
  });

  it("球队 lists team news and filters it by a team chip", async () => {
    await renderApp({ url: "/informationCentre" });
    fireEvent.click(await screen.findByRole("tab", { name: "球队" }));
    const chips = await screen.findByRole("group", { name: "按球队筛选" });
    const all = within(chips).getByRole("button", { name: "全部" });
    expect(all.getAttribute("aria-pressed")).toBe("true");
    const team = within(chips).getAllByRole("button")[1]!;
    const teamName = team.textContent ?? "";
    fireEvent.click(team);
    expect(team.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => {
      const rows = within(screen.getByTestId("news-list")).getAllByTestId("news-row");
      expect(rows.every((r) => within(r).queryAllByRole("link").some((a) => a.textContent === teamName))).toBe(true);
    });
  });

  it("比赛 lists match previews and reports", async () => {
    await renderApp({ url: "/informationCentre" });
    fireEvent.click(await screen.findByRole("tab", { name: "比赛" }));
    await waitFor(() => {
      const titles = within(screen.getByTestId("news-list"))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent ?? "");
      expect(titles.every((t) => t.includes("赛前前瞻") || t.includes("赛后复盘"))).toBe(true);
    });
  });
});
