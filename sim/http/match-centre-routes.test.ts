import { beforeEach, describe, expect, it } from "vitest";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { API_PATHS, BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import type { SimMatch } from "../core";
import type { PastMatch, TableRow } from "../core/match-centre/analysis";
import type { OddsChange, OddsCompany } from "../core/match-centre/odds";
import type { TeamLineup } from "../core/match-centre/lineups";
import { squadOf } from "./match-detail-players";
import { matchDetail } from "./match-detail-incidents";

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const ok = async <T>(path: string, body: unknown): Promise<T> => {
  const reply = await call<T>(t.backend, path, body);
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
};
const football = () => t.backend.world.realtimeMatches("football");
const basketball = () => t.backend.world.realtimeMatches("basketball");
const find = (matches: SimMatch[], predicate: (m: SimMatch) => boolean) => {
  const match = matches.find(predicate);
  if (!match) throw new Error("no such match in the sim day");
  return match;
};
const inPlay = (m: SimMatch) => m.statusId === FOOTBALL_STATUS.SECOND_HALF && m.homeScores[0]! + m.awayScores[0]! > 0;

describe("the match centre's calls refuse what they cannot answer", () => {
  const matchCalls = [
    API_PATHS.football.odds,
    API_PATHS.football.allOdds,
    API_PATHS.football.currentOdds,
    API_PATHS.football.lineup,
    API_PATHS.football.analyse,
    API_PATHS.football.table,
    API_PATHS.basketball.odds,
    API_PATHS.basketball.allOdds,
    API_PATHS.basketball.currentOdds,
    API_PATHS.basketball.analyse,
    API_PATHS.basketball.statAndTlive,
    API_PATHS.basketball.teamStatistic,
  ];
  it.each(matchCalls)("%s: 10001 比赛不存在 for an unknown match or the other sport, 参数错误 without matchId", async (path) => {
    const other = path.includes("football") ? basketball()[0]! : football()[0]!;
    for (const matchId of [1, other.id]) {
      const reply = await call(t.backend, path, { matchId });
      expect([reply.code, reply.msg]).toEqual([10001, "比赛不存在"]);
    }
    const bare = await call(t.backend, path, {});
    expect([bare.code, bare.msg]).toEqual([10001, "参数错误"]);
  });

  it("the odds history wants a known company and a football kind", async () => {
    const matchId = football()[0]!.id;
    const unknown = await call(t.backend, API_PATHS.football.oddsChanges, { matchId, companyId: 99, kind: "europe" });
    expect([unknown.code, unknown.msg]).toEqual([10001, "公司不存在"]);
    const badKind = await call(t.backend, API_PATHS.football.oddsChanges, { matchId, companyId: 1, kind: "moneyline" });
    expect([badKind.code, badKind.msg]).toEqual([10001, "参数错误"]);
  });

  it("predictions want the match's own sportType", async () => {
    const reply = await call(t.backend, API_PATHS.prediction.matchPredictions, { matchId: football()[0]!.id, sportType: 2 });
    expect([reply.code, reply.msg]).toEqual([10001, "比赛不存在"]);
    const bad = await call(t.backend, API_PATHS.prediction.matchPredictions, { matchId: football()[0]!.id, sportType: 5 });
    expect([bad.code, bad.msg]).toEqual([10001, "参数错误"]);
  });
});

describe("odds", () => {
  it("every company carries 1X2, Asian handicap and over/under; history, opening and current agree", async () => {
    const match = find(football(), inPlay);
    const { companies } = await ok<{ companies: OddsCompany[] }>(API_PATHS.football.allOdds, { matchId: match.id });
    expect(companies.map((c) => c.companyName)).toEqual(["金盘", "银河", "星辰", "北极", "海峡", "长城", "东方", "凯旋"]);
    for (const company of companies) {
      expect(company.markets.map((m) => m.kind)).toEqual(["europe", "asia", "overUnder"]);
      const [europe, asia, overUnder] = company.markets;
      expect(europe!.current).toHaveLength(3);
      expect(europe!.current.every((o) => o >= 1.01)).toBe(true);
      expect(Math.abs((asia!.current[1]! * 4) % 1)).toBe(0); // quarter lines
      // The goal line is above the goals already scored.
      expect(overUnder!.current[1]).toBeGreaterThan(match.homeScores[0]! + match.awayScores[0]!);
    }
    const lead = await ok<OddsCompany>(API_PATHS.football.odds, { matchId: match.id });
    expect(lead).toEqual(companies[0]);
    const { changes } = await ok<{ changes: OddsChange[] }>(API_PATHS.football.oddsChanges, { matchId: match.id, companyId: 3, kind: "asia" });
    expect(changes[0]!.values).toEqual(companies[2]!.markets[1]!.current);
    expect(changes.at(-1)!.values).toEqual(companies[2]!.markets[1]!.opening);
    expect(changes.map((c) => c.time)).toEqual([...changes.map((c) => c.time)].sort((a, b) => b - a));
    // The newest in-play line carries the score so far.
    expect([changes[0]!.homeScore, changes[0]!.awayScore]).toEqual([match.homeScores[0], match.awayScores[0]]);
    const current = await ok<{ companies: Array<{ companyId: number; markets: Array<{ kind: string; current: number[] }> }> }>(API_PATHS.football.currentOdds, { matchId: match.id });
    expect(current.companies[1]!.markets).toEqual(companies[1]!.markets.map(({ kind, current: now }) => ({ kind, current: now })));
  });

  it("a side far ahead late on is the short price", async () => {
    const match = find(football(), (m) => m.statusId === FOOTBALL_STATUS.SECOND_HALF);
    Object.assign(match, { scripted: false, goingTime: 85, homeScores: [3, 1, 0, 0, 2], awayScores: [0, 0, 0, 0, 1] });
    const lead = await ok<OddsCompany>(API_PATHS.football.odds, { matchId: match.id });
    const [home, , away] = lead.markets[0]!.current;
    expect(home).toBeLessThan(1.1);
    expect(away).toBeGreaterThan(10);
  });

  it("basketball carries moneyline, spread and total", async () => {
    const match = basketball()[0]!;
    const lead = await ok<OddsCompany>(API_PATHS.basketball.odds, { matchId: match.id });
    expect(lead.markets.map((m) => m.kind)).toEqual(["moneyline", "spread", "total"]);
    expect(lead.markets[0]!.current).toHaveLength(2);
    expect(lead.markets[2]!.current[1]).toBeGreaterThan(100);
  });

  it("is deterministic: two sims with one seed answer alike", async () => {
    const match = find(football(), inPlay);
    const first = await ok(API_PATHS.football.allOdds, { matchId: match.id });
    t = createRouteHarness();
    expect(await ok(API_PATHS.football.allOdds, { matchId: match.id })).toEqual(first);
  });
});

describe("lineups", () => {
  it("the published lineup is the incidents' squad: eleven starters in formation order, the bench after", async () => {
    const match = find(football(), (m) => m.lineupPublished && inPlay(m));
    const reply = await ok<{ published: boolean; home: TeamLineup; away: TeamLineup }>(API_PATHS.football.lineup, { matchId: match.id });
    expect(reply.published).toBe(true);
    const squad = squadOf(t.backend.world.seed, match.homeTeamId);
    expect(reply.home.starters.map((p) => p.name)).toEqual(squad.slice(0, 11));
    expect(reply.home.substitutes.map((p) => p.name)).toEqual(squad.slice(11));
    expect(reply.home.starters[0]).toMatchObject({ position: "G", shirtNumber: 1 });
    const outfield = reply.home.formation.split("-").map(Number).reduce((a, b) => a + b, 0);
    expect(outfield).toBe(10);
    const numbers = [...reply.home.starters, ...reply.home.substitutes].map((p) => p.shirtNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(reply.home.starters.filter((p) => p.captain)).toHaveLength(1);
    // Every scorer of the incidents is in a lineup.
    const { world } = t.backend;
    const named = new Set([...reply.home.starters, ...reply.home.substitutes, ...reply.away.starters, ...reply.away.substitutes].map((p) => p.name));
    for (const e of matchDetail(world.seed, match).incidents) if (e.playerName) expect(named.has(e.playerName)).toBe(true);
  });

  it("is not published until the list says so", async () => {
    const match = find(football(), (m) => !m.lineupPublished);
    expect(await ok(API_PATHS.football.lineup, { matchId: match.id })).toEqual({ published: false, home: null, away: null });
  });
});

describe("analysis and table", () => {
  it("meetings and recent matches fall before kick-off, newest first, and involve the teams", async () => {
    const match = football()[0]!;
    const reply = await ok<{ h2h: PastMatch[]; homeRecent: PastMatch[]; awayRecent: PastMatch[]; homeTeam: { teamId: number } }>(API_PATHS.football.analyse, { matchId: match.id });
    expect(reply.homeTeam.teamId).toBe(match.homeTeamId);
    expect(reply.h2h.length).toBeGreaterThanOrEqual(3);
    for (const row of reply.h2h) expect([row.homeTeamId, row.awayTeamId].sort()).toEqual([match.homeTeamId, match.awayTeamId].sort());
    for (const row of reply.homeRecent) expect([row.homeTeamId, row.awayTeamId]).toContain(match.homeTeamId);
    for (const rows of [reply.h2h, reply.homeRecent, reply.awayRecent]) {
      expect(rows.every((r) => r.matchTime < match.matchTime)).toBe(true);
      expect(rows.map((r) => r.matchTime)).toEqual([...rows.map((r) => r.matchTime)].sort((a, b) => b - a));
    }
  });

  it("the league table ranks by points, counts add up, and lists both teams", async () => {
    const { world } = t.backend;
    const match = find(football(), (m) => !world.competition(m.competitionId)?.isCup && world.teams(m.competitionId).length >= 6);
    const reply = await ok<{ rows: TableRow[] }>(API_PATHS.football.table, { matchId: match.id });
    const points = reply.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    for (const row of reply.rows) {
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(row.won * 3 + row.drawn);
    }
    const ids = reply.rows.map((r) => r.teamId);
    expect(ids).toContain(match.homeTeamId);
    expect(ids).toContain(match.awayTeamId);
  });
});

describe("basketball 赛况", () => {
  it("period scores are the match's; the text live ends on its total; team points equal the score", async () => {
    const match = find(basketball(), (m) => m.statusId >= BASKETBALL_STATUS.SECOND_QUARTER && m.statusId <= BASKETBALL_STATUS.FINISHED);
    const live = await ok<{ periodCount: number; homeScores: number[]; awayScores: number[]; tlive: Array<{ homeScore: number; awayScore: number }> }>(
      API_PATHS.basketball.statAndTlive,
      { matchId: match.id },
    );
    expect(live.periodCount).toBe(match.ncaa ? 2 : 4);
    expect(live.homeScores.slice(0, match.homeScores.length)).toEqual(match.homeScores);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect([live.tlive[0]!.homeScore, live.tlive[0]!.awayScore]).toEqual([sum(match.homeScores), sum(match.awayScores)]);
    const { stats } = await ok<{ stats: Array<{ kind: string; home: number; away: number }> }>(API_PATHS.basketball.teamStatistic, { matchId: match.id });
    expect(stats[0]).toEqual({ kind: "points", home: sum(match.homeScores), away: sum(match.awayScores) });
  });

  it("nothing before tip-off", async () => {
    const match = find(basketball(), (m) => m.statusId === BASKETBALL_STATUS.NOT_STARTED);
    expect(await ok(API_PATHS.basketball.teamStatistic, { matchId: match.id })).toEqual({ stats: [] });
    expect((await ok<{ tlive: unknown[] }>(API_PATHS.basketball.statAndTlive, { matchId: match.id })).tlive).toEqual([]);
  });
});

describe("predictions", () => {
  interface Item { customId: number; livingType: string; result: number; pick: { kind: string; selection: string; line: number; odds: number }; publishedAt: number }
  it("the living anchors come first, every pick published before kick-off", async () => {
    const match = find(football(), (m) => m.living.length > 0);
    const { items } = await ok<{ items: Item[] }>(API_PATHS.prediction.matchPredictions, { matchId: match.id, sportType: 1 });
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]!.livingType).toBe("living");
    const firstOther = items.findIndex((i) => i.livingType !== "living");
    expect(items.slice(firstOther).some((i) => i.livingType === "living")).toBe(false);
    for (const item of items) {
      expect(item.publishedAt).toBeLessThanOrEqual(match.matchTime * 1000);
      expect(["europe", "asia", "overUnder"]).toContain(item.pick.kind);
    }
  });

  it("settled (hit, miss, push) once the match is finished", async () => {
    const match = find(football(), (m) => m.statusId === FOOTBALL_STATUS.FINISHED);
    const { items } = await ok<{ items: Item[] }>(API_PATHS.prediction.matchPredictions, { matchId: match.id, sportType: 1 });
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect([1, 2, 3]).toContain(item.result);
  });

  it("pending before the end", async () => {
    const match = find(football(), (m) => m.statusId === FOOTBALL_STATUS.NOT_STARTED);
    const { items } = await ok<{ items: Item[] }>(API_PATHS.prediction.matchPredictions, { matchId: match.id, sportType: 1 });
    expect(items.every((i) => i.result === 0)).toBe(true);
  });
});
