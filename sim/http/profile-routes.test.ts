import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

const P = API_PATHS.personal;
interface Detail {
  id: number;
  nickname: string;
  avatar: string;
  gender: number;
  phone: string;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

/** A fresh SMS code to `phone` (`wait`: past the minute since the login's code first). */
async function codeFor(phone: string, wait = false) {
  if (wait) t.tick(61_000);
  await call(t.backend, API_PATHS.account.sendCode, { nationalCode: "86", phoneNumber: phone, scene: "login" });
  return t.backend.accounts.codes.last("86", phone)!;
}

describe("profile editing", () => {
  it("saves nickname, gender and an uploaded avatar; /v1/customer/info and detail show them", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000010");
    const avatar = t.backend.accounts.uploads.put(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "png");
    const saved = await call<Detail>(t.backend, P.completePersonalInfo, { nickname: "  新名字  ", gender: 2, avatar }, accessToken);
    expect(saved).toMatchObject({ code: 0, msg: "保存成功", data: { nickname: "新名字", gender: 2, avatar } });
    expect((await call<Detail>(t.backend, P.customerDetail, {}, accessToken)).data).toMatchObject({ nickname: "新名字", gender: 2, avatar, phone: "13800000010" });
    expect((await call<{ nickname: string; avatar: string }>(t.backend, API_PATHS.account.customerInfo, {}, accessToken)).data).toMatchObject({ nickname: "新名字", avatar });
  });

  it("refuses a nickname out of 2–12 characters, a gender not 0–2, an avatar not uploaded, and nothing at all", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000011");
    const refused = async (body: object) => {
      const reply = await call(t.backend, P.completePersonalInfo, body, accessToken);
      return [reply.code, reply.msg];
    };
    expect(await refused({ nickname: "   " })).toEqual([10001, "请输入昵称"]);
    expect(await refused({ nickname: "我" })).toEqual([10001, "昵称长度为2-12个字"]);
    expect(await refused({ nickname: "一二三四五六七八九十一二三" })).toEqual([10001, "昵称长度为2-12个字"]);
    expect(await refused({ gender: 3 })).toEqual([10001, "参数错误"]);
    expect(await refused({ avatar: "https://elsewhere.example/a.png" })).toEqual([10001, "头像无效，请重新上传"]);
    expect(await refused({})).toEqual([10001, "请填写要修改的资料"]);
    expect((await call(t.backend, P.completePersonalInfo, { nickname: "十二个字的名字正好十二个" }, accessToken)).code).toBe(0);
    expect((await call(t.backend, P.completePersonalInfo, { nickname: "游客" })).code).toBe(10040);
  });

  it("changes the phone: the current number's code gives a ticket, the new number's code binds it; the new number logs in", async () => {
    const { accessToken } = await codeLogin(t.backend, "13800000012");
    expect((await call(t.backend, P.preChangePhoneCheck, { step: 1, code: "000000" }, accessToken)).msg).toBe("验证码错误或已过期");
    const step1 = await call<{ ticket: string }>(t.backend, P.preChangePhoneCheck, { step: 1, code: await codeFor("13800000012", true) }, accessToken);
    expect(step1.code).toBe(0);
    const { ticket } = step1.data;

    const step2 = (phoneNumber: string, code: string, withTicket = ticket) => call<Detail>(t.backend, P.preChangePhoneCheck, { step: 2, ticket: withTicket, nationalCode: "86", phoneNumber, code }, accessToken);
    expect((await step2("13800000099", "123456", "forged")).msg).toBe("请先验证原手机号");
    expect((await step2("123", "123456")).msg).toBe("手机号格式不正确");
    expect((await step2("13900000001", "123456")).msg).toBe("该手机号已被注册");
    expect((await step2("13800000012", "123456")).msg).toBe("新手机号不能与原手机号相同");
    const bound = await step2("13800000099", await codeFor("13800000099"));
    expect(bound).toMatchObject({ code: 0, msg: "手机号修改成功", data: { phone: "13800000099" } });
    // The ticket is spent; the old number is free and the new one names the account.
    expect((await step2("13800000098", "123456")).msg).toBe("请先验证原手机号");
    expect(t.backend.accounts.book.find("86", "13800000012")).toBeUndefined();
    expect(t.backend.accounts.book.find("86", "13800000099")?.id).toBe(bound.data.id);
  });
});
