// @vitest-environment jsdom
// The data library's entry against the sim: the competition menu's categories and its search
// filter, and the recent competitions' strip.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { TEST_API_BASE, useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();
afterEach(() => sim.server.resetHandlers());

describe("competition menu", () => {
  it("opens on the hot list under #, lists a region A–Z, and filters as you type", async () => {
    await renderApp({ url: "/footballMatchData/index" });
    const menu = await screen.findByTestId("competition-menu");
    const hot = sim.backend.world.hotCompetitionIds("football").map((id) => sim.backend.world.competition(id)!);
    const pane = within(menu).getByRole("tabpanel");
    await within(pane).findByText(hot[0]!.name);
    expect(within(pane).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["#"]);
    expect(within(pane).getAllByTestId("competition-link")).toHaveLength(hot.length);
    // No follow categories for a visitor.
    expect(within(menu).queryByRole("tab", { name: "关注赛事" })).toBeNull();

    fireEvent.click(within(menu).getByRole("tab", { name: "英格兰" }));
    const keys = within(within(menu).getByRole("tabpanel")).getAllByRole("heading", { level: 3 }).map((h) => h.textContent ?? "");
    expect(keys).toEqual([...keys].sort());

    const target = sim.backend.world.competitions("football").find((c) => c.name.includes("西班牙"))!;
    fireEvent.change(screen.getByTestId("competition-search").querySelector("input") ?? screen.getByRole("textbox", { name: "搜索赛事" }), {
      target: { value: "西班牙" },
    });
    const results = await within(menu).findByRole("tabpanel", { name: "搜索结果" });
    await within(results).findByText(target.name);
    expect(within(results).getAllByTestId("competition-link").every((a) => (a.textContent ?? "").includes("西班牙"))).toBe(true);
    const link = within(results).getByText(target.name).closest("a")!;
    expect(link.getAttribute("href")).toBe(`/footballMatchData/matchDetail/${target.id}`);

    fireEvent.change(screen.getByRole("textbox", { name: "搜索赛事" }), { target: { value: "没有这个赛事" } });
    expect(await within(menu).findByText("没有找到相关赛事，换个关键词试试吧～")).toBeTruthy();
  });
});

describe("recent competitions", () => {
  it("hold their one-row strip while they load, then link each competition", async () => {
    // The reply waits until the strip has been seen loading; then the sim answers.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    sim.server.use(
      http.post(`${TEST_API_BASE}${API_PATHS.compLibrary.football.recent}`, async () => {
        await answered; // nothing returned: the sim's own handler replies
      }),
    );
    await renderApp({ url: "/footballMatchData/index" });
    const strip = await screen.findByTestId("recent-competitions");
    // Held before the reply (the strip's height is fixed, so the menu below does not move).
    expect(strip.getAttribute("aria-busy")).toBe("true");
    expect(within(strip).getByText("近期赛事")).toBeTruthy();
    answer();
    await waitFor(() => expect(screen.getByTestId("recent-competitions").getAttribute("aria-busy")).toBeNull());
    const links = within(screen.getByTestId("recent-competitions")).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    const first = links[0]!.getAttribute("href")!;
    const id = Number(first.split("/").pop());
    expect(first).toBe(`/footballMatchData/matchDetail/${id}`);
    expect(links[0]!.getAttribute("title")).toBe(sim.backend.world.competition(id)!.name);
  });
});
