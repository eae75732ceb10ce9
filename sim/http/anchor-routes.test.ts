import { beforeEach, describe, expect, it } from "vitest";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { hasNoPredictions } from "../core";

interface HitRate {
  rate: number;
  baseCount: number;
  hitCount: number;
}
interface AnchorInfo {
  customId: number;
  identifier: number;
  nickname: string;
  description: string;
  followStatus: number;
  fansCount: number;
  livingStatus: number;
  living: { room: { roomId: number; livingRoomStatus: string }; followStatus: number } | null;
  singleTag: number;
  multiTag: { baseCount: number } | null;
  anchorPredictionData: { singleLatestHitRate: HitRate; singleMonthHitRate: HitRate; multiMaxOdds: number };
}
interface AnchorSearchItem {
  customerId: number;
  nickname: string;
  livingStatus: number;
  followStatus: number;
  identity: string;
  prepareId: number;
}
interface PreviewItem {
  prepareId: number;
  anchor: { anchorCustomId: number; anchorName: string };
  match: { matchId: number; sportType: number; homeTeamName: string; awayTeamName: string; matchTime: number };
  title: string;
  remind: boolean;
}

let t: RouteHarness;
let alice: string;
beforeEach(async () => {
  t = createRouteHarness();
  alice = (await codeLogin(t.backend, "13800000001")).accessToken;
});

const follow = (customId: number, status: 1 | 2, token = alice) => call(t.backend, "/v1/customer/follow/action", { status, followCustomerId: customId, prepareId: 0 }, token);

describe("/anchor/search", () => {
  const search = (keyword: unknown, pageNum = 1, pageSize = 10, token?: string) =>
    call<{ items: AnchorSearchItem[]; total: number }>(t.backend, "/anchor/search", { keyword, pageNum, pageSize }, token);

  it("finds anchors whose nickname contains the keyword, by customId, paged to the end", async () => {
    const expected = t.backend.world.anchors().filter((a) => a.nickname.includes("老")).map((a) => a.customId);
    expect(expected.length).toBeGreaterThan(20);
    const seen: number[] = [];
    let pageNum = 1;
    for (; ; pageNum++) {
      const page = await search("老", pageNum);
      expect(page.data.total).toBe(expected.length);
      seen.push(...page.data.items.map((i) => i.customerId));
      if (page.data.items.length < 10) break;
    }
    expect(seen).toEqual(expected);
    expect((await search("老", pageNum + 1)).data.items).toEqual([]);
  });

  it("ignores case, marks living anchors, previews and the caller's follows", async () => {
    const withK = t.backend.world.anchors().filter((a) => a.nickname.includes("老K"));
    expect(withK.length).toBeGreaterThan(0);
    expect((await search("老k", 1, 100)).data.items.map((i) => i.customerId)).toEqual(withK.map((a) => a.customId));

    const living = t.backend.world.liveRooms()[0]!;
    const anchor = t.backend.world.anchor(living.anchorCustomId)!;
    await follow(anchor.customId, 1);
    const found = (await search(anchor.nickname, 1, 100, alice)).data.items.find((i) => i.customerId === anchor.customId)!;
    expect(found).toMatchObject({ nickname: anchor.nickname, livingStatus: 1, followStatus: 1, identity: String(anchor.roomId) });
    expect((await search(anchor.nickname, 1, 100)).data.items.find((i) => i.customerId === anchor.customId)!.followStatus).toBe(2);

    const preview = t.backend.world.previews()[0]!;
    const previewer = t.backend.world.anchor(preview.customId)!;
    const item = (await search(previewer.nickname, 1, 100)).data.items.find((i) => i.customerId === previewer.customId)!;
    expect(item.prepareId).toBe(previewer.customId * 1000 + 1);
  });

  it("refuses an empty keyword or a bad page", async () => {
    for (const keyword of ["", "  ", undefined]) expect(await search(keyword)).toMatchObject({ code: 10001, msg: "参数错误" });
    expect(await search("老", 0)).toMatchObject({ code: 10001, msg: "参数错误" });
  });
});

describe("/anchor/top and /anchor/detail", () => {
  it("lists ten anchors by their latest hit rate, best first, none without predictions", async () => {
    const top = await call<AnchorInfo[]>(t.backend, "/anchor/top");
    expect(top.data).toHaveLength(10);
    const rates = top.data.map((a) => a.anchorPredictionData.singleLatestHitRate.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const best = Math.max(...t.backend.world.anchors().map((a) => a.prediction.singleLatestHitRate.rate));
    expect(rates[0]).toBe(best);
    expect(top.data.every((a) => a.anchorPredictionData.singleLatestHitRate.baseCount > 0)).toBe(true);
  });

  it("answers an anchor's card with fans, follow status and the living room", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    const anchor = t.backend.world.anchor(room.anchorCustomId)!;
    const detail = (token?: string) => call<AnchorInfo>(t.backend, "/anchor/detail", { customId: anchor.customId }, token);
    const before = (await detail()).data;
    expect(before).toMatchObject({
      customId: anchor.customId,
      identifier: anchor.roomId,
      nickname: anchor.nickname,
      description: anchor.description,
      followStatus: 2,
      livingStatus: 1,
      living: { room: { roomId: anchor.roomId, livingRoomStatus: "start" } },
      singleTag: anchor.prediction.singleContinuousHitCount,
    });
    expect(before.fansCount).toBeGreaterThan(0);
    expect((await detail()).data.fansCount).toBe(before.fansCount); // deterministic

    await follow(anchor.customId, 1);
    const after = (await detail(alice)).data;
    expect(after).toMatchObject({ followStatus: 1, fansCount: before.fansCount + 1, living: { followStatus: 1 } });
    expect((await detail()).data.followStatus).toBe(2);
  });

  it("shows an anchor with no predictions as such (every 13th), and one not living with no room", async () => {
    const blank = t.backend.world.anchors().find((a) => hasNoPredictions(a.customId))!;
    expect(blank.customId).toBe(10013);
    const info = (await call<AnchorInfo>(t.backend, "/anchor/detail", { customId: blank.customId })).data;
    expect(info.multiTag).toBeNull();
    expect(info.singleTag).toBe(0);
    expect(info.anchorPredictionData.singleLatestHitRate.baseCount).toBe(0);
    expect(info.anchorPredictionData.singleMonthHitRate.baseCount).toBe(0);

    const idle = t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId))!;
    expect((await call<AnchorInfo>(t.backend, "/anchor/detail", { customId: idle.customId })).data).toMatchObject({ livingStatus: 0, living: null });
  });

  it("answers 用户不存在 for an unknown id or one that is not an anchor", async () => {
    const staff = t.backend.accounts.book.staff.id;
    for (const body of [{ customId: 1 }, { customId: staff }, {}]) {
      expect(await call(t.backend, "/anchor/detail", body)).toMatchObject({ code: 10001, msg: "用户不存在" });
      expect(await call(t.backend, "/anchor/findPreview", body)).toMatchObject({ code: 10001, msg: "用户不存在" });
    }
  });
});

describe("previews and reminders", () => {
  const firstPreview = () => {
    const { customId, matchId } = t.backend.world.previews()[0]!;
    return { anchor: t.backend.world.anchor(customId)!, match: t.backend.world.match(matchId)! };
  };
  const findPreview = (customId: number, token?: string) => call<PreviewItem[]>(t.backend, "/anchor/findPreview", { customId }, token);

  it("lists an anchor's preview with its prepareId, match and title; none for an anchor without one", async () => {
    const { anchor, match } = firstPreview();
    const previews = (await findPreview(anchor.customId)).data;
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      prepareId: anchor.customId * 1000 + 1,
      anchor: { anchorCustomId: anchor.customId, anchorName: anchor.nickname },
      match: { matchId: match.id, sportType: match.sport === "football" ? 1 : 2, homeTeamName: t.backend.world.team(match.homeTeamId)!.name, matchTime: match.matchTime },
      remind: false,
    });
    expect(previews[0]!.title).toMatch(/\S{6,}/);
    expect((await findPreview(anchor.customId)).data[0]!.title).toBe(previews[0]!.title);
    const none = t.backend.world.anchors().find((a) => !t.backend.world.board.previewOf.has(a.customId))!;
    expect((await findPreview(none.customId)).data).toEqual([]);
  });

  it("numbers an anchor's next preview with the next counter, and keeps the number when the preview moves", () => {
    const { anchor, match } = firstPreview();
    const board = t.backend.world.board;
    const other = t.backend.world.day(match.sport, match.dayKey).find((m) => m.statusId === 1 && m.id !== match.id)!;
    board.addPreview(anchor.customId, other);
    expect(board.prepareIdOf.get(anchor.customId)).toBe(anchor.customId * 1000 + 1);
    board.removePreview(anchor.customId);
    board.addPreview(anchor.customId, match);
    expect(board.prepareIdOf.get(anchor.customId)).toBe(anchor.customId * 1000 + 2);
  });

  it("reminds the caller only, until cancelled; needs a live token and an existing preview", async () => {
    const { anchor } = firstPreview();
    const prepareId = anchor.customId * 1000 + 1;
    const remind = (status: number, token?: string, id = prepareId) => call(t.backend, "/anchor/remind", { prepareId: id, status }, token);

    expect((await remind(1)).code).toBe(10040);
    expect((await remind(1, "nope")).code).toBe(10040);
    expect(await remind(1, alice, 123)).toMatchObject({ code: 10001, msg: "预告不存在" });
    expect(await remind(3, alice)).toMatchObject({ code: 10001, msg: "参数错误" });

    expect((await remind(1, alice)).code).toBe(0);
    expect((await findPreview(anchor.customId, alice)).data[0]!.remind).toBe(true);
    expect((await findPreview(anchor.customId)).data[0]!.remind).toBe(false);
    const bob = (await codeLogin(t.backend, "13800000002")).accessToken;
    expect((await findPreview(anchor.customId, bob)).data[0]!.remind).toBe(false);

    t.tick(121_000);
    expect((await remind(2, alice)).code).toBe(10050);
    const fresh = (await codeLogin(t.backend, "13800000001")).accessToken;
    expect((await remind(2, fresh)).code).toBe(0);
    expect((await findPreview(anchor.customId, fresh)).data[0]!.remind).toBe(false);
  });

  it("lets a reminder be cancelled after its preview has ended", async () => {
    const { anchor } = firstPreview();
    const prepareId = anchor.customId * 1000 + 1;
    expect((await call(t.backend, "/anchor/remind", { prepareId, status: 1 }, alice)).code).toBe(0);
    t.backend.world.board.removePreview(anchor.customId);
    expect(await call(t.backend, "/anchor/remind", { prepareId, status: 1 }, alice)).toMatchObject({ code: 10001, msg: "预告不存在" });
    expect((await call(t.backend, "/anchor/remind", { prepareId, status: 2 }, alice)).code).toBe(0);
    expect(await call(t.backend, "/anchor/remind", { prepareId, status: 2 }, alice)).toMatchObject({ code: 10001, msg: "预告不存在" });
  });
});
