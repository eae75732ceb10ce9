// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { matchRefreshRequested } from "@/entities/match";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { createSimBackend } from "../../../../sim/backend";
import { TEST_NOW, TEST_OFFSET } from "../../../../sim/core/test-fixtures";
import { matchDetail } from "../../../../sim/http/match-detail-incidents";
import { createSimHandlers } from "../../../../sim/msw/sim-handlers";
import { MatchHoverCard } from "./match-hover-card";

const ORIGIN = "http://kanqiu.test";
const backend = createSimBackend({ seed: 11, now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 200, basketballPerDay: 20 });
const server = setupServer(...createSimHandlers(backend, { origin: ORIGIN }));
const requests: string[] = [];
server.events.on("request:start", ({ request }) => void requests.push(new URL(request.url).pathname));

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  configureHttpClient({ baseUrl: `${ORIGIN}/api`, notify: () => {} });
});
afterEach(() => {
  cleanup();
  requests.length = 0;
});
afterAll(() => {
  server.close();
  resetHttpClientConfig();
});

function renderCard(matchId: number, children: ReactNode = <span>主队 vs 客队</span>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MatchHoverCard matchId={matchId}>{children}</MatchHoverCard>
      </QueryClientProvider>
    </MantineProvider>,
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
    renderCard(match.id);
    hover("主队 vs 客队");
    await screen.findByRole("list", { name: "关键事件" }, { timeout: 2000 });
    expect(requests).toHaveLength(1);

    act(() => matchRefreshRequested(match.id + 1)); // another match: nothing
    act(() => matchRefreshRequested(match.id));
    await vi.waitFor(() => expect(requests).toEqual(Array(2).fill("/api/v1/football/matchTliveAndIncidentsData")));
    expect(screen.getByRole("list", { name: "关键事件" })).toBeTruthy(); // the card stays filled meanwhile
  });

  it("opens after a short hover, fetches then, and lays home and away events on their own side", async () => {
    const match = football().find((m) => m.statusId === 8 && (m.homeScores[0] ?? 0) >= 1 && (m.awayScores[0] ?? 0) >= 1 && (m.homeScores[3] ?? 0) >= 1)!;
    const { incidents } = matchDetail(backend.world.seed, match);
    const homeGoal = incidents.find((e) => e.position === 1 && e.type === 1)!;
    const awayGoal = incidents.find((e) => e.position === 2 && [1, 8, 17].includes(e.type))!;
    renderCard(match.id);
    expect(requests).toEqual([]);

    hover("主队 vs 客队");
    expect(screen.queryByRole("list", { name: "关键事件" })).toBeNull(); // not at once: after the open delay
    const timeline = await screen.findByRole("list", { name: "关键事件" }, { timeout: 2000 });
    expect(requests).toEqual(["/api/v1/football/matchTliveAndIncidentsData"]);

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
    renderCard(match.id);
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
    renderCard(waiting.id, <b>未开赛</b>);
    hover("未开赛");
    expect(await screen.findByText("暂无数据", {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "关键事件" })).toBeNull();
  });
});
