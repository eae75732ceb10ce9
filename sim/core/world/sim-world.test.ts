import { beforeAll, describe, expect, it } from "vitest";
import { hasNoPredictions } from "../anchors/anchor-roster";
import { MINUTE_MS } from "../calendar";
import type { SimMatch } from "../model";
import { isGoing } from "../schedule/match-progress";
import { TEST_DAY, TEST_NOW, TEST_OFFSET } from "../test-fixtures";
import { kanqiu } from "#wire/codec";
import { createSimWorld, type SimWorld } from "./sim-world";

let world: SimWorld;
beforeAll(() => {
  world = createSimWorld({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET });
});

interface DecodedList {
  cArr: { id: number; name: string; initial: string }[];
  tArr: { id: number }[];
  lArr: { matchId: number; lotteryId: number; issueNum: number }[];
  matches: { iArr: number[]; sArr: string[]; homeScore: number[]; awayScore: number[]; roomArr: number[]; living: { customId: number }[] }[];
  code: number;
}

/** Decodes list bytes into plain objects with every field present. */
const decodeList = (bytes: Uint8Array) =>
  kanqiu.MatchListPayload.toObject(kanqiu.MatchListPayload.decode(bytes), { arrays: true, defaults: true }) as DecodedList;

const fingerprint = (m: SimMatch) =>
  [m.id, m.competitionId, m.homeTeamId, m.awayTeamId, m.matchTime, m.statusId, m.goingTime, m.peopleNum, m.note, ...m.homeScores, ...m.awayScores].join(",");

describe("world generation", () => {
  it("is deterministic for a seed", () => {
    const again = createSimWorld({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET });
    expect(again.day("football", TEST_DAY).map(fingerprint)).toEqual(world.day("football", TEST_DAY).map(fingerprint));
    expect(again.day("basketball", TEST_DAY).map(fingerprint)).toEqual(world.day("basketball", TEST_DAY).map(fingerprint));
    expect(again.liveRooms()).toEqual(world.liveRooms());
    const other = createSimWorld({ seed: 7, now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 100, basketballPerDay: 20 });
    expect(other.day("football", TEST_DAY).map(fingerprint)).not.toEqual(world.day("football", TEST_DAY).slice(0, 100).map(fingerprint));
  });

  it("has ≥ 400 football competitions with unique names, short names and initials spread over A–Z", () => {
    const comps = world.competitions("football");
    expect(comps.length).toBeGreaterThanOrEqual(400);
    expect(new Set(comps.map((c) => c.name)).size).toBe(comps.length);
    expect(comps.slice(0, 13).map((c) => c.name)).toEqual(["英超", "西甲", "德甲", "意甲", "法甲", "中超", "日职联", "韩K联", "欧冠", "亚冠", "英冠", "葡超", "荷甲"]);
    const initials = new Set(comps.map((c) => c.initial));
    for (const c of comps) {
      expect(c.initial).toMatch(/^[A-Z]$/);
      expect(Array.from(c.shortName).length).toBeLessThanOrEqual(5);
      expect(c.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(c.logo).toBe(`/api/sim/logo/competition/${c.id}.png`);
    }
    expect(initials.size).toBeGreaterThanOrEqual(20);
    const byName = new Map(comps.map((c) => [c.name, c.initial]));
    expect([byName.get("英超"), byName.get("西甲"), byName.get("德甲"), byName.get("中超"), byName.get("日职联"), byName.get("欧冠"), byName.get("巴西甲"), byName.get("阿根廷甲")]).toEqual(["Y", "X", "D", "Z", "R", "O", "B", "A"]);
    expect(comps.some((c) => c.color === "#A7A7AE")).toBe(true);
    expect(comps.some((c) => c.name === "巴西乙")).toBe(true);
    expect(world.hotCompetitionIds("football")).toHaveLength(20);
    expect(world.topOneCompetitionIds("football")).toHaveLength(60);
  });

  it("takes a larger football catalogue on request (the menu bench's 500), keeping the default ones as they are", () => {
    const big = createSimWorld({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballCompetitions: 500 });
    const names = big.competitions("football").map((c) => c.name);
    expect(names).toHaveLength(500);
    expect(new Set(names).size).toBe(500);
    expect(big.competitions("football").slice(0, 440).map((c) => [c.id, c.name, c.teamIds])).toEqual(world.competitions("football").map((c) => [c.id, c.name, c.teamIds]));
    expect(big.competitions("basketball").map((c) => c.teamIds)).toEqual(world.competitions("basketball").map((c) => c.teamIds));
  });

  it("has 150 basketball competitions including the big leagues", () => {
    const comps = world.competitions("basketball");
    expect(comps).toHaveLength(150);
    expect(new Set(comps.map((c) => c.name)).size).toBe(150);
    const nba = comps.find((c) => c.name === "NBA");
    expect(nba?.id).toBe(1);
    expect(comps.find((c) => c.name === "NCAA")?.ncaa).toBe(1);
    for (const name of ["CBA", "WNBA", "欧篮联"]) expect(comps.some((c) => c.name === name)).toBe(true);
    expect(world.hotCompetitionIds("basketball")).toHaveLength(10);
    expect(world.topOneCompetitionIds("basketball")).toHaveLength(20);
    // Ids never collide across sports (one logo URL scheme serves both).
    const footballIds = new Set(world.competitions("football").map((c) => c.id));
    expect(comps.some((c) => footballIds.has(c.id))).toBe(false);
  });

  it("gives every competition 8–20 uniquely named teams (real squads where known)", () => {
    for (const c of [...world.competitions("football"), ...world.competitions("basketball")]) {
      const teams = world.teams(c.id);
      const names = new Set(teams.map((t) => t.name));
      expect(names.size).toBe(teams.length);
      if (c.name === "NBA") expect(teams).toHaveLength(30);
      else {
        expect(teams.length).toBeGreaterThanOrEqual(8);
        expect(teams.length).toBeLessThanOrEqual(20);
      }
      for (const t of teams) {
        expect(t.logo).toBe(`/api/sim/logo/team/${t.id}.png`);
        expect(t.position).toBe(c.isCup ? "" : t.position);
        if (!c.isCup) expect(Number(t.position)).toBeGreaterThanOrEqual(1);
      }
    }
    expect(world.teams(world.competitions("football")[0]!.id).map((t) => t.name)).toContain("阿森纳");
  });

  it("schedules ~3000 football and ~600 basketball matches today, more in the evening", () => {
    const football = world.day("football", TEST_DAY);
    const basketball = world.day("basketball", TEST_DAY);
    expect(football).toHaveLength(3000);
    expect(basketball).toHaveLength(600);
    const hourOf = (m: SimMatch) => new Date((m.matchTime + TEST_OFFSET * 60) * 1000).getUTCHours();
    const evening = football.filter((m) => hourOf(m) >= 18).length;
    const morning = football.filter((m) => hourOf(m) >= 4 && hourOf(m) < 10).length;
    expect(evening).toBeGreaterThan(morning * 3);
    for (const m of football) expect(world.dayKey(m.matchTime * 1000)).toBe(TEST_DAY);
    expect(new Set(football.map((m) => m.id)).size).toBe(3000);
  });

  it("makes today's statuses consistent with now", () => {
    const football = world.day("football", TEST_DAY);
    let other = 0;
    for (const m of football) {
      if (m.statusId >= 9) {
        other++;
        continue;
      }
      const sinceKickoff = TEST_NOW - m.kickoffAt;
      if (sinceKickoff < 0) expect(m.statusId).toBe(1);
      else if (sinceKickoff > 130 * MINUTE_MS) expect(m.statusId).toBe(8);
      else if (sinceKickoff >= 90_000 && sinceKickoff < 100 * MINUTE_MS) expect([2, 3, 4]).toContain(m.statusId);
      if (m.statusId === 2) {
        expect(m.periodStartAt - m.kickoffAt).toBeLessThan(90_000); // the whistle goes within 90 s of schedule
        expect(m.goingTime).toBe(Math.floor((TEST_NOW - m.periodStartAt) / MINUTE_MS) + 1);
      }
      if (m.statusId === 4) expect(m.goingTime).toBeGreaterThanOrEqual(46);
      if (m.statusId === 1) expect(m.homeScores).toEqual([0, 0, 0, 0, 0]);
      if (m.statusId === 8) expect(m.homeScores[0]! >= m.homeScores[1]!).toBe(true);
    }
    expect(other / football.length).toBeGreaterThan(0.005);
    expect(other / football.length).toBeLessThan(0.04);
    const finished = football.filter((m) => m.statusId === 8);
    const goals = finished.reduce((s, m) => s + m.homeScores[0]! + m.awayScores[0]!, 0) / finished.length;
    expect(goals).toBeGreaterThan(2.3);
    expect(goals).toBeLessThan(3.1);

    const basketball = world.day("basketball", TEST_DAY);
    for (const m of basketball) {
      if (m.statusId >= 11) continue;
      const sinceTip = TEST_NOW - m.kickoffAt;
      if (sinceTip < 0) expect(m.statusId).toBe(1);
      else if (sinceTip > 200 * MINUTE_MS) expect(m.statusId).toBe(10);
      if (m.statusId === 10) {
        const h = m.homeScores.reduce((a, b) => a + b, 0);
        const a = m.awayScores.reduce((x, y) => x + y, 0);
        expect(h).not.toBe(a);
        expect(h).toBeGreaterThan(40);
      }
    }
  });

  it("finishes past days and leaves future days unplayed", () => {
    const past = world.day("football", "2026-11-18");
    expect(past).toHaveLength(3000);
    expect(past.every((m) => m.statusId === 8 || m.statusId >= 9)).toBe(true);
    expect(past.some((m) => m.statusId >= 9)).toBe(true);
    const future = world.day("basketball", "2026-11-25");
    expect(future.every((m) => m.statusId === 1 || m.statusId >= 11)).toBe(true);
    expect(world.day("football", "2026-13-01")).toEqual([]);
    expect(world.day("football", "2027-11-21")).toEqual([]); // beyond maxDayDistance
  });

  it("tags lotteries: ~35% 101 with weekday issue numbers, 北单, 传足, and 201 for basketball", () => {
    const football = world.day("football", TEST_DAY);
    const share = (id: number) => football.filter((m) => m.lotteries.some((l) => l.lotteryId === id)).length / football.length;
    expect(share(101)).toBeGreaterThan(0.28);
    expect(share(101)).toBeLessThan(0.4);
    expect(share(301) + share(404)).toBeGreaterThan(0.18);
    expect(share(401)).toBeGreaterThan(0.06);
    const issues = football.flatMap((m) => m.lotteries.filter((l) => l.lotteryId === 101).map((l) => l.issueNum));
    expect(issues.every((n) => n >= 6001 && n <= 6999)).toBe(true);
    expect(new Set(issues).size).toBe(issues.length);
    const beidan = football.flatMap((m) => m.lotteries.filter((l) => l.lotteryId === 301 || l.lotteryId === 404).map((l) => l.issueNum));
    expect(beidan.every((n) => n >= 100 && n <= 9999)).toBe(true);
    const bb = world.day("basketball", TEST_DAY).filter((m) => m.lotteries.some((l) => l.lotteryId === 201)).length / 600;
    expect(bb).toBeGreaterThan(0.22);
    expect(bb).toBeLessThan(0.38);
    const tagged = football.find((m) => m.lotteries.some((l) => l.lotteryId === 101))!;
    expect(world.lotteryLabels(tagged.id)[101]).toMatch(/^周六\d{3}$/);
  });

  it("finds matches by id, building their day lazily", () => {
    const m = world.day("football", "2026-11-24")[10]!;
    expect(world.match(m.id)).toBe(m);
    expect(world.match(m.id + 1)?.dayKey).toBe("2026-11-24");
    expect(world.match(123)).toBeUndefined();
  });
});

describe("anchors and live rooms", () => {
  it("has 300 anchors whose records cross every streak threshold", () => {
    const anchors = world.anchors();
    expect(anchors).toHaveLength(300);
    expect(new Set(anchors.map((a) => a.nickname)).size).toBe(300);
    expect(anchors.some((a) => a.prediction.singleContinuousHitCount >= 3)).toBe(true);
    const multi = anchors.map((a) => a.prediction.multiPredictionHit);
    const allRed = (b: (n: number) => boolean, exist: number) => multi.some((m) => b(m.baseCount) && m.hitCount === m.baseCount && m.existCount >= exist);
    expect(allRed((n) => n === 2, 3)).toBe(true);
    expect(allRed((n) => n === 3, 2)).toBe(true);
    expect(allRed((n) => n >= 4 && n <= 7, 1)).toBe(true);
    expect(allRed((n) => n >= 8, 0)).toBe(true);
    expect(multi.some((m) => m.baseCount >= 5 && m.existCount >= 1 && m.hitCount === m.baseCount - 1)).toBe(true);
    for (const a of anchors) {
      expect(a.anchorLevel).toBeGreaterThanOrEqual(1);
      expect(a.anchorLevel).toBeLessThanOrEqual(30);
      expect(a.predictionLevel).toBeGreaterThanOrEqual(1);
      expect(a.predictionLevel).toBeLessThanOrEqual(6);
      expect(a.avatar).toBe(`/api/sim/logo/avatar/${a.customId}.svg`);
      expect(world.anchor(a.customId)).toBe(a);
    }
  });

  it("starts with ~80 streams on in-play or imminent matches and ~100 previews of later ones", () => {
    const rooms = world.liveRooms();
    expect(rooms.length).toBeGreaterThanOrEqual(70);
    expect(rooms.length).toBeLessThanOrEqual(80);
    for (const room of rooms) {
      const m = world.match(room.matchId)!;
      expect(isGoing(m) || (m.statusId === 1 && m.kickoffAt - TEST_NOW <= 45 * MINUTE_MS)).toBe(true);
      expect(m.living).toContain(room.anchorCustomId);
      expect(room.hxRoomId).toMatch(/^\d+$/);
    }
    const previews = world.previews();
    expect(previews.length).toBeGreaterThanOrEqual(90);
    for (const p of previews) {
      const m = world.match(p.matchId)!;
      expect(m.statusId).toBe(1);
      expect(m.previews).toContain(p.customId);
    }
    const withLive = world.match(rooms[0]!.matchId)!;
    const rows = world.livingForMatch(withLive.id);
    expect(rows.livings.map((r) => r.customId)).toEqual(withLive.living);
    expect(rows.livings[0]).toMatchObject({ livingType: "living", identifier: world.anchor(withLive.living[0]!)!.roomId });
    const withRecord = rows.livings.find((r) => !hasNoPredictions(r.customId));
    if (withRecord) expect(withRecord.anchorPredictionData.singleLatestHitRate.baseCount).toBeGreaterThan(0);
  });

  it("leaves every 13th anchor without predictions (baseCount 0, no streak), the others with records", () => {
    const anchors = world.anchors();
    const blank = anchors.filter((a) => hasNoPredictions(a.customId));
    expect(blank.map((a) => a.customId).slice(0, 3)).toEqual([10013, 10026, 10039]);
    expect(blank).toHaveLength(Math.floor(300 / 13));
    for (const a of blank) {
      expect(a.prediction).toMatchObject({ singleContinuousHitCount: 0, multiMaxOdds: 0, multiPredictionHit: { baseCount: 0, hitCount: 0 } });
      expect(a.prediction.singleLatestHitRate.baseCount).toBe(0);
      expect(a.prediction.singleMonthHitRate.baseCount).toBe(0);
    }
    for (const a of anchors.filter((x) => !hasNoPredictions(x.customId))) {
      expect(a.prediction.singleLatestHitRate.baseCount).toBeGreaterThan(0);
      expect(a.prediction.multiPredictionHit.baseCount).toBeGreaterThan(0);
    }
  });
});

describe("match list payloads", () => {
  it("encodes and decodes with the generated codec, by position", () => {
    const payload = world.matchListPayload("football", { kind: "realtime" });
    const decoded = decodeList(world.encodeMatchList(payload));
    expect(decoded.code).toBe(0);
    expect(decoded.matches).toHaveLength(payload.matches!.length);
    const today = world.day("football", TEST_DAY);
    expect(decoded.matches.length).toBeGreaterThanOrEqual(today.length);
    const sample = today.find((m) => m.statusId === 2 && m.living.length > 0 && m.lotteries.length > 0) ?? today.find((m) => m.statusId === 2)!;
    const wire = decoded.matches.find((x) => x.iArr[0] === sample.id)!;
    expect(wire.iArr).toEqual([sample.id, sample.competitionId, sample.homeTeamId, sample.awayTeamId, sample.matchTime, sample.statusId, 0,
      sample.peopleNum, 2, sample.goingTime, wire.iArr[10], 0]);
    expect(wire.sArr).toEqual([sample.homePosition, sample.awayPosition, sample.note]);
    expect(wire.homeScore).toEqual(sample.homeScores);
    expect(wire.awayScore).toEqual(sample.awayScores);
    expect(wire.living.map((a) => a.customId)).toEqual(sample.living);
    expect(wire.roomArr).toEqual(sample.living.map((id) => world.anchor(id)!.roomId));
  });

  it("carries only referenced competitions, teams and lottery tags", () => {
    const payload = world.matchListPayload("football", { kind: "history", date: "2026-11-20" });
    const decoded = decodeList(world.encodeMatchList(payload));
    const compIds = new Set(decoded.matches.map((m) => m.iArr[1]));
    const teamIds = new Set(decoded.matches.flatMap((m) => [m.iArr[2], m.iArr[3]]));
    expect(new Set(decoded.cArr.map((c) => c.id))).toEqual(compIds);
    expect(new Set(decoded.tArr.map((t) => t.id))).toEqual(teamIds);
    expect(decoded.cArr).toHaveLength(compIds.size);
    const matchIds = new Set(decoded.matches.map((m) => m.iArr[0]));
    expect(decoded.lArr.every((l) => matchIds.has(l.matchId))).toBe(true);
    expect(decoded.lArr.length).toBe(world.day("football", "2026-11-20").reduce((n, m) => n + m.lotteries.length, 0));
    const c = decoded.cArr[0]!;
    expect(c).toMatchObject({ name: world.competition(c.id)!.name, initial: world.competition(c.id)!.initial });
  });

  it("answers future, topOne and follow queries", () => {
    const future = world.matchListPayload("basketball", { kind: "future", date: "2026-11-23", competitionIds: [1, 2] });
    expect(future.matches!.length).toBeGreaterThan(0);
    expect(future.matches!.every((m) => m.iArr![1] === 1 || m.iArr![1] === 2)).toBe(true);
    const top = world.matchListPayload("football", { kind: "topOne" });
    const topIds = new Set(world.topOneCompetitionIds("football"));
    expect(top.matches!.length).toBeGreaterThan(100);
    expect(top.matches!.every((m) => topIds.has(m.iArr![1]!))).toBe(true);
    const ids = world.day("football", "2026-11-19").slice(0, 5).map((m) => m.id);
    const basketballId = world.day("basketball", TEST_DAY)[0]!.id;
    const page1 = world.matchListPayload("football", { kind: "follow", matchIds: [...ids, basketballId], pageNum: 1, pageSize: 3 });
    const page2 = world.matchListPayload("football", { kind: "follow", matchIds: [...ids, basketballId], pageNum: 2, pageSize: 3 });
    expect(page1.matches!.map((m) => m.iArr![0])).toEqual(ids.slice(0, 3));
    expect(page2.matches!.map((m) => m.iArr![0])).toEqual(ids.slice(3));
    expect(page1.matches!.every((m) => m.iArr![8] === 1)).toBe(true);
    const followed = world.matchListPayload("football", { kind: "realtime", followedMatchIds: [ids[0]!, world.day("football", TEST_DAY)[0]!.id] });
    expect(followed.matches!.filter((m) => m.iArr![8] === 1)).toHaveLength(1);
  });

  it("serves logo SVGs for every id it hands out", () => {
    const team = world.team(world.day("football", TEST_DAY)[0]!.homeTeamId)!;
    expect(world.logoSvg("team", team.id)).toContain(team.color);
    expect(world.logoSvg("competition", 1001)).toContain("英超");
    expect(world.logoSvg("avatar", world.anchors()[0]!.customId)).toContain("<svg");
    expect(world.logoSvg("team", 1)).toBeUndefined();
  });
});
