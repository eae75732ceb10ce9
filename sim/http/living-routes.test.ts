import { beforeEach, describe, expect, it } from "vitest";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";

interface RoomItem {
  room: { roomId: number; roomName: string; setCount: number; viewCount: number; coverPicture: string; livingRoomStatus: string; startTime: number };
  anchor: { anchorCustomId: number; anchorName: string; anchorIdentify: number; anchorPredictionData: { singleLatestHitRate: { baseCount: number } } };
  match: { matchId: number; sportType: number; homeTeamName: string; awayTeamName: string; competitionShortName: string; status: string; statusId: number; goingTime: number; matchTime: number; homeScores: number[]; awayScores: number[]; ncaa: number } | null;
  followStatus: number;
  sw: unknown;
  prepareId: number;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface SearchItem {
  room: { roomId: number; roomName: string; coverPicture: string };
  anchor: { anchorCustomId: number; anchorName: string };
  match: { homeTeamName: string; awayTeamName: string };
}
interface PreviewItem {
  prepareId: number;
  anchor: { anchorCustomId: number };
  match: { matchId: number; matchTime: number };
  title: string;
  remind: boolean;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const home = (pageNum: number, pageSize = 10, token?: string) => call<Page<RoomItem>>(t.backend, "/v1/living/home", { pageNum, pageSize }, token);
const allHome = async (token?: string) => (await home(1, 100, token)).data.items;

describe("/v1/living/home", () => {
  it("pages every living room by viewers, most first (ties by room id), with the match as the lists carry it", async () => {
    const living = t.backend.world.liveRooms();
    const first = await home(1);
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(living.length);
    expect(first.data.items).toHaveLength(10);

    const pages: RoomItem[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(living.length / 10); pageNum++) pages.push(...(await home(pageNum)).data.items);
    expect(pages.map((i) => i.room.roomId).sort()).toEqual(living.map((r) => r.roomId).sort());
    for (let i = 1; i < pages.length; i++) {
      const [a, b] = [pages[i - 1]!.room, pages[i]!.room];
      expect(a.viewCount > b.viewCount || (a.viewCount === b.viewCount && a.roomId < b.roomId)).toBe(true);
    }
    const past = await home(Math.ceil(living.length / 10) + 1);
    expect(past.data).toEqual({ items: [], total: living.length });

    const item = pages[0]!;
    const room = t.backend.world.liveRoom(item.room.roomId)!;
    const match = t.backend.world.match(room.matchId)!;
    expect(item).toMatchObject({
      room: { roomName: room.roomName, setCount: 0, viewCount: room.viewCount, livingRoomStatus: "start", startTime: room.startedAt },
      anchor: { anchorCustomId: room.anchorCustomId, anchorIdentify: room.roomId },
      match: {
        matchId: match.id,
        homeTeamName: t.backend.world.team(match.homeTeamId)!.name,
        competitionShortName: t.backend.world.competition(match.competitionId)!.shortName,
        statusId: match.statusId,
        goingTime: match.goingTime,
        matchTime: match.matchTime,
        homeScores: match.homeScores,
        awayScores: match.awayScores,
        ncaa: match.ncaa,
      },
      followStatus: 2,
      sw: null,
    });
    expect(["going", "no_start"]).toContain(item.match!.status);
    expect(pages.every((i) => i.sw === null && i.room.livingRoomStatus === "start")).toBe(true);
  });

  it("draws each room's cover for its match", async () => {
    const item = (await home(1)).data.items[0]!;
    expect(item.room.coverPicture).toBe(`/api/sim/cover/${item.room.roomId}-${item.match!.matchId}.svg`);
    const cover = await raw(t.backend, item.room.coverPicture.slice("/api".length), undefined, undefined, "GET");
    expect(cover.contentType).toContain("image/svg+xml");
    expect(cover.body).toContain(item.match!.homeTeamName);
    expect(cover.body).toContain('width="640" height="360"');
    expect(await import("./routes").then((r) => r.handleSimRequest(t.backend, { method: "GET", path: "/sim/cover/1-2.svg", headers: {}, body: {} }))).toBeNull();
  });

  it("wants a positive pageNum and pageSize", async () => {
    for (const body of [{}, { pageNum: 0, pageSize: 10 }, { pageNum: 1 }, { pageNum: 1, pageSize: -1 }, { pageNum: "x", pageSize: 10 }]) {
      expect(await call(t.backend, "/v1/living/home", body)).toMatchObject({ code: 10001, msg: "参数错误" });
    }
  });

  it("shows the caller's follows of anchors: 1 after /v1/customer/follow/action for that caller only", async () => {
    const alice = (await codeLogin(t.backend, "13800000001")).accessToken;
    const bob = (await codeLogin(t.backend, "13800000002")).accessToken;
    const target = (await allHome())[3]!.anchor.anchorCustomId;
    expect((await call(t.backend, "/v1/customer/follow/action", { status: 1, followCustomerId: target, prepareId: 0 }, alice)).code).toBe(0);

    const statusFor = async (token?: string) => (await allHome(token)).find((i) => i.anchor.anchorCustomId === target)!.followStatus;
    expect(await statusFor(alice)).toBe(1);
    expect(await statusFor(bob)).toBe(2);
    expect(await statusFor()).toBe(2);
    expect(await statusFor("not-a-token")).toBe(2);
    // An expired access token still names its account on public calls.
    t.tick(121_000);
    expect(await statusFor(alice)).toBe(1);
    expect((await allHome(alice)).filter((i) => i.followStatus === 1)).toHaveLength(1);

    await call(t.backend, "/v1/customer/follow/action", { status: 2, followCustomerId: target, prepareId: 0 }, (await codeLogin(t.backend, "13800000001")).accessToken);
    expect(await statusFor(alice)).toBe(2);
  });
});

describe("/v1/living/liveInfo and liveStatistic", () => {
  it("answers a living room as the home list does, with its stream's duration and audience", async () => {
    const item = (await home(1)).data.items[0]!;
    const info = await call<RoomItem>(t.backend, "/v1/living/liveInfo", { roomId: item.room.roomId });
    expect(info.data).toEqual(item);
    const stats = await call<{ liveDuration: number; viewNumber: number }>(t.backend, "/v1/living/liveStatistic", { roomId: item.room.roomId });
    expect(stats.data.liveDuration).toBe(Math.floor((t.backend.now() - item.room.startTime) / 1000));
    expect(stats.data.viewNumber).toBeGreaterThanOrEqual(item.room.viewCount);
  });

  it("answers a closed room with its last match and status end, and keeps its statistics", async () => {
    const item = (await home(1)).data.items[0]!;
    const ctl = await raw(t.backend, "/sim/control/living", { customId: item.anchor.anchorCustomId, action: "close" });
    expect(ctl.status).toBe(200);
    t.backend.engine.advance(5 * 60_000);
    const info = await call<RoomItem>(t.backend, "/v1/living/liveInfo", { roomId: item.room.roomId });
    expect(info.data.room).toMatchObject({ roomId: item.room.roomId, roomName: item.room.roomName, livingRoomStatus: "end", viewCount: 0, startTime: item.room.startTime });
    expect(info.data.match!.matchId).toBe(item.match!.matchId);
    const stats = await call<{ liveDuration: number; viewNumber: number }>(t.backend, "/v1/living/liveStatistic", { roomId: item.room.roomId });
    expect(stats.data.liveDuration).toBe(Math.floor((t.backend.now() - 5 * 60_000 - item.room.startTime) / 1000));
    expect((await allHome()).some((i) => i.room.roomId === item.room.roomId)).toBe(false);
  });

  it("answers a room that has not streamed in this run as ended with no match, and an unknown room with 直播间不存在", async () => {
    const idle = t.backend.world.anchors().find((a) => !t.backend.world.currentOrLastRoom(a.customId))!;
    const info = await call<RoomItem>(t.backend, "/v1/living/liveInfo", { roomId: idle.roomId });
    expect(info.data).toMatchObject({ room: { roomId: idle.roomId, livingRoomStatus: "end", viewCount: 0 }, match: null, prepareId: 0 });
    expect((await call(t.backend, "/v1/living/liveStatistic", { roomId: idle.roomId })).data).toEqual({ liveDuration: 0, viewNumber: 0 });
    for (const path of ["/v1/living/liveInfo", "/v1/living/liveStatistic"]) {
      expect(await call(t.backend, path, { roomId: 42 })).toMatchObject({ code: 10001, msg: "直播间不存在" });
      expect(await call(t.backend, path, {})).toMatchObject({ code: 10001, msg: "直播间不存在" });
    }
  });
});

describe("/v1/living/home/search", () => {
  const search = (query: unknown, pageNum = 1, pageSize = 10) => call<Page<SearchItem>>(t.backend, "/v1/living/home/search", { query, pageNum, pageSize });

  it("finds living rooms by room name, anchor name, team or competition, in the home order", async () => {
    const rooms = await allHome();
    const target = rooms[5]!;
    const room = t.backend.world.liveRoom(target.room.roomId)!;
    const match = t.backend.world.match(room.matchId)!;
    const competition = t.backend.world.competition(match.competitionId)!;
    for (const query of [target.anchor.anchorName, target.match!.awayTeamName, competition.name, room.roomName.slice(-4)]) {
      const found = await search(query, 1, 100);
      expect(found.code).toBe(0);
      expect(found.data.items.map((i) => i.room.roomId)).toContain(target.room.roomId);
      const order = rooms.map((i) => i.room.roomId).filter((id) => found.data.items.some((f) => f.room.roomId === id));
      expect(found.data.items.map((i) => i.room.roomId)).toEqual(order);
    }
    const hit = (await search(target.anchor.anchorName)).data.items.find((i) => i.room.roomId === target.room.roomId)!;
    expect(hit).toEqual({
      room: { roomId: target.room.roomId, roomName: target.room.roomName, coverPicture: target.room.coverPicture },
      anchor: expect.objectContaining({ anchorCustomId: target.anchor.anchorCustomId, anchorName: target.anchor.anchorName }),
      match: { homeTeamName: target.match!.homeTeamName, awayTeamName: target.match!.awayTeamName },
    });
    expect((await search("没有这样的直播间")).data).toEqual({ items: [], total: 0 });
  });

  it("ignores case and pages to the end", async () => {
    // Room names read "{nickname}：{home} vs {away}": every room matches "VS".
    const all = await search("VS", 1, 100);
    expect(all.data.total).toBe((await allHome()).length);
    const pages: number[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await search("vs", pageNum);
      pages.push(...page.data.items.map((i) => i.room.roomId));
      if (page.data.items.length < 10) break;
    }
    expect(pages).toEqual(all.data.items.map((i) => i.room.roomId));
  });

  it("refuses an empty query", async () => {
    for (const query of ["", "   ", undefined]) expect(await search(query)).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});

describe("/v1/living/recommend", () => {
  it("gives the most watched rooms first, then previews by kick-off, at most showCount in all", async () => {
    t = createRouteHarness({ livingTarget: 8 });
    const rooms = await allHome();
    expect(rooms.length).toBeLessThanOrEqual(8);
    const few = await call<{ livings: RoomItem[]; previews: PreviewItem[] }>(t.backend, "/v1/living/recommend", { showCount: 5 });
    expect(few.data.livings.map((i) => i.room.roomId)).toEqual(rooms.slice(0, 5).map((i) => i.room.roomId));
    expect(few.data.previews).toEqual([]);

    const many = await call<{ livings: RoomItem[]; previews: PreviewItem[] }>(t.backend, "/v1/living/recommend", { showCount: rooms.length + 6 });
    expect(many.data.livings).toHaveLength(rooms.length);
    expect(many.data.previews).toHaveLength(6);
    const times = many.data.previews.map((p) => p.match.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const p of many.data.previews) {
      expect(Math.floor(p.prepareId / 1000)).toBe(p.anchor.anchorCustomId);
      expect(p.title.length).toBeGreaterThan(4);
      expect(p.remind).toBe(false);
    }
    const capped = await call<{ livings: RoomItem[]; previews: PreviewItem[] }>(t.backend, "/v1/living/recommend", { showCount: 1000 });
    expect(capped.data.livings.length + capped.data.previews.length).toBe(50);
    expect(await call(t.backend, "/v1/living/recommend", { showCount: -1 })).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});
