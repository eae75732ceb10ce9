import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { FACE_CHECK_MS } from "../accounts/certification-store";
import { cardInfoProblem, idCheckChar } from "../accounts/card-info-rules";

const C = API_PATHS.certification;
/** A valid ID number: region 110101, born 1990-03-07, sequence 123, its check character. */
const ID_17 = "11010119900307123";
const VALID_ID = ID_17 + idCheckChar(ID_17);

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

async function faceChecked(token: string) {
  const init = await call<{ certifyId: string; certifyUrl: string | null }>(t.backend, C.faceInit, {}, token);
  expect(init.code).toBe(0);
  t.tick(FACE_CHECK_MS);
  return init.data.certifyId;
}

async function decide(customId: number, decision: "pass" | "reject", cancelReason?: string) {
  const reply = await raw(t.backend, API_PATHS.simControl.audit, { customId, decision, cancelReason });
  return { status: reply.status, body: JSON.parse(reply.body as string) as Record<string, unknown> };
}

describe("audit state", () => {
  it("a seeded anchor has passed; a user who never applied has none; a guest is refused", async () => {
    const anchor = await codeLogin(t.backend, "13900000001");
    expect((await call(t.backend, C.auditState, {}, anchor.accessToken)).data).toEqual({ auditStatus: "pass", cancelReason: null });
    const user = await codeLogin(t.backend, "13800000010");
    expect((await call(t.backend, C.auditState, {}, user.accessToken)).data).toEqual({ auditStatus: null, cancelReason: null });
    expect((await call(t.backend, C.auditState, {})).code).toBe(10040);
    expect((await call(t.backend, C.faceInit, {})).code).toBe(10040);
  });
});

describe("the application", () => {
  it("face check pending then passed, code, card info → wait; rejected with its reason; a new application; passed", async () => {
    const user = await codeLogin(t.backend, "13800000011");
    const token = user.accessToken;
    const customId = t.backend.accounts.book.find("86", "13800000011")!.id;

    // Steps out of order are refused with a message.
    expect(await call(t.backend, C.verifyAnchorCode, { anchorCode: "KQ2026" }, token)).toMatchObject({ code: 10001, msg: "请先完成人脸识别" });

    const init = await call<{ certifyId: string; certifyUrl: string | null }>(t.backend, C.faceInit, {}, token);
    expect(init.data.certifyUrl).toBeNull();
    const certifyId = init.data.certifyId;
    expect((await call(t.backend, C.faceQuery, { certifyId }, token)).data).toEqual({ certifyId, status: "pending" });
    t.tick(FACE_CHECK_MS - 1);
    expect((await call<{ status: string }>(t.backend, C.faceQuery, { certifyId }, token)).data.status).toBe("pending");
    t.tick(1);
    expect((await call<{ status: string }>(t.backend, C.faceQuery, { certifyId }, token)).data.status).toBe("passed");
    expect(await call(t.backend, C.faceQuery, { certifyId: "nope" }, token)).toMatchObject({ code: 10001, msg: "人脸识别已失效，请重新开始" });

    expect(await call(t.backend, C.verifyCardInfo, { realName: "张三", idCardNumber: VALID_ID }, token)).toMatchObject({ code: 10001, msg: "请先验证主播邀请码" });
    expect(await call(t.backend, C.verifyAnchorCode, { anchorCode: "ABC12" }, token)).toMatchObject({ code: 10001, msg: "主播邀请码为6位字母或数字" });
    expect(await call(t.backend, C.verifyAnchorCode, { anchorCode: "ABC123" }, token)).toMatchObject({ code: 10001, msg: "主播邀请码无效，请向运营人员索取" });
    expect((await call(t.backend, C.verifyAnchorCode, { anchorCode: "kq2026" }, token)).code).toBe(0);

    // The card rules again on the server, with the client's messages.
    expect(await call(t.backend, C.verifyCardInfo, { realName: "Zhang San", idCardNumber: VALID_ID }, token)).toMatchObject({ code: 10001, msg: "真实姓名须为2–20个汉字" });
    const wrongCheck = ID_17 + (VALID_ID.endsWith("0") ? "1" : "0");
    expect(await call(t.backend, C.verifyCardInfo, { realName: "张三", idCardNumber: wrongCheck }, token)).toMatchObject({ code: 10001, msg: "身份证号校验位不正确，请核对" });
    expect((await call(t.backend, C.verifyCardInfo, { realName: "张三" }, token)).code).toBe(10001);

    const submitted = await call(t.backend, C.verifyCardInfo, { realName: "张三", idCardNumber: VALID_ID }, token);
    expect(submitted).toMatchObject({ code: 0, msg: "提交成功，请等待审核" });
    expect((await call(t.backend, C.auditState, {}, token)).data).toEqual({ auditStatus: "wait", cancelReason: null });
    // Under review: no new application.
    expect(await call(t.backend, C.faceInit, {}, token)).toMatchObject({ code: 10001, msg: "后台正在审核中，请耐心等待～" });

    expect(await decide(customId, "reject", "证件照片不清晰")).toEqual({ status: 200, body: { auditStatus: "reject", cancelReason: "证件照片不清晰" } });
    expect((await call(t.backend, C.auditState, {}, token)).data).toEqual({ auditStatus: "reject", cancelReason: "证件照片不清晰" });
    // Nothing left to decide until the user applies again.
    expect((await decide(customId, "pass")).status).toBe(409);

    // Rejected: the user starts again; the rejection stands until the new card info is in.
    await faceChecked(token);
    expect((await call<{ auditStatus: string }>(t.backend, C.auditState, {}, token)).data.auditStatus).toBe("reject");
    expect((await call(t.backend, C.verifyAnchorCode, { anchorCode: "ZB6666" }, token)).code).toBe(0);
    expect((await call(t.backend, C.verifyCardInfo, { realName: "张三", idCardNumber: VALID_ID.toLowerCase() }, token)).code).toBe(0);
    expect((await decide(customId, "pass")).body).toEqual({ auditStatus: "pass", cancelReason: null });
    expect((await call(t.backend, C.auditState, {}, token)).data).toEqual({ auditStatus: "pass", cancelReason: null });
    expect(await call(t.backend, C.faceInit, {}, token)).toMatchObject({ code: 10001, msg: "您已通过主播认证" });
  });

  it("a seeded anchor cannot apply", async () => {
    const anchor = await codeLogin(t.backend, "13900000001");
    expect(await call(t.backend, C.faceInit, {}, anchor.accessToken)).toMatchObject({ code: 10001, msg: "您已通过主播认证" });
  });

  it("the control call checks its body and the account", async () => {
    expect((await decide(1, "maybe" as "pass")).status).toBe(400);
    expect((await decide(42, "pass")).status).toBe(404);
  });
});

describe("card info rules", () => {
  it("names of 2–20 Chinese characters (a middle dot between them allowed); ID numbers of 18 with a real birth date and check character", () => {
    expect(cardInfoProblem("张三", VALID_ID)).toBeNull();
    expect(cardInfoProblem("阿沛·阿旺晋美", VALID_ID)).toBeNull();
    expect(cardInfoProblem("", VALID_ID)).toBe("请输入真实姓名");
    expect(cardInfoProblem("张", VALID_ID)).toBe("真实姓名须为2–20个汉字");
    expect(cardInfoProblem("张".repeat(21), VALID_ID)).toBe("真实姓名须为2–20个汉字");
    expect(cardInfoProblem("张三", "")).toBe("请输入身份证号");
    expect(cardInfoProblem("张三", "1101011990030712")).toBe("请输入18位身份证号");
    // The standard's example number 11010519491231002X.
    expect(cardInfoProblem("张三", "11010519491231002x")).toBeNull();
    expect(cardInfoProblem("张三", "110101199002301234")).toBe("身份证号中的出生日期不正确");
  });
});
