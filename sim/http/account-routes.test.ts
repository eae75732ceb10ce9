import { beforeEach, describe, expect, it } from "vitest";
import { bytesToBase64 } from "../core";
import { call, codeLogin, createRouteHarness, type LoginData, type RouteHarness } from "#test-kit/sim-routes";
import { SEEDED_PASSWORD, STAFF_PHONE } from "../accounts/account-phones";
import { handleSimRequest } from "./routes";

const PHONE = "13800138000";
const b64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const send = (phoneNumber = PHONE) => call(t.backend, "/ali/sms/sendCode", { nationalCode: "86", phoneNumber, scene: "login" });
const login = (code: string | undefined, phoneNumber = PHONE) =>
  call<LoginData>(t.backend, "/login", { code, nationalCode: "86", phoneNumber, source: "web" });
const lastCode = (phone = PHONE) => t.backend.accounts.codes.last("86", phone);

describe("SMS codes and code login", () => {
  it("prints the code and serves it on the control route", async () => {
    expect(await send()).toEqual({ code: 0, msg: "success", data: null });
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(t.smsLines).toEqual([`[sim] SMS code for +86 ${PHONE}: ${code}`]);
    const control = await handleSimRequest(t.backend, { method: "GET", path: "/sim/control/sms", headers: {}, body: { phoneNumber: PHONE } });
    expect(JSON.parse(control!.body as string)).toEqual({ code });
    const none = await handleSimRequest(t.backend, { method: "GET", path: "/sim/control/sms", headers: {}, body: { phoneNumber: "13900009999" } });
    expect(none!.status).toBe(404);
  });

  it("refuses a resend within 60 s with 4000, and a malformed number with 10002", async () => {
    await send();
    expect(await send()).toMatchObject({ code: 4000, msg: "请求过于频繁，请稍后重试！" });
    t.tick(60_000);
    expect((await send()).code).toBe(0);
    expect(await send("1234")).toMatchObject({ code: 10002, msg: "手机号格式不正确" });
  });

  it("creates the account on the first login (first true), not on the second", async () => {
    const first = await codeLogin(t.backend, PHONE);
    expect(first.first).toBe(true);
    expect(first.accessToken).not.toBe(first.refreshToken);
    t.tick(60_000);
    const second = await codeLogin(t.backend, PHONE);
    expect(second.first).toBe(false);

    const info = await call(t.backend, "/v1/customer/info", undefined, second.accessToken);
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ nickname: "球迷8000", isAnchor: 0, identifier: null, phone: PHONE });
    const user = info.data as { id: number; userCode: string; avatar: string; identity: string };
    expect(user.userCode).toMatch(/^\d{8}$/);
    expect(user.avatar).toBe(`/api/sim/logo/avatar/${user.id}.svg`);
    expect(typeof user.identity).toBe("string");
  });

  it("refuses a wrong, reused or expired code with 10003", async () => {
    await send();
    const code = lastCode()!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await login(wrong)).toMatchObject({ code: 10003, msg: "验证码错误或已过期" });
    expect((await login(code)).code).toBe(0);
    expect((await login(code)).code).toBe(10003);

    t.tick(60_000);
    await send();
    t.tick(10 * 60_000);
    expect((await login(lastCode())).code).toBe(10003);
  });
});

describe("passwords", () => {
  it("logs in by password after setPw, decoding Base64 UTF-8", async () => {
    const { accessToken } = await codeLogin(t.backend, PHONE);
    const pwLogin = (password: string) => call<LoginData>(t.backend, "/loginByPassWord", { password, nationalCode: "86", phoneNumber: PHONE });
    expect(await pwLogin(b64("whatever"))).toMatchObject({ code: 10005, msg: "该账号未设置密码，请使用验证码登录" });
    expect(await call(t.backend, "/v1/customer/setPw", { pwOne: "球迷pass123", pwTwo: "球迷pass124" }, accessToken)).toMatchObject({
      code: 10006,
      msg: "两次输入密码不一致，请重新输入",
    });
    expect((await call(t.backend, "/v1/customer/setPw", { pwOne: "球迷pass123", pwTwo: "球迷pass123" }, accessToken)).code).toBe(0);

    const ok = await pwLogin(b64("球迷pass123"));
    expect(ok.code).toBe(0);
    expect(ok.data.first).toBe(false);
    expect((await call(t.backend, "/v1/customer/info", undefined, ok.data.accessToken)).code).toBe(0);
    expect(await pwLogin(b64("球迷pass12"))).toMatchObject({ code: 10004, msg: "账号或密码错误" });
    expect((await pwLogin("球迷pass123")).code).toBe(10004); // not Base64
    expect((await call(t.backend, "/loginByPassWord", { password: b64("x"), nationalCode: "86", phoneNumber: "13811112222" })).code).toBe(10004);
  });

  it("resets a password with a code", async () => {
    await codeLogin(t.backend, PHONE);
    t.tick(60_000);
    const reset = (body: Record<string, unknown>) => call(t.backend, "/reSetPw", { phone: PHONE, nationalCode: "86", ...body });
    await call(t.backend, "/ali/sms/sendCode", { nationalCode: "86", phoneNumber: PHONE, scene: "psw" });
    const code = lastCode();
    expect((await reset({ code, pwOne: "abc12345", pwTwo: "abc1234" })).code).toBe(10006);
    expect(await reset({ phone: "13899990000", code, pwOne: "abc12345", pwTwo: "abc12345" })).toMatchObject({ code: 10007, msg: "账号不存在" });
    expect((await reset({ code: "x", pwOne: "abc12345", pwTwo: "abc12345" })).code).toBe(10003);
    expect((await reset({ code, pwOne: "abc12345", pwTwo: "abc12345" })).code).toBe(0);
    const pw = await call<LoginData>(t.backend, "/loginByPassWord", { password: b64("abc12345"), nationalCode: "86", phoneNumber: PHONE });
    expect(pw.code).toBe(0);
  });
});

describe("tokens", () => {
  it("expires access tokens (10050), rotates on refresh, kills the old refresh token (10030), rejects unknown (10040)", async () => {
    const { accessToken, refreshToken } = await codeLogin(t.backend, PHONE);
    expect((await call(t.backend, "/v1/customer/reportOnline", { scope: "web" }, accessToken)).code).toBe(0);
    t.tick(120_000);
    expect(await call(t.backend, "/v1/customer/info", undefined, accessToken)).toMatchObject({ code: 10050, msg: "登录已过期" });

    const refreshed = await call<{ accessToken: string; refreshToken: string }>(t.backend, "/refresh", undefined, refreshToken);
    expect(refreshed.code).toBe(0);
    expect(Object.keys(refreshed.data).sort()).toEqual(["accessToken", "refreshToken"]);
    expect(refreshed.data.refreshToken).not.toBe(refreshToken);
    expect((await call(t.backend, "/v1/customer/info", undefined, refreshed.data.accessToken)).code).toBe(0);

    expect(await call(t.backend, "/refresh", undefined, refreshToken)).toMatchObject({ code: 10030, msg: "登录已失效，请重新登录" });
    expect(await call(t.backend, "/v1/customer/info", undefined, "made-up")).toMatchObject({ code: 10040, msg: "登录已失效" });
    expect((await call(t.backend, "/v1/customer/info")).code).toBe(10040);
  });

  it("honours SIM_ACCESS_TOKEN_TTL through accessTokenTtlSeconds", async () => {
    t = createRouteHarness({ accessTokenTtlSeconds: 5 });
    const { accessToken } = await codeLogin(t.backend, PHONE);
    t.tick(4_999);
    expect((await call(t.backend, "/v1/customer/info", undefined, accessToken)).code).toBe(0);
    t.tick(1);
    expect((await call(t.backend, "/v1/customer/info", undefined, accessToken)).code).toBe(10050);
  });

  it("records the last online report", async () => {
    const { accessToken } = await codeLogin(t.backend, PHONE);
    t.tick(5_000);
    await call(t.backend, "/v1/customer/reportOnline", { scope: "web" }, accessToken);
    expect(t.backend.accounts.book.find("86", PHONE)?.lastOnlineAt).toBe(t.backend.accounts.now());
  });
});

describe("seeded accounts", () => {
  it("lets an anchor log in by phone 1390000 + the last 4 digits of its customId", async () => {
    const anchor = t.backend.world.anchors()[6]!;
    const phone = `1390000${String(anchor.customId % 10_000).padStart(4, "0")}`;
    const tokens = await codeLogin(t.backend, phone);
    expect(tokens.first).toBe(false);
    const info = await call(t.backend, "/v1/customer/info", undefined, tokens.accessToken);
    expect(info.data).toMatchObject({ id: anchor.customId, isAnchor: 1, identifier: anchor.roomId, nickname: anchor.nickname, avatar: anchor.avatar });
    expect((await call(t.backend, "/v1/staff/info", undefined, tokens.accessToken)).data).toBeNull();
    const pw = await call(t.backend, "/loginByPassWord", { password: b64(SEEDED_PASSWORD), nationalCode: "86", phoneNumber: phone });
    expect(pw.code).toBe(0);
  });

  it("knows the staff account", async () => {
    const { accessToken } = await codeLogin(t.backend, STAFF_PHONE);
    expect((await call(t.backend, "/v1/staff/info", undefined, accessToken)).data).toEqual({ staffId: 1, nickname: "看球客服" });
    const info = await call<{ id: number; identity: string }>(t.backend, "/v1/customer/info", undefined, accessToken);
    expect(info.data.identity).toBe(String(info.data.id));
  });

  it("hands out tourist codes without a token", async () => {
    const a = await call<{ touristCode: string }>(t.backend, "/tourist/generateTouristCode");
    const b = await call<{ touristCode: string }>(t.backend, "/tourist/generateTouristCode");
    expect(a.code).toBe(0);
    expect(a.data.touristCode).not.toBe(b.data.touristCode);
  });
});
