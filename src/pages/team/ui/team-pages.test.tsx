// @vitest-environment jsdom
// The team, player and history pages against the sim behind MSW: a team's header, matches,
// squad (each player linking to its page) and records; a player's card and recent lines; the
// history of a listed match; clear messages for unknown ids.
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

describe("player page", () => {
  it("shows the player's card, season numbers and recent matches with the player's line", async () => {
    const teamId = league().teamIds[1]!;
    await renderApp({ url: `/footballPlayerDetail/${teamId * 100 + 10}` });
    const page = await screen.findByTestId("player-page");
    // The card's team link comes first (the recent matches below link teams too, once loaded).
    expect(within(page).getAllByTestId("team-link")[0]!.textContent).toContain(sim.backend.world.team(teamId)!.name);
    expect(within(page).getByText("惯用脚")).toBeTruthy();
    expect(within(within(page).getByTestId("player-season")).getByText("进球")).toBeTruthy();
    const matches = await within(page).findAllByTestId("player-match");
    expect(matches).toHaveLength(10);
  });

  it("an unknown player reads 球员不存在", async () => {
    await renderApp({ url: "/basketballPlayerDetail/77" });
    expect(await screen.findByText("球员不存在")).toBeTruthy();
  });
});

describe("team history page", () => {
  it("shows the two teams of a listed match, their meetings and recent results", async () => {
    const match = sim.backend.world.day("basketball", sim.backend.world.todayKey())[0]!;
    await renderApp({ url: `/teamDetailHistory/${match.id}` });
    const page = await screen.findByTestId("team-history");
    const names = within(page).getAllByTestId("team-link").slice(0, 2).map((a) => a.textContent ?? "");
    expect(names[0]).toContain(sim.backend.world.team(match.homeTeamId)!.name);
    expect(names[1]).toContain(sim.backend.world.team(match.awayTeamId)!.name);
    expect(within(page).getByTestId("recent-home")).toBeTruthy();
    expect(within(page).getByTestId("recent-away")).toBeTruthy();
  });

  it("an unknown match reads 比赛不存在 on the page; the two sports it asks refuse it without a toast", async () => {
    sim.notices.length = 0;
    await renderApp({ url: "/teamDetailHistory/5" });
    expect(await screen.findByText("比赛不存在")).toBeTruthy();
    // The page shows its message once both sports have answered.
    expect(sim.notices).toEqual([]);
  });
});
