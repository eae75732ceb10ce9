import { beforeEach, describe, expect, it } from "vitest";
import { type SocketFrame } from "#wire";
import { decodeSocketMessage } from "#wire/codec";
import { call, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { isGoing } from "../core";

interface RoomItem {
  room: { roomId: number; roomName: string; viewCount: number; livingRoomStatus: string };
  match: { matchId: number } | null;
  prepareId: number;
}

let t: RouteHarness;
let frames: SocketFrame[];
beforeEach(() => {
  t = createRouteHarness();
  frames = [];
  t.backend.onFrame((f) => frames.push(decodeSocketMessage(f.bytes)!));
});

async function control(body: unknown) {
  const reply = await raw(t.backend, "/sim/control/living", body);
  return { status: reply.status, body: JSON.parse(reply.body as string) as Record<string, unknown> };
}
const info = async (roomId: number) => (await call<RoomItem>(t.backend, "/v1/living/liveInfo", { roomId })).data;
const homeIds = async () => (await call<{ items: RoomItem[] }>(t.backend, "/v1/living/home", { pageNum: 1, pageSize: 100 })).data.items.map((i) => i.room.roomId);
const idleAnchor = () => t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId) && !t.backend.world.board.previewOf.has(a.customId))!;

describe("POST /api/sim/control/living", () => {
  it("starts an anchor's stream on the most popular match in play of its sport, with the 200 push", async () => {
    const anchor = idleAnchor();
    const reply = await control({ customId: anchor.customId, action: "start" });
    expect(reply.status).toBe(200);
    const matchId = reply.body["matchId"] as number;
    expect(reply.body).toEqual({ roomId: anchor.roomId, matchId });
    const match = t.backend.world.match(matchId)!;
    expect(isGoing(match)).toBe(true);
    expect(match.sport).toBe(anchor.sportType === 1 ? "football" : "basketball");
    expect(match.living).toContain(anchor.customId);
    expect(frames.map((f) => [f.type, f.roomId, f.matchId, f.anchorInfo?.customId])).toEqual([[200, anchor.roomId, matchId, anchor.customId]]);
    expect(await homeIds()).toContain(anchor.roomId);
    expect((await info(anchor.roomId)).room.livingRoomStatus).toBe("start");
  });

  it("starts on a given match; a stream on the anchor's preview's match carries its prepareId and ends the preview", async () => {
    const { customId, matchId } = t.backend.world.previews()[0]!;
    const reply = await control({ customId, action: "start", matchId });
    expect(reply.body).toEqual({ roomId: t.backend.world.anchor(customId)!.roomId, matchId });
    expect(frames.map((f) => f.type)).toEqual([226, 200]);
    expect((await info(reply.body["roomId"] as number)).prepareId).toBe(customId * 1000 + 1);
  });

  it("keeps a stream it started on air: past its match's end and through the engine's random closes and moves", async () => {
    const anchor = idleAnchor();
    const { roomId, matchId } = (await control({ customId: anchor.customId, action: "start" })).body as { roomId: number; matchId: number };
    const name = (await info(roomId)).room.roomName;
    expect((await raw(t.backend, "/sim/control/status", { matchId, statusId: 8 })).status).toBe(200);
    t.backend.engine.advance(3 * 60 * 60_000);
    const room = await info(roomId);
    expect(room.room).toMatchObject({ livingRoomStatus: "start", roomName: name });
    expect(room.match?.matchId).toBe(matchId);
    expect(frames.filter((f) => f.type === 210 && f.roomId === roomId)).toEqual([]);
    // The tester's close still ends it.
    expect((await control({ customId: anchor.customId, action: "close" })).status).toBe(200);
    expect((await info(roomId)).room.livingRoomStatus).toBe("end");
  });

  it("closes a stream with the 210 push; the room then reads end", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    const reply = await control({ customId: room.anchorCustomId, action: "close" });
    expect(reply).toEqual({ status: 200, body: { roomId: room.roomId, matchId: room.matchId } });
    expect(frames.map((f) => [f.type, f.roomId, f.matchId])).toEqual([[210, room.roomId, room.matchId]]);
    expect((await info(room.roomId)).room.livingRoomStatus).toBe("end");
  });

  it("bans a stream: a 230 at once, illegal and off the home list, then the 210 sixty simulated seconds later", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    const anchor = t.backend.world.anchor(room.anchorCustomId)!;
    const reply = await control({ customId: anchor.customId, action: "ban" });
    expect(reply).toEqual({ status: 200, body: { roomId: room.roomId, matchId: room.matchId } });
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ type: 230, roomId: room.roomId, matchId: room.matchId, sportType: room.sport === "football" ? 1 : 2, anchorInfo: { customId: anchor.customId, roomId: anchor.roomId, avatar: anchor.avatar } });
    expect((await info(room.roomId)).room.livingRoomStatus).toBe("illegal");
    expect(await homeIds()).not.toContain(room.roomId);
    // Banning again changes nothing.
    expect((await control({ customId: anchor.customId, action: "ban" })).status).toBe(200);
    expect(frames).toHaveLength(1);

    const closes = () => frames.filter((f) => f.type === 210 && f.roomId === room.roomId);
    t.backend.engine.advance(59_999);
    expect(closes()).toHaveLength(0);
    t.backend.engine.advance(1);
    expect(closes()).toHaveLength(1);
    expect(t.backend.world.board.rooms.has(anchor.customId)).toBe(false);
    expect((await info(room.roomId)).room.livingRoomStatus).toBe("illegal");
    const stats = await call<{ liveDuration: number }>(t.backend, "/v1/living/liveStatistic", { roomId: room.roomId });
    expect(stats.data.liveDuration).toBe(Math.floor((t.backend.now() - room.startedAt) / 1000));
  });

  it("does not close a new stream when an earlier banned one was closed first", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    await control({ customId: room.anchorCustomId, action: "ban" });
    await control({ customId: room.anchorCustomId, action: "close" });
    expect((await control({ customId: room.anchorCustomId, action: "start", matchId: room.matchId })).status).toBe(200);
    t.backend.engine.advance(60_000);
    expect(t.backend.world.board.rooms.has(room.anchorCustomId)).toBe(true);
    expect((await info(room.roomId)).room.livingRoomStatus).toBe("start");
  });

  it("refuses with 10001 and a clear message", async () => {
    const living = t.backend.world.liveRooms()[0]!;
    const idle = idleAnchor();
    const finished = t.backend.world.day("football", t.backend.world.todayKey()).find((m) => m.statusId === 8)!;
    const cases: [unknown, string][] = [
      [{ customId: 1, action: "start" }, "主播不存在"],
      [{ customId: living.anchorCustomId, action: "start" }, "该主播正在直播"],
      [{ customId: idle.customId, action: "close" }, "该主播未在直播"],
      [{ customId: idle.customId, action: "ban" }, "该主播未在直播"],
      [{ customId: idle.customId, action: "start", matchId: 5 }, "比赛不存在"],
      [{ customId: idle.customId, action: "start", matchId: finished.id }, "比赛已结束，无法开播"],
    ];
    for (const [body, msg] of cases) expect(await control(body)).toEqual({ status: 400, body: { code: 10001, msg } });
    for (const body of [{}, { customId: idle.customId, action: "pause" }, { customId: idle.customId, action: "start", matchId: "x" }]) {
      expect(await control(body)).toMatchObject({ status: 400, body: { code: 10001 } });
    }
    expect(frames).toEqual([]);
  });
});

describe("room info changes (230)", () => {
  it("now and then renames a living room or moves its viewers, pushing the room with its match and anchor", async () => {
    const before = new Map(t.backend.world.liveRooms().map((r) => [r.roomId, { name: r.roomName, views: r.viewCount }]));
    t.backend.engine.advance(30 * 60_000);
    const changes = frames.filter((f) => f.type === 230);
    expect(changes.length).toBeGreaterThan(5);
    expect(changes.length).toBeLessThan(60);
    let renamed = 0;
    let moved = 0;
    for (const f of changes) {
      const anchor = t.backend.world.anchorOfRoom(f.roomId)!;
      expect(f.anchorInfo).toEqual({ avatar: anchor.avatar, roomId: anchor.roomId, customId: anchor.customId });
      expect(f.matchId).toBeGreaterThan(0);
      expect([1, 2]).toContain(f.sportType);
    }
    for (const roomId of new Set(changes.map((f) => f.roomId))) {
      const room = t.backend.world.liveRoom(roomId);
      const was = before.get(roomId);
      if (!room || !was) continue; // closed since, or started after the snapshot
      if (room.roomName !== was.name) renamed++;
      if (room.viewCount !== was.views) moved++;
      const now = await info(roomId);
      expect(now.room).toMatchObject({ roomName: room.roomName, viewCount: room.viewCount, livingRoomStatus: "start" });
    }
    expect(renamed).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });

  it("is the same for the same seed and steps", () => {
    const run = () => {
      const h = createRouteHarness();
      const seen: string[] = [];
      h.backend.onFrame((f) => {
        if (f.message.type === 230) seen.push(`${f.message.timestamp}:${f.message.roomId}:${h.backend.world.liveRoom(f.message.roomId!)?.roomName}:${h.backend.world.liveRoom(f.message.roomId!)?.viewCount}`);
      });
      h.backend.engine.advance(20 * 60_000);
      return seen;
    };
    const first = run();
    expect(first.length).toBeGreaterThan(0);
    expect(run()).toEqual(first);
  });
});
