// @vitest-environment jsdom
// The team history page against the sim behind MSW: the two teams of a listed match, their
// meetings and recent results; a clear message for an unknown match.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();

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
