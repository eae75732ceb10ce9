// @vitest-environment jsdom
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { configureHttpClient } from "./client-config";
import { apiRequest } from "./http-client";
import { codeJson, okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { getAccessToken, getRefreshToken, setSessionTokens } from "./session-tokens";

const env = useHttpTestEnv();

const matchSchema = z.object({ matchId: z.number(), homeName: z.string() });
const reply = (resolver: Parameters<typeof http.post>[1]) => env.server.use(http.post(url("/v1/test"), resolver));
const call = (extra: { silentCodes?: number[] | "all"; background?: boolean; body?: unknown; signal?: AbortSignal } = {}) =>
  apiRequest("/v1/test", { schema: matchSchema, ...extra });

function storeSession() {
  setSessionTokens({ accessToken: "access-1", refreshToken: "refresh-1" });
  localStorage.setItem("userInfo", JSON.stringify({ nickName: "球迷" }));
}

describe("apiRequest", () => {
  it("returns the decrypted, validated payload on code 0", async () => {
    reply(() => okJson({ matchId: 7, homeName: "曼联", extra: "ignored" }));
    await expect(call()).resolves.toEqual({ ok: true, data: { matchId: 7, homeName: "曼联" }, msg: "success" });
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("passes null data to the schema for calls without a payload", async () => {
    reply(() => okJson(null));
    await expect(apiRequest("/v1/test", { schema: z.null() })).resolves.toEqual({ ok: true, data: null, msg: "success" });
  });

  it("shows 数据格式错误 when the payload fails its schema, and logs the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reply(() => okJson({ matchId: "7" }));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "format", message: "数据格式错误" });
    expect(env.notify).toHaveBeenCalledWith("error", "数据格式错误");
    expect(log.mock.calls[0]?.[0]).toContain("/v1/test");
  });

  it("shows 数据格式错误 when the body is not an envelope", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    reply(() => HttpResponse.text("<html>gateway</html>"));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "format" });
    expect(env.notify).toHaveBeenCalledWith("error", "数据格式错误");
  });

  it("shows 数据解密失败 when the payload does not decrypt, and logs the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reply(() => HttpResponse.json({ code: 0, msg: "success", data: "AAECAwQFBgcICQoLDA0ODw==" }));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "decrypt", message: "数据解密失败" });
    expect(env.notify).toHaveBeenCalledWith("error", "数据解密失败");
    expect(log.mock.calls[0]?.[0]).toContain("/v1/test");
  });

  it("shows 数据解密失败 for a payload encrypted under another key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    configureHttpClient({ payloadKey: "a-different-key" });
    reply(() => okJson({ matchId: 7, homeName: "曼联" }));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "decrypt" });
    expect(env.notify).toHaveBeenCalledWith("error", "数据解密失败");
  });

  it("warns 请求过于频繁，请稍后重试！ on 4000", async () => {
    reply(() => codeJson(4000, "too many requests"));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "code", code: 4000 });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("warning", "请求过于频繁，请稍后重试！");
  });

  it.each([10030, 10040])("ends the session on %i: warning, tokens and user info cleared, hook called", async (code) => {
    storeSession();
    reply(() => codeJson(code, "token invalid"));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "code", code, message: "登录过期，请重新登录" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("warning", "登录过期，请重新登录");
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
  });

  it("ends a session only once when several calls hit 10040 together", async () => {
    storeSession();
    reply(() => codeJson(10040, "token invalid"));
    const results = await Promise.all([call(), call(), call()]);
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(env.notify).toHaveBeenCalledOnce();
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
  });

  it("does not reload for 10040 when no session was stored (no reload loop)", async () => {
    reply(() => codeJson(10040, "token invalid"));
    await expect(call()).resolves.toMatchObject({ ok: false, code: 10040 });
    expect(env.onSessionExpired).not.toHaveBeenCalled();
  });

  it("shows the server message for any other code", async () => {
    reply(() => codeJson(12345, "比赛不存在"));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "code", code: 12345, message: "比赛不存在" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "比赛不存在");
  });

  it("stays quiet for codes the caller lists in silentCodes", async () => {
    reply(() => codeJson(12345, "比赛不存在"));
    await expect(call({ silentCodes: [12345] })).resolves.toMatchObject({ ok: false, code: 12345 });
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("stays quiet for every non-session code with silentCodes \"all\", but still ends an invalid session", async () => {
    reply(() => codeJson(4000, ""));
    await expect(call({ silentCodes: "all" })).resolves.toMatchObject({ ok: false, code: 4000 });
    reply(() => codeJson(77777, "随便什么"));
    await expect(call({ silentCodes: "all" })).resolves.toMatchObject({ ok: false, code: 77777 });
    expect(env.notify).not.toHaveBeenCalled();
  });

  describe("a background call", () => {
    it.each([
      ["a schema failure", () => okJson({ matchId: "7" }), "format"],
      ["an undecryptable payload", () => HttpResponse.json({ code: 0, msg: "success", data: "AAECAwQFBgcICQoLDA0ODw==" }), "decrypt"],
      ["a network failure", () => HttpResponse.error(), "transport"],
      ["a non-2xx reply", () => new HttpResponse("boom", { status: 500, statusText: "Internal Server Error" }), "transport"],
      ["a code with a message", () => codeJson(10001, "比赛不存在"), "code"],
      ["4000", () => codeJson(4000, "too many requests"), "code"],
    ] as const)("shows nothing for %s, logs it, and still reports the failure", async (_, resolver, reason) => {
      const log = vi.spyOn(console, "warn").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      reply(resolver);
      await expect(call({ background: true })).resolves.toMatchObject({ ok: false, reason });
      expect(env.notify).not.toHaveBeenCalled();
      expect(log.mock.calls.some(([line]) => String(line).includes("/v1/test"))).toBe(true);
    });

    it("shows nothing on a timeout", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      configureHttpClient({ timeoutMs: 50 });
      reply(async () => {
        await delay(2_000);
        return okJson({ matchId: 1, homeName: "x" });
      });
      await expect(call({ background: true })).resolves.toMatchObject({ ok: false, reason: "timeout" });
      expect(env.notify).not.toHaveBeenCalled();
    });

    it("still ends an invalid session (10030)", async () => {
      storeSession();
      reply(() => codeJson(10030, ""));
      await expect(call({ background: true })).resolves.toMatchObject({ ok: false, code: 10030 });
      expect(getAccessToken()).toBeNull();
    });
  });

  it("gives the server's message with a successful reply", async () => {
    reply(() => HttpResponse.json({ code: 0, msg: "感谢您的反馈", data: null }));
    const result = await apiRequest("/v1/test", { schema: z.null() });
    expect(result).toMatchObject({ ok: true, data: null, msg: "感谢您的反馈" });
  });

  it("says in Chinese that the server is busy for a non-2xx reply, with its status; the status text goes to the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reply(() => new HttpResponse("boom", { status: 500, statusText: "Internal Server Error" }));
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "transport", status: 500, message: "服务器繁忙，请稍后重试（HTTP 500）" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "服务器繁忙，请稍后重试（HTTP 500）");
    expect(log.mock.calls.some((args) => args.includes("Internal Server Error"))).toBe(true);
  });

  it("says in Chinese that the network failed when the fetch fails; the browser's English goes to the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reply(() => HttpResponse.error());
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "transport", message: "网络连接失败，请检查网络后重试" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "网络连接失败，请检查网络后重试");
    expect(log).toHaveBeenCalledOnce();
  });

  it("keeps a rejected fetch's own error as the cause, for the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const offline = new TypeError("Failed to fetch");
    configureHttpClient({ fetch: () => Promise.reject(offline) });
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "transport", message: "网络连接失败，请检查网络后重试", cause: offline });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "网络连接失败，请检查网络后重试");
    expect(log.mock.calls.some((args) => args.includes(offline))).toBe(true);
  });

  it("times out with 请求超时", async () => {
    configureHttpClient({ timeoutMs: 50 });
    reply(async () => {
      await delay(2_000);
      return okJson({ matchId: 1, homeName: "x" });
    });
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "timeout", message: "请求超时" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "请求超时");
  });

  it("shows nothing when the caller aborts", async () => {
    reply(async () => {
      await delay(2_000);
      return okJson({ matchId: 1, homeName: "x" });
    });
    const controller = new AbortController();
    const pending = call({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "aborted" });
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("shows 服务器异常 when the body cannot be serialized", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchSpy = vi.fn<typeof fetch>();
    configureHttpClient({ fetch: fetchSpy });
    await expect(call({ body: { id: 1n } })).resolves.toMatchObject({ ok: false, reason: "setup", message: "服务器异常" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "服务器异常");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 服务器异常 when the URL cannot be built", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    configureHttpClient({ baseUrl: "http://[not-a-host" });
    await expect(call()).resolves.toMatchObject({ ok: false, reason: "setup", message: "服务器异常" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "服务器异常");
  });

  it("resolves a relative base URL against the page (the embedded sim at /api)", async () => {
    configureHttpClient({ baseUrl: "/api" });
    let seen = "";
    const fetchSpy = vi.fn<typeof fetch>(async (input) => {
      seen = String(input);
      return Response.json({ code: 0, msg: "success", data: null });
    });
    configureHttpClient({ fetch: fetchSpy });
    await expect(apiRequest("/v1/test", { schema: z.null() })).resolves.toEqual({ ok: true, data: null, msg: "success" });
    expect(seen).toBe(new URL("/api/v1/test", location.href).href);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: "POST", credentials: "include" });
  });
});
