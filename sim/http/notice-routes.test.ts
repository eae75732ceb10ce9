import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { recordPredictionFootprint } from "../accounts/account-book";

interface Notice {
  id: string;
  kind: "live" | "preview";
  customId: number;
  roomId: number;
  title: string;
  match: { matchId: number; homeTeamName: string } | null;
  time: number;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

describe("live notices (/v1/notification/search)", () => {
  it("lists what the followed anchors are doing — live now, or a preview — newest first; nothing for anchors not followed", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000030");
    const { board } = t.backend.world;
    const living = t.backend.world.anchors().find((a) => board.rooms.has(a.customId))!;
    const previewing = t.backend.world.anchors().find((a) => board.previewOf.has(a.customId) && !board.rooms.has(a.customId))!;
    expect((await call<{ items: Notice[]; total: number }>(t.backend, API_PATHS.personal.notifications, {}, accessToken)).data).toEqual({ items: [], total: 0 });

    for (const a of [living, previewing]) await call(t.backend, API_PATHS.follow.customerAction, { status: 1, followCustomerId: a.customId }, accessToken);
    const reply = await call<{ items: Notice[]; total: number }>(t.backend, API_PATHS.personal.notifications, { pageNum: 1, pageSize: 20 }, accessToken);
    expect(reply.code).toBe(0);
    const live = reply.data.items.find((n) => n.kind === "live")!;
    expect(live).toMatchObject({ customId: living.customId, roomId: living.roomId, title: board.rooms.get(living.customId)!.roomName });
    const preview = reply.data.items.find((n) => n.customId === previewing.customId)!;
    expect(preview).toMatchObject({ kind: "preview", roomId: previewing.roomId, match: { matchId: board.previewOf.get(previewing.customId) } });
    const times = reply.data.items.map((n) => n.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call(t.backend, API_PATHS.personal.notifications, { pageNum: 0 }, accessToken)).msg).toBe("参数错误");
    expect((await call(t.backend, API_PATHS.personal.notifications, {})).code).toBe(10040);
  });

  it("a notice goes when the anchor stops", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000031");
    const anchor = t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId) && !t.backend.world.board.previewOf.has(a.customId))!;
    await call(t.backend, API_PATHS.follow.customerAction, { status: 1, followCustomerId: anchor.customId }, accessToken);
    await raw(t.backend, "/sim/control/living", { customId: anchor.customId, action: "start" });
    expect((await call<{ items: Notice[] }>(t.backend, API_PATHS.personal.notifications, {}, accessToken)).data.items.map((n) => n.kind)).toEqual(["live"]);
  });
});

describe("live notices and 开播通知", () => {
  it("a broadcast started from /anchorStart with notification 0 sends no notice; with 1 it does", async () => {
    const fan = await codeLogin(t.backend, "13800000032");
    const { board } = t.backend.world;
    const anchor = t.backend.world.anchors().find((a) => !board.rooms.has(a.customId) && !board.previewOf.has(a.customId))!;
    const anchorToken = (await codeLogin(t.backend, t.backend.accounts.book.get(anchor.customId)!.phone)).accessToken;
    await call(t.backend, API_PATHS.follow.customerAction, { status: 1, followCustomerId: anchor.customId }, fan.accessToken);
    const match = t.backend.world.day("football", t.backend.world.todayKey()).find((m) => m.statusId === 2 || m.statusId === 4)!;
    const kinds = async () => (await call<{ items: Notice[] }>(t.backend, API_PATHS.personal.notifications, {}, fan.accessToken)).data.items.map((n) => n.kind);

    await call(t.backend, API_PATHS.anchor.prepare, { roomName: "悄悄开播", matchId: match.id, sportType: 1, notification: 0 }, anchorToken);
    expect(board.rooms.has(anchor.customId)).toBe(true);
    expect(await kinds()).toEqual([]);
    await call(t.backend, API_PATHS.anchor.closeLive, {}, anchorToken);
    await call(t.backend, API_PATHS.anchor.prepare, { roomName: "开播啦", matchId: match.id, sportType: 1, notification: 1 }, anchorToken);
    expect(await kinds()).toEqual(["live"]);
  });
});

describe("prediction footprints", () => {
  it("lists the schemes the caller viewed, the last view first, each once", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000032");
    const account = t.backend.accounts.book.find("86", "13800000032")!;
    recordPredictionFootprint(account, 7, 1_000_000);
    recordPredictionFootprint(account, 9, 2_000_000);
    recordPredictionFootprint(account, 7, 3_000_000);
    const reply = await call<{ items: { schemeId: number; viewedAt: number }[]; total: number }>(t.backend, API_PATHS.personal.predictionFootprints, {}, accessToken);
    expect(reply.data.total).toBe(2);
    expect(reply.data.items.map((i) => [i.schemeId, i.viewedAt])).toEqual([[7, 3000], [9, 2000]]);
  });

  it("a scheme viewed through the detail call lists with its title, anchor and match", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000033");
    const list = await call<{ items: { schemeId: number; title: string }[] }>(t.backend, API_PATHS.prediction.schemes, { pageNum: 1, pageSize: 1 });
    const scheme = list.data.items[0]!;
    await call(t.backend, API_PATHS.prediction.schemeDetail, { schemeId: scheme.schemeId }, accessToken);
    const reply = await call<{ items: { schemeId: number; title: string | null; anchor: { nickname: string } | null; match: { homeTeamName: string } | null }[] }>(t.backend, API_PATHS.personal.predictionFootprints, {}, accessToken);
    expect(reply.data.items).toHaveLength(1);
    expect(reply.data.items[0]).toMatchObject({ schemeId: scheme.schemeId, title: scheme.title });
    expect(reply.data.items[0]!.anchor?.nickname).toBeTruthy();
    expect(reply.data.items[0]!.match?.homeTeamName).toBeTruthy();
  });
});
