// @vitest-environment jsdom
// The star column, and the row re-render contract with it: a score push re-renders its own row
// only, and a follow re-renders only the followed row.
import { MantineProvider } from "@mantine/core";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import { Profiler, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { footballListLoaded, footballScoreUpdated, matchFollowChanged, type Match } from "@/entities/match";
import { FootballLiveList } from "./football-live-list";
import { FootballMatchRow } from "./football-match-row";

afterEach(() => cleanup());

const now = Math.floor(Date.now() / 1000);

function listMatch(matchId: number, overrides: Partial<Match> = {}): Match {
  return {
    matchId,
    sport: "football",
    competition: { id: 1, name: "英格兰超级联赛", shortName: "英超", logo: "", color: "#3b5bdb" },
    homeTeam: { id: 10, name: `主${matchId}`, logo: "", position: "" },
    awayTeam: { id: 11, name: `客${matchId}`, logo: "", position: "" },
    matchTime: now - 1800,
    statusId: 2,
    goingTime: 30,
    peopleNum: 0,
    hasFollow: 2,
    hasLineup: 0,
    ncaa: 0,
    homeScores: [0, 0, 0, 0, 0],
    awayScores: [0, 0, 0, 0, 0],
    note: "",
    lotterys: {},
    topupType: "going",
    roomIds: [],
    living: [],
    preview: [],
    ...overrides,
  };
}

function withScope(scope: Scope, children: ReactNode) {
  return (
    <MantineProvider env="test">
      <Provider value={scope}>{children}</Provider>
    </MantineProvider>
  );
}

describe("football match row", () => {
  it("the list has a 关注 column and each row a follow star showing the match's hasFollow", async () => {
    const scope = fork();
    await allSettled(footballListLoaded, { scope, params: [listMatch(1, { hasFollow: 1 }), listMatch(2)] });
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(withScope(scope, <FootballLiveList />));
    expect(screen.getByRole("columnheader", { name: "关注" })).toBeTruthy();
    const row = (id: number) => document.querySelector<HTMLElement>(`[data-match-id="${id}"]`)!;
    expect(within(row(1)).getByRole("button", { name: "取消关注" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(row(2)).getByRole("button", { name: "关注" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("a score push re-renders only its own row, and a follow change only the followed row", async () => {
    const scope = fork();
    const ids = [1, 2, 3];
    await allSettled(footballListLoaded, { scope, params: ids.map((id) => listMatch(id)) });
    const renders = new Map<string, number>();
    const onRender = vi.fn((id: string) => renders.set(id, (renders.get(id) ?? 0) + 1));
    render(
      withScope(
        scope,
        ids.map((id) => (
          <Profiler key={id} id={`row-${id}`} onRender={onRender}>
            <FootballMatchRow matchId={id} />
          </Profiler>
        )),
      ),
    );
    expect(Object.fromEntries(renders)).toEqual({ "row-1": 1, "row-2": 1, "row-3": 1 });

    await act(async () => {
      await allSettled(footballScoreUpdated, {
        scope,
        params: { matchId: 2, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 31, note: "" },
      });
    });
    expect(Object.fromEntries(renders)).toEqual({ "row-1": 1, "row-2": 2, "row-3": 1 });
    expect(screen.getAllByTestId("score")[1]?.textContent).toBe("1 - 0");

    await act(async () => {
      await allSettled(matchFollowChanged, { scope, params: { matchId: 3, hasFollow: 1 } });
    });
    expect(Object.fromEntries(renders)).toEqual({ "row-1": 1, "row-2": 2, "row-3": 2 });
    expect(screen.getAllByRole("button", { name: "取消关注" })).toHaveLength(1);
  });
});
