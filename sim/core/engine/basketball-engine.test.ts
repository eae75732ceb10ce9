import { beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "../calendar";
import { createSimCore, type SimCore, type SimCoreOptions } from "../index";
import type { SimMatch, SocketMessage } from "../model";
import { matchScript } from "../schedule/match-script";
import { EventKind, type ScriptEvent } from "../schedule/script-event";
import { TEST_DAY, TEST_NOW, TEST_OFFSET } from "../test-fixtures";
import type { SimFrame } from "./frames";

const core = (options: SimCoreOptions = {}): SimCore => createSimCore({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, ...options });
const sum = (scores: readonly number[] | null | undefined) => (scores ?? []).reduce((a, b) => a + b, 0);

function record(c: SimCore): SimFrame[] {
  const frames: SimFrame[] = [];
  c.engine.onFrame((f) => frames.push(f));
  return frames;
}

const statusEvents = (script: readonly ScriptEvent[]) => script.filter((e) => e.kind === EventKind.status);

describe("engine: a basketball evening", () => {
  let c: SimCore;
  let frames: SimFrame[];
  beforeAll(() => {
    c = core({ footballPerDay: 300 });
    frames = record(c);
    c.engine.advance(3 * HOUR_MS);
  }, 60_000);
  const ofType = (type: number) => frames.filter((f) => f.message.type === type);

  it("plays about 600 matches a day through every period status to the end", () => {
    expect(c.world.day("basketball", TEST_DAY)).toHaveLength(600);
    const statuses = new Set(ofType(103).map((f) => f.message.scoreObj!.statusId));
    for (const s of [2, 3, 4, 5, 6, 7, 8, 10]) expect(statuses).toContain(s);
    for (const f of [...ofType(102), ...ofType(103)]) {
      expect(f.audience).toBe("basketball-list");
      expect(f.message.sportType).toBe(2);
      expect(f.message.scoreObj!.homeScore).toHaveLength(5);
      expect(c.world.match(f.message.matchId!)!.sport).toBe("basketball");
    }
    // Finished means decided.
    for (const f of ofType(103).filter((x) => x.message.scoreObj!.statusId === 10)) {
      expect(sum(f.message.scoreObj!.homeScore)).not.toBe(sum(f.message.scoreObj!.awayScore));
    }
  });

  it("counts the minutes left in the period down with 102 frames, to 0 at its end", () => {
    const byMatch = new Map<number, SocketMessage[]>();
    for (const f of [...ofType(102), ...ofType(103)].sort((a, b) => a.message.timestamp! - b.message.timestamp!)) {
      const list = byMatch.get(f.message.matchId!) ?? [];
      list.push(f.message);
      byMatch.set(f.message.matchId!, list);
    }
    let checked = 0;
    for (const messages of byMatch.values()) {
      // Within the first period, from its 103 to the 103 that ends it: the clock only goes
      // down, through every minute, and the period ends on 0.
      const start = messages.findIndex((m) => m.type === 103 && m.scoreObj!.statusId === 2);
      const end = messages.findIndex((m) => m.type === 103 && m.scoreObj!.statusId === 3);
      if (start < 0 || end < start) continue;
      const clocks = messages.slice(start, end + 1).map((m) => m.scoreObj!.goingTime!);
      for (let i = 1; i < clocks.length; i++) expect(clocks[i - 1]! - clocks[i]!).toBeGreaterThanOrEqual(0);
      expect(clocks[0]).toBeGreaterThanOrEqual(10);
      expect(clocks.at(-1)).toBe(0);
      expect(new Set(clocks).size).toBeGreaterThanOrEqual(clocks[0]! + 1); // every minute shown
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("pushes 150 with the overtime points of the 102 just before it", () => {
    const overtime = ofType(150);
    for (const f of overtime) {
      const i = frames.indexOf(f);
      const score = frames[i - 1]!.message;
      expect(score).toMatchObject({ type: 102, matchId: f.message.matchId });
      expect(f.message.overTimeScore).toEqual([score.scoreObj!.homeScore![4], score.scoreObj!.awayScore![4]]);
      expect(f).toMatchObject({ audience: "basketball-list", message: { sportType: 2 } });
    }
  });

  it("leaves the basketball lists in the state the frames describe", () => {
    const latest = new Map<number, SocketMessage>();
    for (const f of frames) if (f.message.scoreObj && f.message.sportType === 2) latest.set(f.message.matchId!, f.message);
    const listed = new Map(c.world.matchListPayload("basketball", { kind: "realtime" }).matches!.map((m) => [m.iArr![0]!, m] as const));
    let checked = 0;
    for (const [id, msg] of latest) {
      const wire = listed.get(id);
      if (!wire) continue;
      expect(wire.iArr![5]).toBe(msg.scoreObj!.statusId);
      expect(wire.iArr![9]).toBe(msg.scoreObj!.goingTime);
      expect(wire.homeScore).toEqual(msg.scoreObj!.homeScore);
      expect(wire.awayScore).toEqual(msg.scoreObj!.awayScore);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("sends anchors live on basketball matches with sportType 2", () => {
    const living = frames.filter((f) => [200, 210, 220, 225, 226].includes(f.message.type ?? 0) && f.message.sportType === 2);
    expect(living.length).toBeGreaterThan(0);
    for (const f of living) {
      expect(f.audience).toBe("all");
      expect(c.world.match(f.message.matchId!)!.sport).toBe("basketball");
      expect(f.message.anchorInfo?.customId).toBeGreaterThan(0);
    }
    expect(living.some((f) => f.message.type === 200)).toBe(true);
  });
});

describe("engine: basketball load knob", () => {
  it("basketballMessagesPerSecond 500 adds ~500 points frames a second on in-play matches", () => {
    const c = core({ footballPerDay: 300, basketballPerDay: 3000, goingTimeTicks: false, basketballMessagesPerSecond: 500 });
    expect(c.engine.basketballMessagesPerSecond).toBe(500);
    const totals = new Map(c.world.realtimeMatches("basketball").map((m) => [m.id, sum(m.homeScores) + sum(m.awayScores)] as const));
    const frames = record(c);
    c.engine.advance(1000);
    const score = frames.filter((f) => f.message.type === 102);
    expect(score.length).toBeGreaterThanOrEqual(500);
    expect(score.length).toBeLessThan(540);
    expect(frames.filter((f) => f.message.type === 12).length).toBeLessThan(20); // football has no load
    let changed = 0;
    for (const f of score) {
      const s = f.message.scoreObj!;
      expect(s.statusId).toBeGreaterThanOrEqual(2);
      expect(s.statusId).toBeLessThanOrEqual(9);
      const total = sum(s.homeScore) + sum(s.awayScore);
      if (total !== totals.get(f.message.matchId!)) changed++;
      totals.set(f.message.matchId!, total);
    }
    expect(changed).toBe(score.length); // every frame a real change
    const latest = new Map(score.map((f) => [f.message.matchId!, f.message.scoreObj!] as const));
    for (const [id, s] of latest) {
      const m = c.world.match(id)!;
      expect(m.homeScores).toEqual(s.homeScore);
      expect(m.awayScores).toEqual(s.awayScore);
    }
    c.engine.setMessagesPerSecond(0, "basketball");
    frames.length = 0;
    c.engine.advance(1000);
    expect(frames.filter((f) => f.message.type === 102).length).toBeLessThan(20);
  });
});

describe("engine: overtime follows the actual score", () => {
  /** An in-play match whose script ends after `TEST_NOW`, with or without overtime planned. */
  function matchEnding(c: SimCore, withOvertime: boolean): { m: SimMatch; events: ScriptEvent[] } {
    for (const m of c.world.day("basketball", TEST_DAY)) {
      if (!m.scripted || m.fixedStatus || m.postponeLeadMinutes || m.statusId < 2 || m.statusId > 8) continue;
      const events = statusEvents(matchScript(c.world.seed, m, c.world.catalog));
      if (events.some((e) => e.statusId === 11)) continue;
      const ot = events.some((e) => e.statusId === 9);
      if (ot === withOvertime && events.at(-1)!.at > TEST_NOW + MINUTE_MS) return { m, events };
    }
    throw new Error("no such match");
  }

  it("a final whistle on a level score (points pushed) becomes an overtime", () => {
    const c = core({ footballPerDay: 300 });
    const { m, events } = matchEnding(c, false);
    const finishAt = events.at(-1)!.at;
    c.engine.advance(finishAt - 2000 - TEST_NOW);
    expect(m.statusId).not.toBe(10);
    while (sum(m.homeScores) !== sum(m.awayScores)) {
      const gap = sum(m.homeScores) - sum(m.awayScores);
      c.engine.forceGoal(m.id, gap > 0 ? "away" : "home", Math.min(3, Math.abs(gap)));
    }
    const frames = record(c);
    c.engine.advance(4 * MINUTE_MS);
    expect(m.statusId).toBe(9);
    const ot = frames.find((f) => f.message.type === 103 && f.message.matchId === m.id)!;
    expect(ot.message.scoreObj).toMatchObject({ statusId: 9, goingTime: 5 });
    expect(ot.message.timestamp).toBe(finishAt + 2.5 * MINUTE_MS);
    c.engine.advance(2 * HOUR_MS);
    expect(m.statusId).toBe(10);
    expect(sum(m.homeScores)).not.toBe(sum(m.awayScores));
    expect(m.homeScores[4]! + m.awayScores[4]!).toBeGreaterThan(0);
    expect(frames.some((f) => f.message.type === 150 && f.message.matchId === m.id)).toBe(true);
  }, 30_000);

  it("a planned overtime on a score that is no longer level becomes the final whistle", () => {
    const c = core({ footballPerDay: 300, basketballPerDay: 3000 });
    const { m, events } = matchEnding(c, true);
    const otAt = events.find((e) => e.statusId === 9)!.at;
    c.engine.advance(otAt - 1000 - TEST_NOW);
    expect(sum(m.homeScores)).toBe(sum(m.awayScores));
    c.engine.forceGoal(m.id, "home", 1);
    const frames = record(c);
    c.engine.advance(2 * HOUR_MS);
    const statuses = frames.filter((f) => f.message.type === 103 && f.message.matchId === m.id).map((f) => [f.message.scoreObj!.statusId, f.message.timestamp]);
    expect(statuses).toEqual([[10, otAt]]);
    expect(m.homeScores[4]).toBe(0);
  }, 30_000);
});

describe("engine: interruptions and forced points", () => {
  it("an interrupted match leaves play (11) and, on the day armed mid-stoppage, resumes (back in play)", () => {
    const probe = core({ footballPerDay: 300, basketballPerDay: 3000 });
    const found = probe.world
      .day("basketball", TEST_DAY)
      .map((m) => ({ m, events: statusEvents(matchScript(probe.world.seed, m, probe.world.catalog)) }))
      .find(({ m, events }) => {
        const stop = events.findIndex((e) => e.statusId === 11);
        return !m.fixedStatus && stop > 0 && events[stop + 1]?.statusId !== 14 && events[stop]!.at > TEST_NOW - 20 * HOUR_MS;
      });
    expect(found).toBeDefined();
    const { m, events } = found!;
    const stop = events.findIndex((e) => e.statusId === 11);
    const [stoppedAt, resumedAt] = [events[stop]!.at, events[stop + 1]!.at];
    // A world that starts during the stoppage: the match is 11 and still armed.
    const c = createSimCore({ now: () => stoppedAt + MINUTE_MS, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 300, basketballPerDay: 3000 });
    const same = c.world.match(m.id)!;
    expect(same.statusId).toBe(11);
    expect(c.engine.inPlay.basketball.has(m.id)).toBe(false);
    const frames = record(c);
    c.engine.advance(resumedAt - stoppedAt);
    expect(frames.filter((f) => f.message.type === 103 && f.message.matchId === m.id).map((f) => f.message.scoreObj!.statusId)).toEqual([events[stop + 1]!.statusId]);
    expect(c.engine.inPlay.basketball.has(m.id)).toBe(true);
    expect(same.goingTime).toBe(events[stop + 1]!.periodGameMinutes);
  }, 30_000);

  it("forceGoal gives basketball points to the period in play, the period just played in a break, and 150 in overtime", () => {
    const c = core({ footballPerDay: 300 });
    const day = c.world.day("basketball", TEST_DAY);
    const inQuarter = day.find((m) => m.statusId === 4 && !m.ncaa)!;
    const before = inQuarter.homeScores.slice();
    const frames = c.engine.forceGoal(inQuarter.id, "home", 3);
    expect(frames.map((f) => f.message.type)).toEqual([102]);
    expect(inQuarter.homeScores).toEqual([before[0], before[1]! + 3, before[2], before[3], before[4]]);
    expect(frames[0]!.message.scoreObj!.homeScore).toEqual(inQuarter.homeScores);

    const inBreak = day.find((m) => m.statusId === 2 && m.homeScores[0]! + m.awayScores[0]! > 0)!;
    c.engine.forceStatus(inBreak.id, 3);
    const breakBefore = inBreak.awayScores[0]!;
    c.engine.forceGoal(inBreak.id, "away", 1);
    expect(inBreak.awayScores[0]).toBe(breakBefore + 1);

    const ot = day.find((m) => m.statusId === 1)!;
    c.engine.forceStatus(ot.id, 9);
    const otFrames = c.engine.forceGoal(ot.id, "away");
    expect(otFrames.map((f) => f.message.type)).toEqual([102, 150]);
    expect(otFrames[1]!.message.overTimeScore).toEqual([0, 2]);
    expect(otFrames[0]!.message.scoreObj!.goingTime).toBe(5);
    expect(() => c.engine.forceGoal(ot.id, "home", 4)).toThrow(/points/);
  });
});
