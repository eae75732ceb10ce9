import { beforeEach, describe, expect, it } from "vitest";
import type { SimMatch } from "../core";
import { call, createTestBackend, type TestBackend } from "../accounts/route-test-kit";
import { GOAL_TYPES, INCIDENT, STAT_TYPES, type MatchDetail, type MatchIncident } from "./match-detail-incidents";

let t: TestBackend;
beforeEach(() => {
  t = createTestBackend();
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
  expect(countOf(incidents, 1, [INCIDENT.red, INCIDENT.twoYellowRed])).toBe(h[2]);
  expect(countOf(incidents, 2, [INCIDENT.red, INCIDENT.twoYellowRed])).toBe(a[2]);
  expect(countOf(incidents, 1, [INCIDENT.yellow])).toBe(h[3]);
  expect(countOf(incidents, 2, [INCIDENT.yellow])).toBe(a[3]);
  expect(countOf(incidents, 1, [INCIDENT.corner])).toBe(h[4]);
  expect(countOf(incidents, 2, [INCIDENT.corner])).toBe(a[4]);
  // Minutes ascend and the running score ends on the match score.
  expect(incidents.map((e) => e.time)).toEqual([...incidents.map((e) => e.time)].sort((x, y) => x - y));
  const last = incidents.at(-1);
  expect([last?.homeScore ?? 0, last?.awayScore ?? 0]).toEqual([h[0], a[0]]);
  // Goals before the break make the half-time score.
  const halfTime = incidents.find((e) => e.type === INCIDENT.halfTime);
  if (match.statusId >= 4) expect([halfTime?.homeScore, halfTime?.awayScore]).toEqual([h[1], a[1]]);
  expect(stats.map((s) => s.type)).toEqual([...STAT_TYPES]);
  const stat = (type: number) => stats.find((s) => s.type === type)!;
  expect(stat(2)).toMatchObject({ home: h[4], away: a[4] });
  expect(stat(3)).toMatchObject({ home: h[3], away: a[3] });
  expect(stat(4)).toMatchObject({ home: h[2], away: a[2] });
  expect(stat(25).home + stat(25).away).toBe(100);
  expect(stat(21).home).toBeGreaterThanOrEqual(countOf(incidents, 1, [INCIDENT.goal, INCIDENT.penalty]));
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
    const goal = all.find((e) => e.type === INCIDENT.goal)!;
    expect(goal.playerName).not.toBe("");
    const sub = all.find((e) => e.type === INCIDENT.substitution)!;
    expect(sub.inPlayerName).not.toBe("");
    expect(sub.outPlayerName).not.toBe(sub.inPlayerName);
    expect(sub.time).toBeGreaterThanOrEqual(46);
    expect(all.filter((e) => e.type === INCIDENT.yellow).every((e) => e.playerName !== "")).toBe(true);
    expect(all.some((e) => e.type === INCIDENT.end)).toBe(true);
    // Nobody scores, assists or is booked after leaving the pitch (substituted or sent off).
    for (const { incidents } of await Promise.all(finished.map((m) => detail(m.id)))) {
      const leaving = incidents.flatMap((e) =>
        e.type === INCIDENT.substitution ? [{ e, name: e.outPlayerName }] : (e.type === INCIDENT.red || e.type === INCIDENT.twoYellowRed) ? [{ e, name: e.playerName }] : [],
      );
      for (const { e: off, name } of leaving) {
        const later = incidents.filter(
          (e) => e.time > off.time && e.position === off.position && e.type !== INCIDENT.ownGoal && [e.playerName, e.assist1Name].includes(name),
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
      expect(reply.data).toEqual(t.backend.world.livingForMatch(match.id));
    }
    const living = withRooms.find((m) => m.living.length > 0)!;
    const { livings } = (await call<ReturnType<typeof t.backend.world.livingForMatch>>(t.backend, "/v1/match/livingNew", { matchId: living.id, sportType: 1 })).data;
    expect(livings[0]).toMatchObject({ customId: living.living[0], livingType: "living" });
    expect(livings[0]!.anchorPredictionData.singleLatestHitRate).toHaveProperty("lastContinuousHitCount");

    const quiet = football().find((m) => m.living.length === 0 && m.previews.length === 0)!;
    expect((await call(t.backend, "/v1/match/livingNew", { matchId: quiet.id, sportType: 1 })).data).toEqual({ livings: [], previews: [] });
    const basketball = t.backend.world.realtimeMatches("basketball").find((m) => m.living.length > 0);
    if (basketball) {
      const reply = await call(t.backend, "/v1/match/livingNew", { matchId: basketball.id, sportType: 2 });
      expect(reply.data).toEqual(t.backend.world.livingForMatch(basketball.id));
    }
  });

  it("refuses an unknown match, the wrong sport and a bad body", async () => {
    const match = football()[0]!;
    expect(await call(t.backend, "/v1/match/livingNew", { matchId: 5, sportType: 1 })).toMatchObject({ code: 10001, msg: "比赛不存在" });
    expect((await call(t.backend, "/v1/match/livingNew", { matchId: match.id, sportType: 2 })).msg).toBe("比赛不存在");
    expect(await call(t.backend, "/v1/match/livingNew", { matchId: match.id })).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});
