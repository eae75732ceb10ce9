// @vitest-environment jsdom
// The competition menu's 热门球队 category: football only, each team opening its team page.
import { fireEvent, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();

it("football's 热门球队 lists the hot teams with their competitions, each linking to its team page", async () => {
  await renderApp({ url: "/footballMatchData/index" });
  const menu = await screen.findByTestId("competition-menu");
  fireEvent.click(await within(menu).findByRole("tab", { name: "热门球队" }));
  const pane = within(menu).getByRole("tabpanel", { name: "热门球队" });
  const [firstHot] = sim.backend.world.hotCompetitionIds("football");
  const strongest = [...sim.backend.world.teams(firstHot!)].sort((a, b) => b.strength - a.strength)[0]!;
  const link = (await within(pane).findByText(strongest.name)).closest("a")!;
  expect(link.getAttribute("href")).toBe(`/footballTeamDetail/${strongest.id}`);
  expect(link.textContent).toContain(sim.backend.world.competition(firstHot!)!.name);
});

it("basketball has no 热门球队", async () => {
  await renderApp({ url: "/basketballMatchData/index" });
  const menu = await screen.findByTestId("competition-menu");
  await within(menu).findByRole("tab", { name: "热门" });
  expect(within(menu).queryByRole("tab", { name: "热门球队" })).toBeNull();
});
