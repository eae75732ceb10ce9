// @vitest-environment jsdom
// A team's page against the sim behind MSW: its header, matches, squad (each player linking to its
// page) and records; a clear message for an unknown id.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();

const league = () => sim.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;

describe("team page", () => {
  it("shows the team, its competition link, its results and fixtures, squad and records", async () => {
    const teamId = league().teamIds[0]!;
    const team = sim.backend.world.team(teamId)!;
    await renderApp({ url: `/footballTeamDetail/${teamId}` });
    expect(await screen.findByRole("heading", { name: team.name, level: 1 })).toBeTruthy();
    const page = screen.getByTestId("team-page");
    expect(within(page).getByTestId("competition-link").getAttribute("href")).toBe(`/footballMatchData/matchDetail/${league().id}`);
    expect(within(page).getByRole("button", { name: "关注" })).toBeTruthy();

    const results = await within(page).findAllByTestId("team-match");
    expect(results.length).toBeGreaterThan(0);
    expect(within(results[0]!).getAllByRole("link").map((a) => a.textContent)).toContain(team.name);

    fireEvent.click(within(page).getByRole("tab", { name: "阵容" }));
    const rows = await within(page).findAllByTestId("squad-row");
    expect(rows).toHaveLength(18);
    expect(within(rows[0]!).getByTestId("player-link").getAttribute("href")).toMatch(/^\/footballPlayerDetail\/\d+$/);
    expect(within(rows[0]!).getByText(/^€[\d.]+(万|亿)$/)).toBeTruthy();

    fireEvent.click(within(page).getByRole("tab", { name: "数据" }));
    const record = await within(page).findByTestId("team-record");
    expect(within(record).getByText("胜平负")).toBeTruthy();
    expect(within(record).getByTestId("goal-distribution")).toBeTruthy();
  });

  it("an unknown team reads 球队不存在", async () => {
    await renderApp({ url: "/footballTeamDetail/42" });
    expect(await screen.findByText("球队不存在")).toBeTruthy();
    cleanup();
    await renderApp({ url: "/basketballTeamDetail/abc" });
    expect(await screen.findByText("球队不存在")).toBeTruthy();
  });
});
