// @vitest-environment jsdom
// A competition's page against the sim: its standings table (zones, legend, team links) and season
// switch, and its other tabs.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();
afterEach(() => sim.server.resetHandlers());

describe("competition page", () => {
  it("shows the standings with zones, a legend and team links; switching season reloads them", async () => {
    const league = sim.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;
    await renderApp({ url: `/footballMatchData/matchDetail/${league.id}` });
    expect(await screen.findByRole("heading", { name: league.name, level: 1 })).toBeTruthy();
    const table = await screen.findByTestId("standings");
    const rows = within(table).getAllByTestId("standing-row");
    expect(rows).toHaveLength(league.teamIds.length);
    const first = within(rows[0]!).getAllByRole("cell").map((c) => c.textContent);
    expect(first[0]).toBe("1");
    const teamLink = within(rows[0]!).getByRole("link");
    expect(teamLink.getAttribute("href")).toMatch(/^\/footballTeamDetail\/\d+$/);
    expect(within(table).getByLabelText("图例").textContent).toContain("冠军联赛");
    expect(within(table).getByLabelText("图例").textContent).toContain("降级");
    for (const tab of ["对阵", "数据", "榜单"]) expect(screen.getByRole("tab", { name: tab })).toBeTruthy();

    // A past season is complete: every team played 2(n − 1).
    const picker = screen.getByRole("combobox", { name: "选择赛季" });
    fireEvent.change(picker, { target: { value: String(league.id * 10) } });
    await waitFor(() => {
      const played = within(screen.getByTestId("standings")).getAllByTestId("standing-row").map((r) => within(r).getAllByRole("cell")[2]!.textContent);
      expect(new Set(played)).toEqual(new Set([String(2 * (league.teamIds.length - 1))]));
    });
  });

  it("basketball competition 1: two conferences, win rate as a percent, streaks", async () => {
    await renderApp({ url: "/basketballMatchData/matchDetail/1" });
    const table = await screen.findByTestId("standings");
    expect(within(table).getByRole("region", { name: "东部联盟" })).toBeTruthy();
    expect(within(table).getByRole("region", { name: "西部联盟" })).toBeTruthy();
    const cells = within(within(table).getAllByTestId("standing-row")[0]!).getAllByRole("cell").map((c) => c.textContent ?? "");
    expect(cells.some((c) => /^\d{1,3}%$/.test(c))).toBe(true);
    expect(cells.some((c) => /^\d+连[胜败]$/.test(c))).toBe(true);
  });
});
