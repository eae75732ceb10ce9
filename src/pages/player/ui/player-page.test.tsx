// @vitest-environment jsdom
// A player's page against the sim behind MSW: the card, the season's numbers and recent lines; a
// clear message for an unknown id.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();

const league = () => sim.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;

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
