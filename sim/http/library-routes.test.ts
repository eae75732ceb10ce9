import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

const FB = API_PATHS.compLibrary.football;
const BB = API_PATHS.compLibrary.basketball;

interface MenuReply {
  tops: { competitionId: number; name: string; initial: string }[];
  categorys: { id: number; name: string; competitions: { competitionId: number; initial: string; type: number }[] }[];
}
interface InfoReply {
  competitionId: number;
  type: number;
  curSeasonId: number;
  seasons: { competitionId: number; seasonId: number; name: string; isCurrent: boolean }[];
}
interface Row {
  position: number;
  teamId: number;
  played: number;
  won: number;
  lost: number;
  wonRate: number;
  streaks: number;
  gameBack: number;
  promotionId: number | null;
  conferenceId: number | null;
}
interface TablesReply {
  promotions: { id: number; color: string; nameZh: string }[];
  tables: { name: string; group: string | null; conferenceId: number | null; rows: Row[] }[];
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

describe("competition menu", () => {
  it("category: hot competitions and every football competition once, grouped by region", async () => {
    const reply = await call<MenuReply>(t.backend, FB.category, { sportType: 1 });
    expect(reply.code).toBe(0);
    const ids = reply.data.categorys.flatMap((c) => c.competitions.map((x) => x.competitionId));
    expect(new Set(ids).size).toBe(t.backend.world.competitions("football").length);
    expect(reply.data.categorys[0]?.name).toBe("国际");
    const england = reply.data.categorys.find((c) => c.name === "英格兰");
    // Short names find their country too: 英超 is English, 欧冠 international.
    const named = (name: string) => t.backend.world.competitions("football").find((c) => c.name === name)?.id;
    expect(england?.competitions.map((c) => c.competitionId)).toContain(named("英超"));
    expect(reply.data.categorys[0]?.competitions.map((c) => c.competitionId)).toContain(named("欧冠"));
    expect(reply.data.tops.map((c) => c.competitionId)).toEqual([...t.backend.world.hotCompetitionIds("football")]);
    expect(reply.data.categorys.flatMap((c) => c.competitions).every((c) => /^[A-Z]$/.test(c.initial))).toBe(true);
  });

  it("recent: competitions playing today, at most 12", async () => {
    const reply = await call<{ competitionId: number }[]>(t.backend, FB.recent);
    const today = new Set(t.backend.world.day("football", t.backend.world.todayKey()).map((m) => m.competitionId));
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.length).toBeLessThanOrEqual(12);
    expect(reply.data.every((c) => today.has(c.competitionId))).toBe(true);
  });
});

describe("competition info and standings", () => {
  it("info: three seasons newest first, the current one marked; unknown or other-sport ids refused", async () => {
    const id = t.backend.world.competitions("football")[0]!.id;
    const info = await call<InfoReply>(t.backend, FB.info, { competitionId: id });
    expect(info.data.seasons.map((s) => s.seasonId)).toEqual([id * 10 + 2, id * 10 + 1, id * 10]);
    expect(info.data.seasons[0]).toMatchObject({ isCurrent: true, competitionId: id });
    expect(info.data.curSeasonId).toBe(id * 10 + 2);
    expect((await call(t.backend, FB.info, { competitionId: 1 })).code).not.toBe(0);
    expect((await call(t.backend, FB.info, {})).code).not.toBe(0);
    expect((await call(t.backend, FB.tables, { competitionId: id, seasonId: 5 })).code).not.toBe(0);
  });

  it("a past season's league table is complete: everyone played 2(n−1), positions 1…n, zones by position", async () => {
    const league = t.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;
    const reply = await call<TablesReply>(t.backend, FB.tables, { competitionId: league.id, curSeasonId: league.id * 10 + 2, seasonId: league.id * 10 });
    const [table] = reply.data.tables;
    const n = league.teamIds.length;
    expect(table!.rows.map((r) => r.position)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(table!.rows.every((r) => r.played === 2 * (n - 1))).toBe(true);
    expect(table!.rows[0]!.promotionId).toBe(1);
    expect(table!.rows.at(-1)!.promotionId).toBe(4);
    expect(reply.data.promotions.map((p) => p.nameZh)).toEqual(expect.arrayContaining(["冠军联赛", "降级"]));
  });

  it("cups: one table per group of four", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length >= 8)!;
    const reply = await call<TablesReply>(t.backend, FB.tables, { competitionId: cup.id, seasonId: cup.id * 10 + 1 });
    expect(reply.data.tables[0]).toMatchObject({ name: "A组", group: "A" });
    expect(reply.data.tables.flatMap((x) => x.rows).length).toBe(cup.teamIds.length);
  });

  it("basketball competition 1: East and West with divisions 1–6, win rate, streak and games behind", async () => {
    const reply = await call<TablesReply>(t.backend, BB.tables, { competitionId: 1, seasonId: 10 });
    expect(reply.data.tables.map((x) => x.name)).toEqual(["东部联盟", "西部联盟"]);
    const [east, west] = reply.data.tables;
    expect(new Set(east!.rows.map((r) => r.conferenceId))).toEqual(new Set([1, 2, 3]));
    expect(new Set(west!.rows.map((r) => r.conferenceId))).toEqual(new Set([4, 5, 6]));
    for (const table of reply.data.tables) {
      const leader = table.rows[0]!;
      expect(leader.gameBack).toBe(0);
      for (const r of table.rows) {
        expect(r.wonRate).toBeCloseTo(r.won / r.played, 3);
        expect(r.gameBack).toBe((leader.won - r.won + r.lost - leader.lost) / 2);
        expect(r.streaks).not.toBe(0);
      }
    }
    expect(reply.data.promotions.map((p) => p.nameZh)).toEqual(["季后赛", "附加赛"]);
  });

  it("basketball futureMatches: only matches not started yet", async () => {
    const reply = await call<{ matches: { statusId: number }[] }>(t.backend, BB.futureMatches, { competitionId: 1, seasonId: 12 });
    expect(reply.code).toBe(0);
    expect(reply.data.matches.every((m) => m.statusId === 1)).toBe(true);
  });
});
