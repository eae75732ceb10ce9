// Rankings (docs/api-calls.md "Rankings"): a player's ranked figure is his player page's, team
// figures add up from the season's results.
import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { competitionRanks } from "../core/library/rankings";

interface PlayerItem {
  rank: number;
  playerId: number;
  teamId: number;
  value: number;
  appearances: number;
  average: number;
}
interface TeamItem {
  rank: number;
  teamId: number;
  matches: number;
  value: number;
}
interface Reply<I> {
  seasonId: number;
  rankings: { type: string; label: string; items: I[] }[];
}
interface Match {
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

const FB = API_PATHS.compLibrary.football;
const BB = API_PATHS.compLibrary.basketball;
let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});
const league = () => t.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;

describe("player rankings", () => {
  it("football goals: 30 by default, best first with shared places, each equal to the player's season goals on his page", async () => {
    const c = league();
    const current = c.id * 10 + 2;
    const reply = (await call<Reply<PlayerItem>>(t.backend, FB.bestPlayer, { competitionId: c.id, seasonId: current, rankTypes: ["goals"] })).data;
    const [goals] = reply.rankings;
    expect(goals).toMatchObject({ type: "goals", label: "进球" });
    expect(goals!.items).toHaveLength(30);
    const values = goals!.items.map((i) => i.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(goals!.items.map((i) => i.rank)).toEqual(competitionRanks(values));
    for (const item of goals!.items.slice(0, 3)) {
      const page = await call<{ stats: { goals: number; appearances: number } }>(t.backend, API_PATHS.teamLibrary.football.playerInfo, { playerId: item.playerId });
      expect(page.data.stats.goals).toBe(item.value);
      expect(item.average).toBeCloseTo(item.value / page.data.stats.appearances, 2);
    }
  });

  it("every type at once, a size, goalkeepers only for saves; unknown types and sizes refused", async () => {
    const c = league();
    const all = (await call<Reply<PlayerItem>>(t.backend, FB.bestPlayer, { competitionId: c.id, seasonId: c.id * 10, rankSize: 5 })).data;
    expect(all.rankings).toHaveLength(31);
    expect(all.rankings.every((r) => r.items.length <= 5)).toBe(true);
    const saves = all.rankings.find((r) => r.type === "saves")!;
    expect(saves.items.length).toBeGreaterThan(0);
    // Squad order: the goalkeeper is the first of each squad (playerId = teamId × 100 + 1).
    expect(saves.items.every((i) => i.playerId % 100 === 1)).toBe(true);
    const conceded = all.rankings.find((r) => r.type === "goalsConceded")!.items.map((i) => i.value);
    expect(conceded).toEqual([...conceded].sort((a, b) => a - b));
    expect((await call(t.backend, FB.bestPlayer, { competitionId: c.id, rankTypes: ["nope"] })).msg).toBe("榜单类型不存在");
    expect((await call(t.backend, FB.bestPlayer, { competitionId: c.id, rankSize: 0 })).code).not.toBe(0);
    expect((await call(t.backend, FB.bestPlayer, { competitionId: 1 })).msg).toBe("赛事不存在");
  });

  it("basketball: 100 by default, points per game", async () => {
    const reply = (await call<Reply<PlayerItem>>(t.backend, BB.bestPlayer, { competitionId: 1, seasonId: 10, rankTypes: "points,threePct" })).data;
    expect(reply.rankings.map((r) => r.type)).toEqual(["points", "threePct"]);
    expect(reply.rankings[0]!.items).toHaveLength(100);
    // The player page shows the current season: its top scorer's points per game, to one decimal.
    const top = (await call<Reply<PlayerItem>>(t.backend, BB.bestPlayer, { competitionId: 1, rankTypes: ["points"] })).data.rankings[0]!.items[0]!;
    const page = await call<{ stats: { points: number; appearances: number } }>(t.backend, API_PATHS.teamLibrary.basketball.playerData, { playerId: top.playerId });
    expect(top.value).toBe(Math.round((page.data.stats.points / page.data.stats.appearances) * 10) / 10);
  });
});

describe("team rankings", () => {
  it("goals per game and wins add up from the season's finished matches", async () => {
    const c = league();
    const ref = { competitionId: c.id, seasonId: c.id * 10 };
    const reply = (await call<Reply<TeamItem>>(t.backend, FB.bestTeam, { ...ref, rankTypes: ["goals", "wins"] })).data;
    const matches = (await call<{ matches: Match[] }>(t.backend, FB.matches, ref)).data.matches;
    const [goals, wins] = reply.rankings;
    expect(goals!.items).toHaveLength(c.teamIds.length);
    for (const item of goals!.items) {
      const own = matches.filter((m) => m.homeTeamId === item.teamId || m.awayTeamId === item.teamId);
      const scored = own.reduce((sum, m) => sum + (m.homeTeamId === item.teamId ? m.homeScore : m.awayScore), 0);
      expect(item.matches).toBe(own.length);
      expect(item.value).toBeCloseTo(scored / own.length, 1);
      const won = own.filter((m) => (m.homeTeamId === item.teamId ? m.homeScore > m.awayScore : m.awayScore > m.homeScore)).length;
      expect(wins!.items.find((w) => w.teamId === item.teamId)!.value).toBe(won);
    }
  });

  it("basketball team rankings list every team of competition 1", async () => {
    const reply = (await call<Reply<TeamItem>>(t.backend, BB.bestTeam, { competitionId: 1, seasonId: 10 })).data;
    expect(reply.rankings.length).toBe(10);
    expect(reply.rankings[0]!.items).toHaveLength(t.backend.world.competition(1)!.teamIds.length);
  });

  it("places: equal values share one", () => {
    expect(competitionRanks([9, 7, 7, 5, 5, 5, 1])).toEqual([1, 2, 2, 4, 4, 4, 7]);
  });
});
