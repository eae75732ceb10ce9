import { beforeEach, describe, expect, it } from "vitest";
import { kanqiu } from "#wire/codec";
import { anchorPhone } from "../accounts/account-phones";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

let t: RouteHarness;
let token: string;
beforeEach(async () => {
  t = createRouteHarness();
  token = (await codeLogin(t.backend, "13800000001")).accessToken;
});

const feedback = (body: unknown) => call(t.backend, "/v1/personal/feedback/save", body, token);
const report = (body: Record<string, unknown>) =>
  call(t.backend, "/v1/personal/report/account", { customerId: t.backend.world.anchors()[0]!.customId, desc: "", proofList: [], reasonList: [1], ...body }, token);

describe("feedback and complaints", () => {
  it("validates feedback and answers with the message the client shows", async () => {
    expect(await feedback({ desc: "  ", proofList: [] })).toMatchObject({ code: 10001, msg: "请输入意见反馈描述" });
    expect(await feedback({ desc: "字".repeat(301), proofList: [] })).toMatchObject({ code: 10001, msg: "描述最多300个字" });
    expect(await feedback({ desc: "卡顿", proofList: Array(7).fill("/api/sim/uploads/1.png") })).toMatchObject({ code: 10001, msg: "最多上传6张照片" });
    expect(await feedback({ desc: "字".repeat(300), proofList: Array(6).fill("/api/sim/uploads/1.png") })).toEqual({
      code: 0,
      msg: "感谢您的反馈，我们会尽快处理～",
      data: null,
    });
    expect(t.backend.accounts.feedback).toHaveLength(1);
    expect((await call(t.backend, "/v1/personal/feedback/save", { desc: "x", proofList: [] })).code).toBe(10040);
  });

  it("validates complaints", async () => {
    expect(await report({ reasonList: [] })).toMatchObject({ code: 10001, msg: "请选择投诉理由" });
    expect(await report({ reasonList: [99] })).toMatchObject({ code: 10001, msg: "请选择投诉理由" });
    expect(await report({ customerId: 5 })).toMatchObject({ code: 10001, msg: "用户不存在" });
    expect(await report({ desc: "字".repeat(301) })).toMatchObject({ code: 10001, msg: "描述最多300个字" });
    expect(await report({ proofList: Array(7).fill("u") })).toMatchObject({ code: 10001, msg: "最多上传6张照片" });
    expect(await report({ reasonList: [1, 8], desc: "" })).toEqual({ code: 0, msg: "投诉已提交，我们会尽快核实处理～", data: null });
    expect(t.backend.accounts.reports[0]).toMatchObject({ reasonList: [1, 8] });
  });

  it("lists the complaint reasons", async () => {
    const reasons = await call<{ id: number; value: string; label: string }[]>(t.backend, "/dict/getFromType", { type: "reportReason" }, undefined, "GET");
    expect(reasons.data.length).toBeGreaterThanOrEqual(6);
    expect(reasons.data.map((r) => r.label)).toContain("色情低俗");
  });
});

describe("levels", () => {
  it("serves the three level tables", async () => {
    const sizes = { 1: 30, 2: 40, 3: 6 };
    for (const [levelType, size] of Object.entries(sizes)) {
      const table = await call<{ levelExpList: number[]; levelList: { level: number; levelTxt: string }[] }>(t.backend, "/v1/tasks/levelinfo", { levelType: Number(levelType) });
      expect(table.data.levelExpList).toHaveLength(size);
      expect(table.data.levelList.map((l) => l.level)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      expect(table.data.levelList.every((l) => l.levelTxt.length > 0)).toBe(true);
    }
  });

  it("gives a user a level inside the table", async () => {
    const info = await call<{ level: number; exp: number; levelTxt: string }>(t.backend, "/v1/personal/custom/level/info", undefined, token);
    expect(info.data.level).toBeGreaterThanOrEqual(1);
    expect(info.data.exp).toBeGreaterThanOrEqual(0);
    expect(info.data.levelTxt).not.toBe("");
  });
});

describe("anchor's own stream", () => {
  it("reports living and closes the room with a 210 push", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    const anchor = t.backend.world.anchor(room.anchorCustomId)!;
    const anchorToken = (await codeLogin(t.backend, anchorPhone(anchor))).accessToken;
    expect((await call(t.backend, "/anchor/checkLiving", undefined, anchorToken)).data).toEqual({ status: 1, roomId: anchor.roomId });
    const level = await call<{ anchorLevel: number; predictionLevel: number; predictionLevelTxt: string }>(t.backend, "/v1/personal/anchor/level/info", undefined, anchorToken);
    expect(level.data).toMatchObject({ anchorLevel: anchor.anchorLevel, predictionLevel: anchor.predictionLevel });

    const frames: number[] = [];
    t.backend.onFrame((frame) => frames.push(kanqiu.SocketMessage.decode(frame.bytes).type));
    expect(await call(t.backend, "/anchor/close", undefined, anchorToken)).toEqual({ code: 0, msg: "下播成功，辛苦您了～", data: null });
    expect(frames).toEqual([210]);
    expect(t.backend.world.liveRoom(anchor.roomId)).toBeUndefined();
    expect(t.backend.world.match(room.matchId)!.living).not.toContain(anchor.customId);
    expect((await call(t.backend, "/anchor/checkLiving", undefined, anchorToken)).data).toEqual({ status: 0, roomId: anchor.roomId });
  });

  it("refuses close for a non-anchor", async () => {
    expect((await call(t.backend, "/anchor/checkLiving", undefined, token)).data).toEqual({ status: 0, roomId: null });
    expect((await call(t.backend, "/anchor/close", undefined, token)).code).toBe(10012);
  });
});
