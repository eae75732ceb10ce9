import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { kanqiu } from "#wire/codec";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { addDays } from "../core";
import { TEST_DAY } from "../core/test-fixtures";

const BB = API_PATHS.basketball;
let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness({ basketballPerDay: 600 });
});

async function list(path: string, body: unknown = {}, token?: string) {
  const reply = await raw(t.backend, path, body, token);
  expect(reply.contentType).toBe("application/x-protobuf");
  return kanqiu.MatchListPayload.decode(reply.body as Uint8Array);
}
const ids = (payload: kanqiu.MatchListPayload) => payload.matches.map((m) => m.iArr?.[0] ?? 0);
const sum = (scores: readonly number[] | null | undefined) => (scores ?? []).reduce((a, b) => a + b, 0);

describe("basketball list calls", () => {
  it("realtimeMatch_b: today's basketball day with per-period scores, ncaa and 201 issues", async () => {
    const payload = await list(BB.realtimeList);
    expect(payload.code).toBe(0);
    const today = t.backend.world.day("basketball", TEST_DAY);
    expect(payload.matches.length).toBeGreaterThanOrEqual(today.length);
    expect(ids(payload)).toEqual(expect.arrayContaining(today.map((m) => m.id)));
    for (const m of payload.matches) {
      const sim = t.backend.world.match(m.iArr![0]!)!;
      expect(sim.sport).toBe("basketball");
      expect(m.homeScore).toHaveLength(5);
      expect(m.iArr![11] ?? 0).toBe(t.backend.world.competition(sim.competitionId)!.ncaa);
      if (sim.ncaa) expect([m.homeScore?.[2], m.homeScore?.[3]]).toEqual([0, 0]);
    }
    expect(payload.matches.some((m) => m.iArr![11] === 1)).toBe(true);
    expect(payload.matches.some((m) => (m.iArr![5] ?? 0) >= 2 && (m.iArr![5] ?? 0) <= 9 && sum(m.homeScore) > 0)).toBe(true);
    // 竞彩篮球: weekday digit + number in kick-off order (TEST_DAY is a Saturday: 6001, 6002, …).
    const issues = payload.lArr.filter((l) => l.lotteryId === 201 && today.some((m) => m.id === l.matchId)).map((l) => l.issueNum);
    expect(issues.length).toBeGreaterThan(100);
    expect(issues.slice(0, 3)).toEqual([6001, 6002, 6003]);
    expect(t.backend.world.lotteryLabels(payload.lArr.find((l) => l.issueNum === 6001)!.matchId ?? 0)[201]).toBe("周六001");
    expect(payload.lArr.every((l) => l.lotteryId === 201)).toBe(true);
  });

  it("topOne_b and competition/topOne: the top-tier competitions' matches and ids", async () => {
    const top = await call<number[]>(t.backend, BB.topOneCompetitions, {});
    expect(top.code).toBe(0);
    expect(top.data).toEqual([...t.backend.world.topOneCompetitionIds("basketball")]);
    const payload = await list(BB.topOneList);
    expect(payload.matches.length).toBeGreaterThan(0);
    for (const m of payload.matches) expect(top.data).toContain(m.iArr![1]);
  });

  it("futureMatch_b and historyMatch_b: a day by matchDate; competitionIds \"\" or [] mean all", async () => {
    const tomorrow = addDays(TEST_DAY, 1);
    const all = t.backend.world.day("basketball", tomorrow).map((m) => m.id);
    expect(all).toHaveLength(600);
    expect(ids(await list(BB.futureList, { matchDate: tomorrow, competitionIds: "" }))).toEqual(all);
    expect(ids(await list(BB.futureList, { matchDate: tomorrow, competitionIds: [] }))).toEqual(all);
    expect(ids(await list(BB.futureList, { matchDate: tomorrow }))).toEqual(all);
    const [a, b] = [...new Set(t.backend.world.day("basketball", tomorrow).map((m) => m.competitionId))];
    const some = await list(BB.futureList, { matchDate: tomorrow, competitionIds: [a, b] });
    expect(some.matches.length).toBeGreaterThan(0);
    expect(some.matches.every((m) => m.iArr![1] === a || m.iArr![1] === b)).toBe(true);
    expect(ids(await list(BB.futureList, { matchDate: tomorrow, competitionIds: `${a},${b}` }))).toEqual(ids(some));
    expect(some.matches.every((m) => m.iArr![5] === 1 || (m.iArr![5] ?? 0) >= 11)).toBe(true);

    const yesterday = await list(BB.historyList, { matchDate: addDays(TEST_DAY, -1), competitionIds: "" });
    expect(yesterday.matches).toHaveLength(600);
    // Yesterday is over: finished, or in the "other" group (11–15) — none still in play at 19:30.
    for (const m of yesterday.matches) expect([10, 11, 12, 13, 14, 15]).toContain(m.iArr![5]);
    expect(yesterday.matches.filter((m) => m.iArr![5] === 10).every((m) => sum(m.homeScore) !== sum(m.awayScore))).toBe(true);
  });

  it("follow/list_b {pageSize, pageNum, queryOrder, status: \"\"}: the follower's basketball matches, 20 a page", async () => {
    const token = (await codeLogin(t.backend, "13800000009")).accessToken;
    const followed = t.backend.world.day("basketball", TEST_DAY).slice(0, 25).map((m) => m.id);
    for (const matchId of followed) {
      expect((await call(t.backend, "/v1/match/follow/action", { matchId, sportType: 2, status: 1 }, token)).code).toBe(0);
    }
    const body = (pageNum: number) => ({ pageSize: 20, pageNum, queryOrder: 1, status: "" });
    const page1 = await list(BB.followList, body(1), token);
    const page2 = await list(BB.followList, body(2), token);
    expect(page1.code).toBe(0);
    expect(ids(page1)).toHaveLength(20);
    expect(ids(page2)).toHaveLength(5); // a short page: the end
    expect([...ids(page1), ...ids(page2)].sort()).toEqual([...followed].sort());
    expect(page1.matches.every((m) => m.iArr![8] === 1)).toBe(true);
    expect((await list(BB.followList, body(1))).code).toBe(10040);
    expect((await list(API_PATHS.football.followList, body(1), token)).matches).toHaveLength(0);
  });
});

describe("sim control: points on a basketball match", () => {
  it("adds {points} to the period in play and pushes 102; refuses bad points and points on football", async () => {
    const m = t.backend.world.day("basketball", TEST_DAY).find((x) => x.statusId === 4 && !x.ncaa)!;
    const pushed: number[] = [];
    t.backend.onFrame((f) => pushed.push(f.message.type ?? 0));
    const before = m.awayScores[1]!;
    const reply = await raw(t.backend, API_PATHS.simControl.goal, { matchId: m.id, side: "away", points: 3 });
    expect(reply.status).toBe(200);
    expect(m.awayScores[1]).toBe(before + 3);
    expect(JSON.parse(reply.body as string)).toEqual({ frames: 1, statusId: 4, homeScore: m.homeScores, awayScore: m.awayScores });
    expect(pushed).toEqual([102]);
    await raw(t.backend, API_PATHS.simControl.goal, { matchId: m.id, side: "home" });
    expect(pushed).toEqual([102, 102]);
    expect((await raw(t.backend, API_PATHS.simControl.goal, { matchId: m.id, side: "home", points: 4 })).status).toBe(400);
    const football = t.backend.world.day("football", TEST_DAY)[0]!;
    expect((await raw(t.backend, API_PATHS.simControl.goal, { matchId: football.id, side: "home", points: 2 })).status).toBe(400);
  });
});
