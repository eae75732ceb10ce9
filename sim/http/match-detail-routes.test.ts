import { beforeEach, describe, expect, it } from "vitest";
import type { SimMatch } from "../core";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { INCIDENT_TYPE } from "#wire";
import { GOAL_TYPES, STAT_TYPES, type MatchDetail, type MatchIncident } from "./match-detail-incidents";

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const football = () => t.backend.world.realtimeMatches("football");
const detail = async (matchId: number) => {
  const reply = await call<MatchDetail>(t.backend, "/v1/football/matchTliveAndIncidentsData", { matchId });
  expect(reply.code).toBe(0);
  return reply.data;
};
const side = (position: 1 | 2) => (e: MatchIncident) => e.position === position;
const countOf = (incidents: MatchIncident[], position: 1 | 2, types: readonly number[]) =>
  incidents.filter(side(position)).filter((e) => types.includes(e.type)).length;

function expectConsistent(match: SimMatch, { incidents, stats }: MatchDetail) {
  const [h, a] = [match.homeScores, match.awayScores];
  expect(countOf(incidents, 1, GOAL_TYPES)).toBe(h[0]);
  expect(countOf(incidents, 2, GOAL_TYPES)).toBe(a[0]);
  expect(countOf(incidents, 1, [INCIDENT_TYPE.red, INCIDENT_TYPE.twoYellowRed])).toBe(h[2]);
  expect(countOf(incidents, 2, [INCIDENT_TYPE.red, INCIDENT_TYPE.twoYellowRed])).toBe(a[2]);
  expect(countOf(incidents, 1, [INCIDENT_TYPE.yellow])).toBe(h[3]);
  expect(countOf(incidents, 2, [INCIDENT_TYPE.yellow])).toBe(a[3]);
  expect(countOf(incidents, 1, [INCIDENT_TYPE.corner])).toBe(h[4]);
  expect(countOf(incidents, 2, [INCIDENT_TYPE.corner])).toBe(a[4]);
  // Minutes ascend and the running score ends on the match score.
  expect(incidents.map((e) => e.time)).toEqual([...incidents.map((e) => e.time)].sort((x, y) => x - y));
  const last = incidents.at(-1);
  expect([last?.homeScore ?? 0, last?.awayScore ?? 0]).toEqual([h[0], a[0]]);
  // Goals before the break make the half-time score.
  const halfTime = incidents.find((e) => e.type === INCIDENT_TYPE.halfTime);
  if (match.statusId >= 4) expect([halfTime?.homeScore, halfTime?.awayScore]).toEqual([h[1], a[1]]);
  expect(stats.map((s) => s.type)).toEqual([...STAT_TYPES]);
  const stat = (type: number) => stats.find((s) => s.type === type)!;
  expect(stat(2)).toMatchObject({ home: h[4], away: a[4] });
  expect(stat(3)).toMatchObject({ home: h[3], away: a[3] });
  expect(stat(4)).toMatchObject({ home: h[2], away: a[2] });
  expect(stat(25).home + stat(25).away).toBe(100);
  expect(stat(21).home).toBeGreaterThanOrEqual(countOf(incidents, 1, [INCIDENT_TYPE.goal, INCIDENT_TYPE.penalty]));
}

describe("/v1/football/matchTliveAndIncidentsData", () => {
  it("derives incidents and stats from every played match's scores, the same way each time", async () => {
    const played = football().filter((m) => m.statusId >= 2 && m.statusId <= 8);
    expect(played.length).toBeGreaterThan(50);
    for (const match of played) expectConsistent(match, await detail(match.id));
    const sample = played.find((m) => (m.homeScores[0] ?? 0) + (m.awayScores[0] ?? 0) >= 3)!;
    expect(await detail(sample.id)).toEqual(await detail(sample.id));
  });

  it("names the players: scorers, substitutions in and out, cards", async () => {
    const finished = football().filter((m) => m.statusId === 8);
    const all = (await Promise.all(finished.map((m) => detail(m.id)))).flatMap((d) => d.incidents);
    const goal = all.find((e) => e.type === INCIDENT_TYPE.goal)!;
    expect(goal.playerName).not.toBe("");
    const sub = all.find((e) => e.type === INCIDENT_TYPE.substitution)!;
    expect(sub.inPlayerName).not.toBe("");
    expect(sub.outPlayerName).not.toBe(sub.inPlayerName);
    expect(sub.time).toBeGreaterThanOrEqual(46);
    expect(all.filter((e) => e.type === INCIDENT_TYPE.yellow).every((e) => e.playerName !== "")).toBe(true);
    expect(all.some((e) => e.type === INCIDENT_TYPE.end)).toBe(true);
    // Nobody scores, assists or is booked after leaving the pitch (substituted or sent off).
    for (const { incidents } of await Promise.all(finished.map((m) => detail(m.id)))) {
      const leaving = incidents.flatMap((e) =>
        e.type === INCIDENT_TYPE.substitution ? [{ e, name: e.outPlayerName }] : (e.type === INCIDENT_TYPE.red || e.type === INCIDENT_TYPE.twoYellowRed) ? [{ e, name: e.playerName }] : [],
      );
      for (const { e: off, name } of leaving) {
        const later = incidents.filter(
          (e) => e.time > off.time && e.position === off.position && e.type !== INCIDENT_TYPE.ownGoal && [e.playerName, e.assist1Name].includes(name),
        );
        expect(later).toEqual([]);
      }
    }
  });

  it("follows a pushed goal, and has nothing for a match that has not started", async () => {
    const waiting = football().find((m) => m.statusId === 1)!;
    expect(await detail(waiting.id)).toEqual({ incidents: [], stats: [] });

    const going = football().find((m) => m.statusId === 2)!;
    const before = countOf((await detail(going.id)).incidents, 2, GOAL_TYPES);
    t.backend.engine.forceGoal(going.id, "away");
    const after = await detail(going.id);
    expect(countOf(after.incidents, 2, GOAL_TYPES)).toBe(before + 1);
    expectConsistent(going, after);
  });

  it("refuses an unknown match, a basketball match and a missing id", async () => {
    const unknown = await call(t.backend, "/v1/football/matchTliveAndIncidentsData", { matchId: 123 });
    expect(unknown).toMatchObject({ code: 10001, msg: "比赛不存在", data: null });
    const basketball = t.backend.world.realtimeMatches("basketball")[0]!;
    expect((await call(t.backend, "/v1/football/matchTliveAndIncidentsData", { matchId: basketball.id })).msg).toBe("比赛不存在");
    expect(await call(t.backend, "/v1/football/matchTliveAndIncidentsData", {})).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});

describe("/v1/match/livingNew", () => {
  it("answers the world's living anchors and previews of the match", async () => {
    const withRooms = football().filter((m) => m.living.length > 0 || m.previews.length > 0);
    expect(withRooms.length).toBeGreaterThan(0);
    for (const match of withRooms) {
      const reply = await call(t.backend, "/v1/match/livingNew", { matchId: match.id, sportType: 1 });
      expect(reply.code).toBe(0);
      expect(reply.data).toMatchObject(t.backend.world.livingForMatch(match.id));
      expect(reply.data).toMatchObject({ match: { matchId: match.id, sportType: 1, statusId: match.statusId, homeScores: match.homeScores } });
    }
    const living = withRooms.find((m) => m.living.length > 0)!;
    const { livings } = (await call<ReturnType<typeof t.backend.world.livingForMatch>>(t.backend, "/v1/match/livingNew", { matchId: living.id, sportType: 1 })).data;
    expect(livings[0]).toMatchObject({ customId: living.living[0], livingType: "living" });
    expect(livings[0]!.anchorPredictionData.singleLatestHitRate).toHaveProperty("lastContinuousHitCount");

    const quiet = football().find((m) => m.living.length === 0 && m.previews.length === 0)!;
    expect((await call(t.backend, "/v1/match/livingNew", { matchId: quiet.id, sportType: 1 })).data).toMatchObject({ livings: [], previews: [], match: { matchId: quiet.id } });
    const basketball = t.backend.world.realtimeMatches("basketball").find((m) => m.living.length > 0);
    if (basketball) {
      const reply = await call(t.backend, "/v1/match/livingNew", { matchId: basketball.id, sportType: 2 });
      expect(reply.data).toMatchObject({ ...t.backend.world.livingForMatch(basketball.id), match: { matchId: basketball.id, sportType: 2 } });
    }
  });

  it("refuses an unknown match, the wrong sport and a bad body", async () => {
    const match = football()[0]!;
    expect(await call(t.backend, "/v1/match/livingNew", { matchId: 5, sportType: 1 })).toMatchObject({ code: 10001, msg: "比赛不存在" });
    expect((await call(t.backend, "/v1/match/livingNew", { matchId: match.id, sportType: 2 })).msg).toBe("比赛不存在");
    expect(await call(t.backend, "/v1/match/livingNew", { matchId: match.id })).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});

describe("/v1/football/matchInfo", () => {
  const listEntry = (matchId: number, followedMatchIds: number[] = []) =>
    (t.backend.world.matchListPayload("football", { kind: "realtime", followedMatchIds }).matches ?? []).find((m) => m.iArr?.[0] === matchId);

  it("answers one match exactly as the lists carry it, in JSON with numbers as numbers", async () => {
    const going = football().find((m) => m.statusId === 4)!;
    const living = football().find((m) => m.living.length > 0 && m.previews.length > 0) ?? football().find((m) => m.living.length > 0)!;
    for (const match of [going, living, football().find((m) => m.statusId === 8)!, football().find((m) => m.statusId === 1)!]) {
      const reply = await call(t.backend, "/v1/football/matchInfo", { matchId: match.id });
      expect(reply).toMatchObject({ code: 0 });
      expect(reply.data).toEqual(listEntry(match.id));
    }
    const { data } = await call<Record<string, unknown>>(t.backend, "/v1/football/matchInfo", { matchId: living.id });
    expect(Object.keys(data).sort()).toEqual(["awayScore", "homeScore", "iArr", "living", "preview", "roomArr", "sArr"]);
    expect(data).toMatchObject({ iArr: expect.arrayContaining([living.id, living.competitionId, living.homeTeamId, living.awayTeamId]) });
    expect((data.iArr as unknown[]).length).toBe(12);
    expect((data.iArr as unknown[]).every((n) => typeof n === "number")).toBe(true);
    expect((data.living as unknown[])[0]).toEqual({ avatar: expect.any(String), roomId: expect.any(Number), customId: living.living[0] });
    expect(data.roomArr).toEqual((data.living as { roomId: number }[]).map((a) => a.roomId));
  });

  it("follows the live engine: a goal or a status change shows in the next reply", async () => {
    const going = football().find((m) => m.statusId === 2)!;
    const away = (await call<{ awayScore: number[] }>(t.backend, "/v1/football/matchInfo", { matchId: going.id })).data.awayScore[0] ?? 0;
    t.backend.engine.forceGoal(going.id, "away");
    t.backend.engine.forceStatus(going.id, 8);
    const { data } = await call<{ iArr: number[]; awayScore: number[] }>(t.backend, "/v1/football/matchInfo", { matchId: going.id });
    expect(data.awayScore[0]).toBe(away + 1);
    expect(data.iArr[5]).toBe(8);
  });

  it("marks the caller's follow (hasFollow 1) when a token is sent, 2 for a guest", async () => {
    const match = football()[3]!;
    const { accessToken } = await codeLogin(t.backend, "13800138123");
    expect((await call(t.backend, "/v1/match/follow/action", { matchId: match.id, sportType: 1, status: 1 }, accessToken)).code).toBe(0);
    const hasFollow = async (token?: string) =>
      (await call<{ iArr: number[] }>(t.backend, "/v1/football/matchInfo", { matchId: match.id }, token)).data.iArr[8];
    expect(await hasFollow(accessToken)).toBe(1);
    expect(await hasFollow()).toBe(2);
    expect((await call(t.backend, "/v1/football/matchInfo", { matchId: match.id }, accessToken)).data).toEqual(listEntry(match.id, [match.id]));
    // Public: an unknown token reads as a guest rather than failing.
    expect(await call(t.backend, "/v1/football/matchInfo", { matchId: match.id }, "no-such-token")).toMatchObject({ code: 0 });
  });

  it("refuses an unknown match, a basketball match and a missing id", async () => {
    expect(await call(t.backend, "/v1/football/matchInfo", { matchId: 123 })).toMatchObject({ code: 10001, msg: "比赛不存在", data: null });
    const basketball = t.backend.world.realtimeMatches("basketball")[0]!;
    expect(await call(t.backend, "/v1/football/matchInfo", { matchId: basketball.id })).toMatchObject({ code: 10001, msg: "比赛不存在", data: null });
    expect(await call(t.backend, "/v1/football/matchInfo", {})).toMatchObject({ code: 10001, msg: "参数错误", data: null });
    expect(await call(t.backend, "/v1/football/matchInfo", { matchId: "abc" })).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});

describe("/v1/basketball/matchInfo", () => {
  const basketball = () => t.backend.world.realtimeMatches("basketball");
  const listEntry = (matchId: number, followedMatchIds: number[] = []) =>
    (t.backend.world.matchListPayload("basketball", { kind: "realtime", followedMatchIds }).matches ?? []).find((m) => m.iArr?.[0] === matchId);

  it("answers one basketball match exactly as the basketball list carries it", async () => {
    const matches = basketball();
    const notStarted = matches.find((m) => m.statusId === 1)!;
    const inPlay = matches.find((m) => m.statusId > 1 && m.statusId < 10)!;
    const finished = matches.find((m) => m.statusId === 10)!;
    for (const match of [notStarted, inPlay, finished]) {
      const reply = await call<{ iArr: number[] }>(t.backend, "/v1/basketball/matchInfo", { matchId: match.id });
      expect(reply).toMatchObject({ code: 0 });
      expect(reply.data).toEqual(listEntry(match.id));
      expect(reply.data.iArr[5]).toBe(match.statusId);
    }
  });

  it("marks the caller's basketball follow (hasFollow 1), 2 for a guest", async () => {
    const match = basketball()[2]!;
    const { accessToken } = await codeLogin(t.backend, "13800138124");
    expect((await call(t.backend, "/v1/match/follow/action", { matchId: match.id, sportType: 2, status: 1 }, accessToken)).code).toBe(0);
    const hasFollow = async (token?: string) =>
      (await call<{ iArr: number[] }>(t.backend, "/v1/basketball/matchInfo", { matchId: match.id }, token)).data.iArr[8];
    expect(await hasFollow(accessToken)).toBe(1);
    expect(await hasFollow()).toBe(2);
  });

  it("refuses an unknown match, a football match and a missing id", async () => {
    expect(await call(t.backend, "/v1/basketball/matchInfo", { matchId: 123 })).toMatchObject({ code: 10001, msg: "比赛不存在", data: null });
    const football = t.backend.world.realtimeMatches("football")[0]!;
    expect(await call(t.backend, "/v1/basketball/matchInfo", { matchId: football.id })).toMatchObject({ code: 10001, msg: "比赛不存在", data: null });
    expect(await call(t.backend, "/v1/basketball/matchInfo", {})).toMatchObject({ code: 10001, msg: "参数错误", data: null });
  });
});
