import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

const P = API_PATHS.personal;
interface Person {
  customId: number;
  nickname: string;
  isAnchor: number;
  followed: boolean;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

describe("individual center", () => {
  it("follow/to lists the accounts the caller follows, newest first; follow/from the caller's fans", async () => {
    const fan = await codeLogin(t.backend, "13800000001");
    const anchors = t.backend.world.anchors().slice(0, 2);
    for (const a of anchors) await call(t.backend, API_PATHS.follow.customerAction, { status: 1, followCustomerId: a.customId }, fan.accessToken);
    const to = await call<{ items: Person[]; total: number }>(t.backend, P.followings, { pageNum: 1, pageSize: 10 }, fan.accessToken);
    expect(to.data.total).toBe(2);
    expect(to.data.items.map((p) => p.customId)).toEqual([anchors[1]!.customId, anchors[0]!.customId]);
    expect(to.data.items[0]).toMatchObject({ isAnchor: 1, followed: true, nickname: anchors[1]!.nickname });

    // The anchor's fans: the real follower first, then the seeded fan base; fansCount the whole number.
    const anchor = t.backend.accounts.book.get(anchors[0]!.customId)!;
    const anchorToken = (await codeLogin(t.backend, anchor.phone)).accessToken;
    const from = await call<{ items: Person[]; total: number; fansCount: number }>(t.backend, P.fans, { pageNum: 1, pageSize: 5 }, anchorToken);
    const fanId = t.backend.accounts.book.find("86", "13800000001")!.id;
    expect(from.data.items[0]!.customId).toBe(fanId);
    expect(from.data.items).toHaveLength(5);
    expect(from.data.fansCount).toBe(t.backend.accounts.fansCount(anchor.id));

    await call(t.backend, API_PATHS.follow.customerAction, { status: 2, followCustomerId: anchors[0]!.customId }, fan.accessToken);
    expect((await call<{ total: number }>(t.backend, P.followings, {}, fan.accessToken)).data.total).toBe(1);
  });

  it("exp records add up to the level's exp; anchors only for the anchor and forecast levels", async () => {
    const user = await codeLogin(t.backend, "13800000002");
    const records = await call<{ level: number; exp: number; need: number; items: { exp: number; time: number }[]; total: number }>(t.backend, P.expRecord, { levelType: 1, pageSize: 100 }, user.accessToken);
    const level = await call<{ level: number; exp: number }>(t.backend, P.customLevel, {}, user.accessToken);
    expect(records.data).toMatchObject({ level: level.data.level, exp: level.data.exp });
    expect(records.data.items.reduce((sum, r) => sum + r.exp, 0)).toBe(level.data.exp);
    const times = records.data.items.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a)); // newest first
    expect((await call(t.backend, P.expRecord, { levelType: 2 }, user.accessToken)).code).not.toBe(0);
    expect((await call(t.backend, P.followings, {})).code).not.toBe(0);
  });
});

describe("audit state", () => {
  it("an anchor has passed; a user has not applied; a guest is refused", async () => {
    const user = await codeLogin(t.backend, "13800000003");
    expect((await call(t.backend, API_PATHS.certification.auditState, {}, user.accessToken)).data).toEqual({ auditStatus: null, cancelReason: null });
    const anchor = await codeLogin(t.backend, "13900000001");
    expect((await call(t.backend, API_PATHS.certification.auditState, {}, anchor.accessToken)).data).toEqual({ auditStatus: "pass", cancelReason: null });
    expect((await call(t.backend, API_PATHS.certification.auditState, {})).code).not.toBe(0);
  });
});

describe("footprints", () => {
  it("a signed-in visitor's room entries, the last entry first, each room once; a guest's entry leaves none", async () => {
    const user = await codeLogin(t.backend, "13800000004");
    const [a, b] = t.backend.world.anchors().slice(0, 2);
    await call(t.backend, API_PATHS.living.checkRoomStatus, { roomId: a!.roomId });
    expect((await call<{ total: number }>(t.backend, P.livingFootprints, {}, user.accessToken)).data.total).toBe(0);
    await call(t.backend, API_PATHS.living.checkRoomStatus, { roomId: a!.roomId }, user.accessToken);
    await call(t.backend, API_PATHS.living.checkRoomStatus, { roomId: b!.roomId }, user.accessToken);
    const list = await call<{ items: { roomId: number; nickname: string }[]; total: number }>(t.backend, P.livingFootprints, {}, user.accessToken);
    expect(list.data.items.map((i) => i.roomId)).toEqual([b!.roomId, a!.roomId]);
    expect(list.data.items[0]!.nickname).toBe(b!.nickname);
  });
});
