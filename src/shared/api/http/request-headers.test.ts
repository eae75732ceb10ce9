// @vitest-environment jsdom
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRequest } from "./http-client";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { setSessionTokens } from "./session-tokens";

const env = useHttpTestEnv();

function captureRequests() {
  const seen: Request[] = [];
  env.server.use(
    http.post(url("/v1/echo"), ({ request }) => {
      seen.push(request.clone());
      return okJson({ ok: 1 });
    }),
  );
  return seen;
}

const schema = z.object({ ok: z.number() });

describe("request headers", () => {
  it("sends scope, a stable webID, a fresh bk and a timestamp on every call", async () => {
    const seen = captureRequests();
    const before = Date.now();
    await apiRequest("/v1/echo", { schema });
    await apiRequest("/v1/echo", { schema });
    const after = Date.now();

    expect(seen).toHaveLength(2);
    const [first, second] = seen.map((r) => r.headers);
    for (const headers of [first!, second!]) {
      expect(headers.get("scope")).toBe("web");
      expect(headers.get("webID")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(headers.get("bk")).toMatch(/^[0-9a-f]{16}$/);
      const timestamp = Number(headers.get("timestamp"));
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(after);
      expect(headers.get("content-type")).toBe("application/json");
      expect(headers.has("authorization")).toBe(false);
    }
    expect(second!.get("webID")).toBe(first!.get("webID"));
    expect(sessionStorage.getItem("webID")).toBe(first!.get("webID"));
    expect(second!.get("bk")).not.toBe(first!.get("bk"));
  });

  it("keeps the webID already in sessionStorage", async () => {
    sessionStorage.setItem("webID", "11111111-2222-4333-8444-555555555555");
    const seen = captureRequests();
    await apiRequest("/v1/echo", { schema });
    expect(seen[0]!.headers.get("webID")).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("adds the bearer access token only when one is stored", async () => {
    const seen = captureRequests();
    await apiRequest("/v1/echo", { schema });
    setSessionTokens({ accessToken: "access-1", refreshToken: "refresh-1" });
    await apiRequest("/v1/echo", { schema });
    expect(seen[0]!.headers.has("authorization")).toBe(false);
    expect(seen[1]!.headers.get("authorization")).toBe("Bearer access-1");
  });

  it("posts the body as JSON, and {} when there is none", async () => {
    const seen = captureRequests();
    await apiRequest("/v1/echo", { schema, body: { matchId: 42, name: "看球" } });
    await apiRequest("/v1/echo", { schema });
    expect(seen[0]!.method).toBe("POST");
    expect(await seen[0]!.json()).toEqual({ matchId: 42, name: "看球" });
    expect(await seen[1]!.json()).toEqual({});
  });

  it("sends GET parameters in the query string", async () => {
    let seenUrl = "";
    env.server.use(
      http.get(url("/dict/getFromType"), ({ request }) => {
        seenUrl = request.url;
        return okJson({ ok: 1 });
      }),
    );
    const result = await apiRequest("/dict/getFromType", { method: "GET", schema, body: { type: "reportReason" } });
    expect(result.ok).toBe(true);
    expect(new URL(seenUrl).searchParams.get("type")).toBe("reportReason");
  });

});
