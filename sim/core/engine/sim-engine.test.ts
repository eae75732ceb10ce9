import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bytesToBase64 } from "../base64";
import { HOUR_MS, MINUTE_MS } from "../calendar";
import { createSimCore, type SimCore, type SimCoreOptions } from "../index";
import type { SimMatch, SocketMessage } from "../model";
import { matchScript } from "../schedule/match-script";
import { EventKind } from "../schedule/script-event";
import { TEST_DAY, TEST_NOW, TEST_OFFSET } from "../test-fixtures";
import { kanqiu } from "#wire/codec";
import type { SimFrame } from "./frames";

const core = (options: SimCoreOptions = {}): SimCore => createSimCore({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, ...options });

function record(c: SimCore): SimFrame[] {
  const frames: SimFrame[] = [];
  c.engine.onFrame((f) => frames.push(f));
  return frames;
}

/** Drops protobuf defaults (0, "", empty) so a message and its decoded bytes compare equal. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === 0 || v === "" || v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
      out[k] = normalise(v);
    }
    return out;
  }
  return value;
}

const decodeToObject = (bytes: Uint8Array) => kanqiu.SocketMessage.toObject(kanqiu.SocketMessage.decode(bytes), { defaults: false, arrays: false });

describe("engine: two simulated hours", () => {
  let c: SimCore;
  let frames: SimFrame[];
  const before = new Map<number, { status: number; home: number; away: number }>();

  beforeAll(() => {
    c = core();
    for (const m of c.world.realtimeMatches("football")) before.set(m.id, { status: m.statusId, home: m.homeScores[0]!, away: m.awayScores[0]! });
    frames = record(c);
    c.engine.advance(2 * HOUR_MS);
  }, 60_000);

  const ofType = (type: number) => frames.filter((f) => f.message.type === type);

  it("scores goals, kicks off and finishes matches", () => {
    let goals = 0;
    const last = new Map(before);
    for (const f of ofType(12)) {
      const s = f.message.scoreObj!;
      const prev = last.get(s.matchId!);
      if (prev && (s.homeScore![0]! > prev.home || s.awayScore![0]! > prev.away)) goals++;
      if (prev) last.set(s.matchId!, { ...prev, home: s.homeScore![0]!, away: s.awayScore![0]! });
    }
    expect(goals).toBeGreaterThan(100);
    const statusFrames = ofType(13).map((f) => f.message.scoreObj!);
    const kickoffs = statusFrames.filter((s) => s.statusId === 2 && before.get(s.matchId!)?.status === 1);
    expect(kickoffs.length).toBeGreaterThan(50);
    expect(statusFrames.filter((s) => s.statusId === 3).length).toBeGreaterThan(50);
    expect(statusFrames.filter((s) => s.statusId === 4).length).toBeGreaterThan(50);
    expect(statusFrames.filter((s) => s.statusId === 8).length).toBeGreaterThan(50);
    expect(ofType(102).length).toBeGreaterThan(0);
    expect(ofType(103).length).toBeGreaterThan(0);
  });

  it("fills the fields each code calls for", () => {
    for (const f of ofType(12).slice(0, 200)) {
      expect(f.audience).toBe("football-list");
      expect(f.message).toMatchObject({ sportType: 1 });
      expect(f.message.scoreObj!.homeScore).toHaveLength(5);
      expect(f.message.competitionId).toBeGreaterThan(1000);
      expect(f.message.timestamp).toBeGreaterThanOrEqual(TEST_NOW);
    }
    for (const f of ofType(102).slice(0, 50)) expect(f).toMatchObject({ audience: "basketball-list", message: { sportType: 2 } });
    const vars = ofType(48);
    expect(vars.length).toBeGreaterThan(0);
    expect(vars[0]!.message.tliveList!.incidents![0]).toMatchObject({ type: 28 });
    const starts = ofType(200);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts[0]).toMatchObject({ audience: "all" });
    expect(starts[0]!.message.hxRoomId).toMatch(/^\d+$/);
    expect(starts[0]!.message.anchorInfo!.roomId).toBe(starts[0]!.message.roomId);
    expect(ofType(210).length).toBeGreaterThan(0);
    expect(ofType(225).length + ofType(226).length).toBeGreaterThan(0);
    for (const f of ofType(220)) expect(f.message.prevMatchId).toBeGreaterThan(0);
  });

  it("sends bytes that decode to each frame's message", () => {
    for (const f of frames) expect(normalise(decodeToObject(f.bytes))).toEqual(normalise(f.message));
  });

  it("leaves the world in the state the frames describe", () => {
    const latest = new Map<number, SocketMessage>();
    for (const f of frames) if (f.message.scoreObj) latest.set(f.message.matchId!, f.message);
    const listed = new Map(
      c.world.matchListPayload("football", { kind: "realtime" }).matches!.map((m) => [m.iArr![0]!, m] as const),
    );
    let checked = 0;
    for (const [id, msg] of latest) {
      const wire = listed.get(id);
      if (!wire) continue;
      expect(wire.iArr![5]).toBe(msg.scoreObj!.statusId);
      expect(wire.homeScore).toEqual(msg.scoreObj!.homeScore);
      expect(wire.awayScore).toEqual(msg.scoreObj!.awayScore);
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
    // Streams track the frames too: every living room is listed on its match, in the realtime
    // list (room id and anchor) or, for a match outside it (basketball, another day), on the
    // world's match. Breaking LiveBoard.startLiving/changeLiving/closeLiving fails these.
    const rooms = c.world.liveRooms();
    let roomsListed = 0;
    for (const room of rooms) {
      const wire = listed.get(room.matchId);
      if (wire) {
        expect(wire.roomArr).toContain(room.roomId);
        expect((wire.living ?? []).map((a) => a.customId)).toContain(room.anchorCustomId);
        roomsListed++;
      } else {
        expect(c.world.match(room.matchId)?.living).toContain(room.anchorCustomId);
      }
    }
    expect(roomsListed).toBeGreaterThan(0);
    // …and a room that closed or moved is listed no more.
    const byNumber = (a: number, b: number) => a - b;
    for (const [id, wire] of listed) {
      const open = rooms.filter((room) => room.matchId === id).map((room) => room.roomId);
      expect([...(wire.roomArr ?? [])].sort(byNumber)).toEqual(open.sort(byNumber));
    }
  });
});

describe("engine: list follows a goal", () => {
  it("shows a goal in the next realtime list", () => {
    const c = core();
    const frames = record(c);
    let goal: SocketMessage | undefined;
    const totals = new Map(c.world.realtimeMatches("football").map((m) => [m.id, m.homeScores[0]! + m.awayScores[0]!] as const));
    for (let i = 0; i < 60 && !goal; i++) {
      frames.length = 0;
      c.engine.advance(MINUTE_MS);
      for (const f of frames) {
        const s = f.message.scoreObj;
        if (f.message.type !== 12 || !s) continue;
        const total = s.homeScore![0]! + s.awayScore![0]!;
        if (total > (totals.get(s.matchId!) ?? Infinity)) goal = f.message;
        totals.set(s.matchId!, total);
      }
    }
    expect(goal).toBeDefined();
    const latest = frames.filter((f) => f.message.matchId === goal!.matchId && f.message.scoreObj).at(-1)!.message.scoreObj!;
    const wire = c.world.matchListPayload("football", { kind: "realtime" }).matches!.find((m) => m.iArr![0] === goal!.matchId)!;
    expect(wire.homeScore).toEqual(latest.homeScore);
    expect(wire.awayScore).toEqual(latest.awayScore);
  });
});

describe("engine: forced events", () => {
  it("forceGoal emits a 12 frame with the total incremented", () => {
    const c = core({ footballPerDay: 600, basketballPerDay: 100 });
    const seen = record(c);
    const live = c.world.day("football", TEST_DAY).find((m) => m.statusId === 2 || m.statusId === 4)!;
    const before = live.homeScores[0]!;
    const frames = c.engine.forceGoal(live.id, "home");
    expect(frames).toHaveLength(1);
    expect(frames[0]!.message.type).toBe(12);
    expect(frames[0]!.message.scoreObj!.homeScore![0]).toBe(before + 1);
    expect(seen).toEqual(frames);
    expect(kanqiu.SocketMessage.decode(frames[0]!.bytes).scoreObj!.homeScore![0]).toBe(before + 1);
    const wire = c.world.matchListPayload("football", { kind: "realtime" }).matches!.find((m) => m.iArr![0] === live.id)!;
    expect(wire.homeScore![0]).toBe(before + 1);
  });

  it("kicks a not-started match off first, then lets it play on", () => {
    const c = core({ footballPerDay: 600, basketballPerDay: 100 });
    const later = c.world.day("football", TEST_DAY).find((m) => m.statusId === 1 && m.kickoffAt > TEST_NOW + 2 * HOUR_MS && !m.postponeLeadMinutes)!;
    const frames = c.engine.forceGoal(later.id, "away");
    expect(frames.map((f) => [f.message.type, f.message.scoreObj!.statusId])).toEqual([[13, 2], [12, 2]]);
    expect(later.awayScores.slice(0, 2)).toEqual([1, 1]);
    const seen = record(c);
    c.engine.advance(70 * MINUTE_MS);
    expect(later.statusId).toBe(4); // half-time came and went on the re-planned script
    expect(seen.some((f) => f.message.matchId === later.id && f.message.scoreObj?.statusId === 3)).toBe(true);
  });

  it("forceStatus emits a status frame and detaches the match", () => {
    const c = core({ footballPerDay: 600, basketballPerDay: 100 });
    const live = c.world.day("football", TEST_DAY).find((m) => m.statusId === 2)!;
    const frames = c.engine.forceStatus(live.id, 8);
    expect(frames[0]!.message).toMatchObject({ type: 13, matchId: live.id, scoreObj: { statusId: 8 } });
    expect(c.engine.forceStatus(live.id, 8)).toEqual([]);
    const seen = record(c);
    c.engine.advance(30 * MINUTE_MS);
    expect(live.statusId).toBe(8);
    expect(seen.some((f) => f.message.matchId === live.id && f.message.type === 13)).toBe(false);
    const bb = c.world.day("basketball", TEST_DAY).find((m) => m.statusId === 1)!;
    const bbFrames = c.engine.forceGoal(bb.id, "home");
    expect(bbFrames.map((f) => f.message.type)).toEqual([103, 102]);
    expect(bb.homeScores[0]).toBe(2);
    expect(() => c.engine.forceGoal(42, "home")).toThrow(/unknown match/);
  });
});

describe("engine: basketball overtime and postponements", () => {
  it("pushes 150 with the overtime score and 1→9 postponements", () => {
    const c = core({ footballPerDay: 3000, basketballPerDay: 600, goingTimeTicks: false });
    const { world, engine } = c;
    const otEnd = (m: SimMatch) => {
      const script = matchScript(world.seed, m, world.catalog);
      return script.some((e) => e.kind === EventKind.status && e.statusId === 9 && e.at > TEST_NOW) ? script.at(-1)!.at : Infinity;
    };
    const ot = world.day("basketball", TEST_DAY).map((m) => ({ m, end: otEnd(m) })).sort((a, b) => a.end - b.end)[0]!;
    expect(ot.end).toBeLessThan(Infinity);
    const postponed = world.day("football", TEST_DAY).find((m) => m.postponeLeadMinutes > 0 && m.kickoffAt - m.postponeLeadMinutes * MINUTE_MS > TEST_NOW)!;
    const postponeAt = postponed.kickoffAt - postponed.postponeLeadMinutes * MINUTE_MS;
    const frames = record(c);
    engine.advance(Math.max(ot.end, postponeAt) - TEST_NOW + MINUTE_MS);
    const overtime = frames.filter((f) => f.message.type === 150 && f.message.matchId === ot.m.id);
    expect(overtime.length).toBeGreaterThan(0);
    expect(overtime.at(-1)!.message.overTimeScore).toEqual([ot.m.homeScores[4], ot.m.awayScores[4]]);
    expect(ot.m.statusId).toBe(10);
    expect(frames.some((f) => f.message.type === 103 && f.message.matchId === ot.m.id && f.message.scoreObj!.statusId === 9)).toBe(true);
    expect(frames.some((f) => f.message.type === 13 && f.message.matchId === postponed.id && f.message.scoreObj!.statusId === 9)).toBe(true);
  }, 60_000);
});

describe("engine: load knob and determinism", () => {
  it("messagesPerSecond 1000 adds ~1000 genuine score frames per simulated second", () => {
    const c = core({ footballPerDay: 10_000, basketballPerDay: 100, goingTimeTicks: false, messagesPerSecond: 1000 });
    const frames = record(c);
    c.engine.advance(1000);
    const score = frames.filter((f) => f.message.type === 12);
    expect(score.length).toBeGreaterThanOrEqual(1000);
    expect(score.length).toBeLessThan(1050);
    const latest = new Map(score.map((f) => [f.message.matchId!, f.message.scoreObj!] as const));
    for (const [id, s] of latest) {
      const m = c.world.match(id)!;
      expect(m.homeScores).toEqual(s.homeScore);
      expect(m.awayScores).toEqual(s.awayScore);
    }
    c.engine.setMessagesPerSecond(0);
    frames.length = 0;
    c.engine.advance(1000);
    expect(frames.filter((f) => f.message.type === 12).length).toBeLessThan(50);
  });

  it("repeats frames exactly for the same seed, whatever the step sizes", () => {
    const run = (steps: number[]) => {
      const c = core({ footballPerDay: 1500, basketballPerDay: 300, messagesPerSecond: 5 });
      const frames = record(c);
      for (const ms of steps) c.engine.advance(ms);
      return frames.map((f) => bytesToBase64(f.bytes));
    };
    const a = run(Array.from({ length: 20 }, () => 90_000));
    expect(a.length).toBeGreaterThan(1000);
    expect(run(Array.from({ length: 20 }, () => 90_000))).toEqual(a);
    expect(run([1, 29 * MINUTE_MS - 1, MINUTE_MS])).toEqual(a);
    const other = createSimCore({ seed: 99, now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 1500, basketballPerDay: 300 });
    const otherFrames = record(other);
    other.engine.advance(30 * MINUTE_MS);
    expect(otherFrames.map((f) => bytesToBase64(f.bytes))).not.toEqual(a);
  }, 60_000);
});

describe("engine: real timers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("start() advances sim time by real elapsed × speed; stop() halts", () => {
    vi.useFakeTimers();
    let wall = TEST_NOW;
    const c = createSimCore({ now: () => wall, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 300, basketballPerDay: 50 });
    c.engine.start({ tickMs: 50, speed: 60 });
    expect(c.engine.running).toBe(true);
    wall += 1000;
    vi.advanceTimersByTime(50);
    expect(c.engine.now()).toBe(TEST_NOW + 60_000);
    c.engine.stop();
    wall += 1000;
    vi.advanceTimersByTime(500);
    expect(c.engine.now()).toBe(TEST_NOW + 60_000);
    expect(c.engine.running).toBe(false);
  });
});
