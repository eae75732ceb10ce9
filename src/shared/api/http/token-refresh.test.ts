// @vitest-environment jsdom
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest } from "./http-client";
import { codeJson, okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { getAccessToken, getRefreshToken, setSessionTokens } from "./session-tokens";

const env = useHttpTestEnv();
const schema = z.object({ n: z.number() });

function storeSession() {
  setSessionTokens({ accessToken: "old-access", refreshToken: "old-refresh" });
  localStorage.setItem("userInfo", "{}");
}

/** /v1/item answers 10050 to the old token and echoes `n` for the new one. */
function itemHandler(seenBearers: string[]) {
  return http.post(url("/v1/item"), async ({ request }) => {
    const bearer = request.headers.get("authorization") ?? "";
    seenBearers.push(bearer);
    const { n } = (await request.json()) as { n: number };
    return bearer === "Bearer new-access" ? okJson({ n }) : codeJson(10050, "token expired");
  });
}

const tenCalls = () => Promise.all(Array.from({ length: 10 }, (_, n) => apiRequest("/v1/item", { schema, body: { n } })));

describe("10050 token refresh", () => {
  it("refreshes once for ten concurrent calls, then replays all ten with the new token", async () => {
    storeSession();
    const bearers: string[] = [];
    const refreshBearers: (string | null)[] = [];
    env.server.use(
      itemHandler(bearers),
      http.post(url("/refresh"), async ({ request }) => {
        refreshBearers.push(request.headers.get("authorization"));
        await delay(30); // keep the refresh open while the other 10050s arrive
        return okJson({ accessToken: "new-access", refreshToken: "new-refresh" });
      }),
    );

    const results = await tenCalls();

    expect(refreshBearers).toEqual(["Bearer old-refresh"]);
    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => ({ ok: true, data: { n }, msg: "success" })));
    expect(bearers.filter((b) => b === "Bearer old-access")).toHaveLength(10);
    expect(bearers.filter((b) => b === "Bearer new-access")).toHaveLength(10);
    expect(getAccessToken()).toBe("new-access");
    expect(getRefreshToken()).toBe("new-refresh");
    expect(env.notify).not.toHaveBeenCalled();
    expect(env.onSessionExpired).not.toHaveBeenCalled();
  });

  it("replays a late 10050 that arrives after the refresh finished without refreshing again", async () => {
    storeSession();
    let refreshes = 0;
    const bearers: string[] = [];
    env.server.use(
      http.post(url("/v1/slow"), async ({ request }) => {
        const bearer = request.headers.get("authorization") ?? "";
        bearers.push(bearer);
        if (bearer === "Bearer new-access") return okJson({ n: 2 });
        await delay(80);
        return codeJson(10050, "token expired");
      }),
      itemHandler([]),
      http.post(url("/refresh"), () => {
        refreshes += 1;
        return okJson({ accessToken: "new-access", refreshToken: "new-refresh" });
      }),
    );
    const slow = apiRequest("/v1/slow", { schema });
    const fast = await apiRequest("/v1/item", { schema, body: { n: 1 } });
    expect(fast).toEqual({ ok: true, data: { n: 1 }, msg: "success" });
    await expect(slow).resolves.toEqual({ ok: true, data: { n: 2 }, msg: "success" });
    expect(refreshes).toBe(1);
    expect(bearers).toEqual(["Bearer old-access", "Bearer new-access"]);
  });

  it("ends the session once and fails all ten calls when the refresh is refused", async () => {
    storeSession();
    let refreshes = 0;
    env.server.use(
      itemHandler([]),
      http.post(url("/refresh"), async () => {
        refreshes += 1;
        await delay(30);
        return codeJson(10030, "refresh token invalid");
      }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});

    const results = await tenCalls();

    expect(refreshes).toBe(1);
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, reason: "code", code: 10050, message: "登录过期，请重新登录" });
    }
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("warning", "登录过期，请重新登录");
  });

  it("ends the session when the refresh call itself fails in transport", async () => {
    storeSession();
    env.server.use(itemHandler([]), http.post(url("/refresh"), () => HttpResponse.error()));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(apiRequest("/v1/item", { schema, body: { n: 1 } })).resolves.toMatchObject({ ok: false, code: 10050 });
    expect(getAccessToken()).toBeNull();
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
  });

  it("ends the session without calling /refresh when no refresh token is stored", async () => {
    localStorage.setItem("accessToken", "old-access");
    const refresh = vi.fn(() => okJson({ accessToken: "x", refreshToken: "y" }));
    env.server.use(itemHandler([]), http.post(url("/refresh"), refresh));
    await expect(apiRequest("/v1/item", { schema, body: { n: 1 } })).resolves.toMatchObject({ ok: false, code: 10050 });
    expect(refresh).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
  });

  it("does not refresh a replayed call a second time", async () => {
    storeSession();
    let refreshes = 0;
    let calls = 0;
    env.server.use(
      http.post(url("/v1/item"), () => {
        calls += 1;
        return codeJson(10050, "token expired");
      }),
      http.post(url("/refresh"), () => {
        refreshes += 1;
        return okJson({ accessToken: `new-access-${refreshes}`, refreshToken: "new-refresh" });
      }),
    );
    const result = await apiRequest("/v1/item", { schema, body: { n: 1 } });
    expect(result).toMatchObject({ ok: false, code: 10050 });
    expect(refreshes).toBe(1);
    expect(calls).toBe(2);
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "token expired");
  });
});
