// @vitest-environment jsdom
// A binary call sent ahead at start-up: the first reader of the same call gets its reply instead
// of sending again; any other reader, a second one, or one after the time limit sends its own.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { encodeMatchListPayload, kanqiu } from "#wire";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { apiBinaryRequest } from "./binary-request";
import { EARLY_CALL_TTL_MS, startEarlyBinaryCall } from "./early-binary-call";
import { getAccessToken, setSessionTokens } from "./session-tokens";

const env = useHttpTestEnv();
const PATH = "/v1/football/realtimeMatch_b";
const decode = (bytes: Uint8Array) => kanqiu.MatchListPayload.decode(bytes);

/** Serves a list whose one match id counts the requests (501, 502, …), noting each request's body and token. */
function serveCountedList() {
  const requests: { body: unknown; token: string | null }[] = [];
  env.server.use(
    http.post(url(PATH), async ({ request }) => {
      requests.push({ body: await request.json(), token: request.headers.get("authorization") });
      const bytes = new Uint8Array(encodeMatchListPayload({ code: 0, matches: [{ iArr: [500 + requests.length, 1, 10, 11, 1_700_000_000, 2] }] }));
      return HttpResponse.arrayBuffer(bytes.buffer, { headers: { "Content-Type": "application/x-protobuf" } });
    }),
  );
  return requests;
}

const firstMatchId = async (body: unknown = {}, onSent?: (at: number) => void) => {
  const result = await apiBinaryRequest(PATH, body, decode, { onSent });
  if (!result.ok) throw new Error(`call failed: ${result.reason}`);
  return result.data.matches[0]?.iArr?.[0];
};

describe("a binary call sent ahead", () => {
  it("leaves at once, and the first call for the same path and body gets its reply, told when it left", async () => {
    const requests = serveCountedList();
    const before = Date.now();
    startEarlyBinaryCall(PATH, {});
    await expect.poll(() => requests.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 15));
    let sentAt = 0;
    expect(await firstMatchId({}, (at) => (sentAt = at))).toBe(501);
    expect(requests).toHaveLength(1);
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThan(Date.now() - 10);
  });

  it("is taken once: the next call sends its own request", async () => {
    const requests = serveCountedList();
    startEarlyBinaryCall(PATH, {});
    expect(await firstMatchId()).toBe(501);
    expect(await firstMatchId()).toBe(502);
    expect(requests).toHaveLength(2);
  });

  it("serves only the same body and token: another body, or a token that changed since, sends its own", async () => {
    const requests = serveCountedList();
    startEarlyBinaryCall(PATH, {});
    expect(await firstMatchId({ matchDate: "2026-11-27" })).toBe(502);
    expect(await firstMatchId()).toBe(501);

    startEarlyBinaryCall(PATH, {});
    setSessionTokens({ accessToken: "signed-in", refreshToken: "r" });
    expect(await firstMatchId()).toBe(504);
    expect(requests.map((r) => [r.body, r.token])).toEqual([
      [{}, null],
      [{ matchDate: "2026-11-27" }, null],
      [{}, null],
      [{}, "Bearer signed-in"],
    ]);
    // The guest's reply was dropped, not kept for a later call.
    expect(await firstMatchId()).toBe(505);
  });

  it("is dropped when nobody asks for it in time", async () => {
    const requests = serveCountedList();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      startEarlyBinaryCall(PATH, {});
      vi.advanceTimersByTime(EARLY_CALL_TTL_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(await firstMatchId()).toBe(502);
    expect(requests).toHaveLength(2);
  });

  it("a reply that says the token expired is refreshed and replayed like any call", async () => {
    setSessionTokens({ accessToken: "old-access", refreshToken: "old-refresh" });
    const tokens: (string | null)[] = [];
    env.server.use(
      http.post(url(PATH), ({ request }) => {
        tokens.push(request.headers.get("authorization"));
        const fresh = request.headers.get("authorization") === "Bearer new-access";
        const bytes = new Uint8Array(encodeMatchListPayload(fresh ? { code: 0, matches: [{ iArr: [900, 1, 10, 11, 1_700_000_000, 2] }] } : { code: 10050 }));
        return HttpResponse.arrayBuffer(bytes.buffer);
      }),
      http.post(url("/refresh"), () => okJson({ accessToken: "new-access", refreshToken: "new-refresh" })),
    );
    startEarlyBinaryCall(PATH, {});
    expect(await firstMatchId()).toBe(900);
    expect(tokens).toEqual(["Bearer old-access", "Bearer new-access"]);
    expect(getAccessToken()).toBe("new-access");
  });

  it("a failed early reply is the call's failure, shown as for any call", async () => {
    env.server.use(http.post(url(PATH), () => new HttpResponse(null, { status: 502, statusText: "Bad Gateway" })));
    startEarlyBinaryCall(PATH, {});
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "transport" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "Bad Gateway");
  });
});
