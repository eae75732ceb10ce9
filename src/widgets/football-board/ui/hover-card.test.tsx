// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled } from "effector";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { footballPushEffects, type Match } from "@/entities/match";
import { testMatch } from "#test-kit/fixtures";
import { renderUi } from "#test-kit/render";
import { createTestBackend, matchDetail, useTestSim } from "#test-kit/sim";
import { MatchHoverCard } from "./match-hover-card";

const { backend, server } = useTestSim(createTestBackend({ seed: 11, footballPerDay: 200, basketballPerDay: 20 }));
const requests: string[] = [];
server.events.on("request:start", ({ request }) => void requests.push(new URL(request.url).pathname));

afterEach(() => {
  cleanup();
  requests.length = 0;
});

type SimMatch = ReturnType<typeof football>[number];

/** The listed match a row hands its card: the sim's match as the client models it. */
function listedMatch(match: SimMatch): Match {
  const world = backend.world;
  return testMatch({
    matchId: match.id,
    statusId: match.statusId,
    goingTime: match.goingTime,
    matchTime: match.matchTime,
    homeTeam: { id: match.homeTeamId, name: world.team(match.homeTeamId)!.name, logo: "", position: match.homePosition },
    awayTeam: { id: match.awayTeamId, name: world.team(match.awayTeamId)!.name, logo: "", position: match.awayPosition },
    homeScores: [...match.homeScores],
    awayScores: [...match.awayScores],
  });
}

function renderCard(match: SimMatch, children: ReactNode = <span>主队 vs 客队</span>) {
  return renderUi(
    <MatchHoverCard match={listedMatch(match)}>
      {children}
    </MatchHoverCard>,
  );
}

const hover = (text: string) => {
  const target = screen.getByText(text);
  fireEvent.mouseEnter(target);
  fireEvent.pointerEnter(target);
  fireEvent.mouseMove(target);
};

const football = () => backend.world.realtimeMatches("football");

describe("MatchHoverCard", () => {
  it("an open card refetches when its match asks for a refresh (status change, VAR)", async () => {
    const match = football().find((m) => m.statusId === 8 && (m.homeScores[0] ?? 0) >= 1)!;
    const { scope } = renderCard(match);
    hover("主队 vs 客队");
    await screen.findByRole("list", { name: "关键事件" }, { timeout: 2000 });
    expect(requests).toHaveLength(1);

    await act(() => allSettled(footballPushEffects.matchRefreshRequested, { scope, params: match.id + 1 })); // another match: nothing
    await act(() => allSettled(footballPushEffects.matchRefreshRequested, { scope, params: match.id }));
    await vi.waitFor(() => expect(requests).toEqual(Array(2).fill("/api/v1/football/matchTliveAndIncidentsData")));
    expect(screen.getByRole("list", { name: "关键事件" })).toBeTruthy(); // the card stays filled meanwhile
  });

  it("opens after a short hover, fetches then, and lays home and away events on their own side", async () => {
    const match = football().find((m) => m.statusId === 8 && (m.homeScores[0] ?? 0) >= 1 && (m.awayScores[0] ?? 0) >= 1 && (m.homeScores[3] ?? 0) >= 1)!;
    const { incidents } = matchDetail(backend.world.seed, match);
    const homeGoal = incidents.find((e) => e.position === 1 && e.type === 1)!;
    const awayGoal = incidents.find((e) => e.position === 2 && [1, 8, 17].includes(e.type))!;
    renderCard(match);
    expect(requests).toEqual([]);

    hover("主队 vs 客队");
    expect(screen.queryByRole("list", { name: "关键事件" })).toBeNull(); // not at once: after the open delay
    const timeline = await screen.findByRole("list", { name: "关键事件" }, { timeout: 2000 });
    expect(requests).toEqual(["/api/v1/football/matchTliveAndIncidentsData"]);
    // The card heads its events with the row's teams.
    const card = screen.getByLabelText("比赛事件");
    expect(card.textContent).toContain(backend.world.team(match.homeTeamId)!.name);
    expect(card.textContent).toContain(backend.world.team(match.awayTeamId)!.name);

    const rows = within(timeline).getAllByRole("listitem");
    const homeRow = rows.find((row) => row.textContent?.includes(homeGoal.playerName) && row.getAttribute("data-side") === "home")!;
    expect(within(homeRow).getByTestId("home-side").textContent).toContain(homeGoal.playerName);
    expect(within(homeRow).getByTestId("away-side").textContent).toBe("");
    expect(within(homeRow).getByText(`${homeGoal.time}'`)).toBeTruthy();
    expect(within(within(homeRow).getByTestId("home-side")).getByRole("img", { name: "进球" })).toBeTruthy();
    const awayRow = rows.find((row) => row.getAttribute("data-side") === "away" && row.textContent?.includes(awayGoal.playerName))!;
    expect(within(awayRow).getByTestId("home-side").textContent).toBe("");
    expect(within(awayRow).getByTestId("away-side").textContent).toContain(`${awayGoal.homeScore}-${awayGoal.awayScore}`);

    // Yellow cards are labelled for screen readers; the half-time and end markers carry the score.
    expect(within(timeline).getAllByRole("img", { name: "黄牌" }).length).toBeGreaterThanOrEqual(1);
    expect(within(timeline).getByText(`半场 ${match.homeScores[1]}-${match.awayScores[1]}`)).toBeTruthy();
    expect(within(timeline).getByText(`完场 ${match.homeScores[0]}-${match.awayScores[0]}`)).toBeTruthy();
    // Corners stay out of the timeline.
    expect(within(timeline).queryByRole("img", { name: "角球" })).toBeNull();
  });

  it("draws 技术统计 bars for the nine stat types, proportional home vs away", async () => {
    const match = football().find((m) => m.statusId === 8 && (m.homeScores[4] ?? 0) !== (m.awayScores[4] ?? 0))!;
    renderCard(match);
    hover("主队 vs 客队");
    const stats = await screen.findByRole("region", { name: "技术统计" }, { timeout: 2000 });
    const labels = within(stats).getAllByRole("group").map((g) => g.getAttribute("aria-label"));
    expect(labels).toEqual(["进攻", "危险进攻", "控球率", "射正", "射偏", "角球", "点球", "黄牌", "红牌"]);

    const corners = within(stats).getByRole("group", { name: "角球" });
    const [home, away] = [match.homeScores[4] ?? 0, match.awayScores[4] ?? 0];
    expect(within(corners).getByTestId("stat-home").textContent).toBe(String(home));
    expect(within(corners).getByTestId("stat-away").textContent).toBe(String(away));
    expect(within(corners).getByTestId("bar-home").style.width).toBe(`${Math.round((home / (home + away)) * 100)}%`);
    expect(within(corners).getByTestId("bar-away").style.width).toBe(`${Math.round((away / (home + away)) * 100)}%`);
    const possession = within(stats).getByRole("group", { name: "控球率" });
    expect(within(possession).getByTestId("stat-home").textContent).toMatch(/^\d+%$/);
  });

  it("shows 暂无数据 for a match without incidents or stats", async () => {
    const waiting = football().find((m) => m.statusId === 1)!;
    renderCard(waiting, <b>未开赛</b>);
    hover("未开赛");
    expect(await screen.findByText("暂无数据", {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "关键事件" })).toBeNull();
    expect(requests).toEqual([]); // a match not yet started has nothing to fetch
  });
});
