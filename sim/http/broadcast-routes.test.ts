import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, FOOTBALL_STATUS, type SocketFrame } from "#wire";
import { decodeSocketMessage } from "#wire/codec";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { isGoing, isOver, type SimMatch } from "../core";

const A = API_PATHS.anchor;
interface RoomItem {
  room: { roomId: number; roomName: string; coverPicture: string };
  anchor: { anchorCustomId: number };
}
interface LiveRecord {
  roomName: string;
  matchId: number;
  duration: number;
}

let t: RouteHarness;
let frames: SocketFrame[];
beforeEach(() => {
  t = createRouteHarness();
  frames = [];
  t.backend.onFrame((f) => frames.push(decodeSocketMessage(f.bytes)!));
});

/** A seeded anchor with no stream or preview, signed in. */
async function idleAnchor() {
  const anchor = t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId) && !t.backend.world.board.previewOf.has(a.customId))!;
  const account = t.backend.accounts.book.get(anchor.customId)!;
  return { anchor, token: (await codeLogin(t.backend, account.phone)).accessToken };
}
const inPlay = (sport: "football" | "basketball", except = 0): SimMatch =>
  t.backend.world.day(sport, t.backend.world.todayKey()).find((m) => isGoing(m) && m.id !== except)!;
const upcoming = (): SimMatch => t.backend.world.day("football", t.backend.world.todayKey()).find((m) => m.statusId === 1 && m.kickoffAt > t.backend.now() + 3_600_000)!;
const homeRooms = async () => (await call<{ items: RoomItem[] }>(t.backend, API_PATHS.living.home, { pageNum: 1, pageSize: 100 })).data.items;

describe("broadcasting from /anchorStart", () => {
  it("prepare starts the stream with the anchor's room name: a 200 push, the home list, the push address", async () => {
    const { anchor, token } = await idleAnchor();
    const match = inPlay("football");
    const reply = await call<{ roomId: number; matchId: number; pushUrl: string; streamKey: string }>(
      t.backend,
      A.prepare,
      { roomName: "  今晚一起看球  ", matchId: match.id, sportType: 1, notification: 1 },
      token,
    );
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ roomId: anchor.roomId, matchId: match.id, pushUrl: expect.stringMatching(/^rtmp:\/\//) });
    expect(frames.map((f) => [f.type, f.matchId, f.anchorInfo?.customId])).toEqual([[200, match.id, anchor.customId]]);
    const home = (await homeRooms()).find((i) => i.anchor.anchorCustomId === anchor.customId);
    expect(home?.room.roomName).toBe("今晚一起看球");
    // Again while live: refused.
    expect((await call(t.backend, A.prepare, { roomName: "x", matchId: match.id, sportType: 1 }, token)).msg).toBe("您正在直播中");
  });

  it("checks the room name, the match and the caller", async () => {
    const { token } = await idleAnchor();
    const match = inPlay("football");
    const msg = async (body: unknown, as = token) => (await call(t.backend, A.prepare, body, as)).msg;
    expect(await msg({ roomName: " ", matchId: match.id, sportType: 1 })).toBe("请输入直播间标题");
    expect(await msg({ roomName: "字".repeat(31), matchId: match.id, sportType: 1 })).toBe("直播间标题最多30个字");
    expect(await msg({ roomName: "好", sportType: 1 })).toBe("请选择比赛");
    expect(await msg({ roomName: "好", matchId: 999_999_999, sportType: 1 })).toBe("比赛不存在");
    expect(await msg({ roomName: "好", matchId: match.id, sportType: 2 })).toBe("比赛与运动类型不符");
    expect(await msg({ roomName: "好", matchId: match.id, sportType: 1, coverPicture: "https://evil.example/x.png" })).toBe("封面图片无效，请重新上传");
    const over = t.backend.world.day("football", t.backend.world.todayKey()).find((m) => isOver(m))!;
    expect(await msg({ roomName: "好", matchId: over.id, sportType: 1 })).toBe("比赛已结束，无法开播");
    const user = await codeLogin(t.backend, "13800000009");
    expect(await msg({ roomName: "好", matchId: match.id, sportType: 1 }, user.accessToken)).toBe("认证成为主播后方可开播");
  });

  it("changes match (220), closes (210) and keeps the stream as a record", async () => {
    const { anchor, token } = await idleAnchor();
    const first = inPlay("football");
    const second = inPlay("football", first.id);
    await call(t.backend, A.prepare, { roomName: "我的直播间", matchId: first.id, sportType: 1 }, token);
    expect((await call(t.backend, A.changeMatch, { matchId: second.id }, token)).code).toBe(0);
    expect(frames.at(-1)).toMatchObject({ type: 220, matchId: second.id, prevMatchId: first.id });
    expect(second.living).toContain(anchor.customId);
    t.tick(90_000);
    expect((await call(t.backend, A.closeLive, {}, token)).msg).toBe("下播成功，辛苦您了～");
    expect(frames.at(-1)).toMatchObject({ type: 210 });
    expect((await homeRooms()).some((i) => i.anchor.anchorCustomId === anchor.customId)).toBe(false);
    const records = await call<{ items: LiveRecord[]; total: number }>(t.backend, API_PATHS.personal.myLivingRecord, { pageNum: 1, pageSize: 5 }, token);
    expect(records.data.items[0]).toMatchObject({ roomName: "我的直播间", matchId: second.id });
    const stats = await call<{ liveCount: number; living: number }>(t.backend, API_PATHS.personal.myLivingStatistics, {}, token);
    expect(stats.data).toMatchObject({ living: 0 });
    expect(stats.data.liveCount).toBeGreaterThanOrEqual(1);
    expect((await call(t.backend, A.closeLive, {}, token)).code).toBe(0); // closing twice is harmless
    expect((await call(t.backend, A.changeMatch, { matchId: first.id }, token)).msg).toBe("您当前未在直播");
  });

  it("a hand-run stream stays on air after the whistle, where the engine's own streams end or move", async () => {
    const { anchor, token } = await idleAnchor();
    // A football match in play that the engine's own streams broadcast.
    const engineRoom = t.backend.world.liveRooms().find((r) => r.sport === "football" && isGoing(t.backend.world.match(r.matchId)!))!;
    const match = t.backend.world.match(engineRoom.matchId)!;
    await call(t.backend, A.prepare, { roomName: "长播", matchId: match.id, sportType: 1 }, token);
    expect(match.living).toEqual(expect.arrayContaining([anchor.customId, engineRoom.anchorCustomId]));
    t.backend.engine.forceStatus(match.id, FOOTBALL_STATUS.FINISHED);
    expect(match.living).toEqual([anchor.customId]);
    expect(t.backend.world.board.rooms.get(anchor.customId)?.roomName).toBe("长播");
  });

  it("the push key is stable until refreshed", async () => {
    const { token } = await idleAnchor();
    const key = async (path: string) => (await call<{ streamKey: string }>(t.backend, path, {}, token)).data.streamKey;
    const first = await key(A.pushStreamKey);
    expect(await key(A.pushStreamKey)).toBe(first);
    const refreshed = await key(A.refreshPushStreamKey);
    expect(refreshed).not.toBe(first);
    expect(await key(A.pushStreamKey)).toBe(refreshed);
  });

  it("posts and deletes a preview (225, 226) on an upcoming match only", async () => {
    const { anchor, token } = await idleAnchor();
    const match = upcoming();
    const added = await call<{ prepareId: number }>(t.backend, A.addPreview, { matchId: match.id }, token);
    expect(added.code).toBe(0);
    expect(frames.at(-1)).toMatchObject({ type: 225, matchId: match.id });
    const found = await call<{ prepareId: number }[]>(t.backend, A.findPreview, { customId: anchor.customId });
    expect(found.data.map((p) => p.prepareId)).toEqual([added.data.prepareId]);
    expect((await call(t.backend, A.addPreview, { matchId: inPlay("football").id }, token)).msg).toBe("比赛已开始，无法发布预告");
    expect((await call(t.backend, A.delPreview, { prepareId: added.data.prepareId + 1 }, token)).msg).toBe("预告不存在");
    expect((await call(t.backend, A.delPreview, { prepareId: added.data.prepareId }, token)).code).toBe(0);
    expect(frames.at(-1)).toMatchObject({ type: 226, matchId: match.id });
    expect((await call<unknown[]>(t.backend, A.findPreview, { customId: anchor.customId })).data).toEqual([]);
  });
});
