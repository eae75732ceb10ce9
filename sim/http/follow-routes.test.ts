import { beforeEach, describe, expect, it } from "vitest";
import { kanqiu } from "#wire/codec";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";

let t: RouteHarness;
let alice: string;
let bob: string;
beforeEach(async () => {
  t = createRouteHarness();
  alice = (await codeLogin(t.backend, "13800000001")).accessToken;
  bob = (await codeLogin(t.backend, "13800000002")).accessToken;
});

async function list(path: string, token?: string, body: unknown = {}) {
  const reply = await raw(t.backend, path, body, token);
  return kanqiu.MatchListPayload.decode(reply.body as Uint8Array);
}
const idOf = (m: kanqiu.IMatch) => m.iArr?.[0] ?? 0;
const ids = (payload: kanqiu.MatchListPayload) => payload.matches.map(idOf);
const hasFollow = (payload: kanqiu.MatchListPayload, matchId: number) => payload.matches.find((m) => idOf(m) === matchId)?.iArr?.[8];

describe("match follows", () => {
  it("marks the follower's lists only, pages follow/list_b in kick-off order, and unfollows", async () => {
    const realtime = await list("/v1/football/realtimeMatch_b", alice);
    const all = ids(realtime);
    const [late, early] = [all[all.length - 1]!, all[0]!];
    for (const matchId of [late, early]) {
      expect((await call(t.backend, "/v1/match/follow/action", { matchId, sportType: 1, status: 1 }, alice)).code).toBe(0);
    }

    const mine = await list("/v1/football/realtimeMatch_b", alice);
    expect(hasFollow(mine, late)).toBe(1);
    expect(hasFollow(mine, all[1]!)).toBe(2);
    expect(hasFollow(await list("/v1/football/realtimeMatch_b", bob), late)).toBe(2);
    expect(hasFollow(await list("/v1/football/realtimeMatch_b"), late)).toBe(2);
    const matchDate = t.backend.world.match(early)!.dayKey;
    expect(hasFollow(await list("/v1/football/historyMatch_b", alice, { matchDate }), early)).toBe(1);

    const followed = await list("/v1/football/follow/list_b", alice, { pageNum: 1, pageSize: 20, queryOrder: 1 });
    expect(followed.code).toBe(0);
    expect(ids(followed)).toEqual([early, late]);
    expect(followed.matches.every((m) => m.iArr?.[8] === 1)).toBe(true);
    const page2 = await list("/v1/football/follow/list_b", alice, { pageNum: 2, pageSize: 1, queryOrder: 1 });
    expect(ids(page2)).toEqual([late]);
    expect((await list("/v1/basketball/follow/list_b", alice, { pageNum: 1, pageSize: 20, status: "" })).matches).toHaveLength(0);
    expect((await list("/v1/football/follow/list_b", bob, { pageNum: 1, pageSize: 20 })).matches).toHaveLength(0);

    await call(t.backend, "/v1/match/follow/action", { matchId: late, sportType: 1, status: 2 }, alice);
    expect(hasFollow(await list("/v1/football/realtimeMatch_b", alice), late)).toBe(2);
    expect((await list("/v1/football/follow/list_b", alice, { pageNum: 1, pageSize: 20 })).matches.map(idOf)).toEqual([early]);
  });

  it("keeps marking follows with an expired access token on public lists, but follow/list_b wants a live one", async () => {
    const matchId = ids(await list("/v1/football/realtimeMatch_b"))[0]!;
    await call(t.backend, "/v1/match/follow/action", { matchId, sportType: 1, status: 1 }, alice);
    t.tick(120_000);
    expect(hasFollow(await list("/v1/football/realtimeMatch_b", alice), matchId)).toBe(1);
    expect((await list("/v1/football/follow/list_b", alice, { pageNum: 1, pageSize: 20 })).code).toBe(10050);
    expect((await list("/v1/football/follow/list_b", undefined, { pageNum: 1, pageSize: 20 })).code).toBe(10040);
  });

  it("needs a signed-in user and an existing match", async () => {
    expect((await call(t.backend, "/v1/match/follow/action", { matchId: 1, sportType: 1, status: 1 })).code).toBe(10040);
    expect((await call(t.backend, "/v1/match/follow/action", { matchId: 1, sportType: 1, status: 1 }, alice)).code).toBe(10001);
  });
});

describe("account follows", () => {
  it("follows an anchor, counts it both ways, and refuses oneself with 10009", async () => {
    const anchor = t.backend.world.anchors()[0]!;
    const follow = (status: number) => call(t.backend, "/v1/customer/follow/action", { status, followCustomerId: anchor.customId, prepareId: 0 }, alice);
    const before = await call<{ followFromCount: number }>(t.backend, "/v1/personal/anchor/info", undefined, (await codeLogin(t.backend, "13900000001")).accessToken);
    expect((await follow(1)).code).toBe(0);
    expect((await call(t.backend, "/v1/personal/custom/info", undefined, alice)).data).toEqual({ followToCount: 1, followFromCount: 0 });
    t.tick(60_000);
    const anchorToken = (await codeLogin(t.backend, "13900000001")).accessToken;
    const after = await call<{ followFromCount: number }>(t.backend, "/v1/personal/anchor/info", undefined, anchorToken);
    expect(after.data.followFromCount).toBe(before.data.followFromCount + 1);
    expect(await call(t.backend, "/v1/customer/follow/action", { status: 1, followCustomerId: anchor.customId, prepareId: 0 }, anchorToken)).toMatchObject({
      code: 10009,
      msg: "无法关注自己的账号～",
    });
    expect((await follow(2)).code).toBe(0);
    expect((await call(t.backend, "/v1/personal/custom/info", undefined, alice)).data).toEqual({ followToCount: 0, followFromCount: 0 });
  });
});

describe("competition and team follows", () => {
  it("follows, answers isFollow, lists and unfollows", async () => {
    const comp = t.backend.world.competitions("football")[0]!;
    const team = t.backend.world.teams(t.backend.world.competitions("basketball")[0]!.id)[0]!;
    const compFollow = await call<{ followId: number }>(t.backend, "/follow/act/status", { compId: comp.id, sportType: 1, followType: 1, teamId: null }, alice);
    expect(compFollow.code).toBe(0);
    const again = await call<{ followId: number }>(t.backend, "/follow/act/status", { compId: comp.id, sportType: 1, followType: 1 }, alice);
    expect(again.data.followId).toBe(compFollow.data.followId);
    const teamFollow = await call<{ followId: number }>(t.backend, "/follow/act/status", { sportType: 2, followType: 2, teamId: team.id }, alice);

    expect((await call(t.backend, "/follow/act/isFollow", { compId: comp.id, sportType: 1, followType: 1 }, alice)).data).toEqual({
      isFollow: true,
      followId: compFollow.data.followId,
    });
    expect((await call(t.backend, "/follow/act/isFollow", { compId: comp.id, sportType: 1, followType: 1 }, bob)).data).toEqual({ isFollow: false, followId: null });

    const football = await call<unknown[]>(t.backend, "/follow/act/list", { followType: 0, sportType: 1 }, alice);
    expect(football.data).toEqual([
      { followId: compFollow.data.followId, followType: 1, compId: comp.id, compName: comp.name, compLogo: comp.logo, teamId: null, teamName: null, teamLogo: null, followerId: expect.any(Number) },
    ]);
    const basketball = await call<{ teamId: number; teamName: string; compId: number }[]>(t.backend, "/follow/act/list", { followType: 0, sportType: 2 }, alice);
    expect(basketball.data).toMatchObject([{ followId: teamFollow.data.followId, followType: 2, teamId: team.id, teamName: team.name, compId: team.competitionId }]);

    // Someone else's followId is not theirs to drop.
    await call(t.backend, "/follow/act/unfollow", { followIds: [compFollow.data.followId] }, bob);
    expect((await call<unknown[]>(t.backend, "/follow/act/list", { followType: 0, sportType: 1 }, alice)).data).toHaveLength(1);
    expect((await call(t.backend, "/follow/act/unfollow", { followIds: [compFollow.data.followId, teamFollow.data.followId] }, alice)).code).toBe(0);
    expect((await call<unknown[]>(t.backend, "/follow/act/list", { followType: 0, sportType: 1 }, alice)).data).toEqual([]);
    expect((await call(t.backend, "/follow/act/isFollow", { teamId: team.id, sportType: 2, followType: 2 }, alice)).data).toEqual({ isFollow: false, followId: null });
    expect((await call(t.backend, "/follow/act/list", { followType: 0, sportType: 1 })).code).toBe(10040);
  });
});
