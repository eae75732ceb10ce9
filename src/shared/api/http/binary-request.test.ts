// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeMatchListPayload, kanqiu } from "#wire/codec";
import { apiBinaryRequest } from "./binary-request";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { getAccessToken, setSessionTokens } from "./session-tokens";
import { clearStartedCalls, startBinaryCall, STARTED_CALL_KEEP_MS, takeStartedCall } from "./started-calls";

const env = useHttpTestEnv();
const PATH = "/v1/football/realtimeMatch_b";

const decode = (bytes: Uint8Array) => kanqiu.MatchListPayload.decode(bytes);

function protobufReply(payload: kanqiu.IMatchListPayload) {
  // Copy into an exact-size buffer: in Node, protobufjs hands back a view on a pooled Buffer.
  const bytes = new Uint8Array(encodeMatchListPayload(payload));
  return HttpResponse.arrayBuffer(bytes.buffer, { headers: { "Content-Type": "application/x-protobuf" } });
}

const samplePayload = {
  cArr: [{ id: 1, name: "英超", initial: "Y" }],
  tArr: [{ id: 10, name: "曼联" }],
  matches: [{ iArr: [501, 1, 10, 11, 1_700_000_000, 2], sArr: ["1", "2", ""], homeScore: [1, 0, 0, 1, 3] }],
  code: 0,
};

describe("apiBinaryRequest", () => {
  it("decodes a valid protobuf reply sent with the contract's POST JSON request", async () => {
    let body: unknown;
    let contentType: string | null = null;
    env.server.use(
      http.post(url(PATH), async ({ request }) => {
        body = await request.json();
        contentType = request.headers.get("content-type");
        return protobufReply(samplePayload);
      }),
    );
    const result = await apiBinaryRequest(PATH, {}, decode);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cArr[0]?.name).toBe("英超");
    expect(result.data.matches[0]?.iArr).toEqual([501, 1, 10, 11, 1_700_000_000, 2]);
    expect(result.data.matches[0]?.homeScore).toEqual([1, 0, 0, 1, 3]);
    expect(body).toEqual({});
    expect(contentType).toBe("application/json");
  });

  it("yields no result and a console warning for bytes that do not decode", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    env.server.use(http.post(url(PATH), () => HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xff, 0xff, 0xff]).buffer)));
    const result = await apiBinaryRequest(PATH, {}, decode);
    expect(result).toMatchObject({ ok: false, reason: "decode" });
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain(PATH);
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("treats a decoder that returns null as a decode failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    env.server.use(http.post(url(PATH), () => protobufReply(samplePayload)));
    await expect(apiBinaryRequest(PATH, {}, () => null)).resolves.toMatchObject({ ok: false, reason: "decode" });
  });

  it("takes a decoder that works a slice at a time (a promise), and its rejection as a decode failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    env.server.use(http.post(url(PATH), () => protobufReply(samplePayload)));
    const sliced = async (bytes: Uint8Array) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return decode(bytes);
    };
    const result = await apiBinaryRequest(PATH, {}, sliced);
    expect(result.ok && result.data.matches[0]?.iArr).toEqual([501, 1, 10, 11, 1_700_000_000, 2]);
    await expect(apiBinaryRequest(PATH, {}, () => Promise.reject(new RangeError("index out of range")))).resolves.toMatchObject({ ok: false, reason: "decode" });
    await expect(apiBinaryRequest(PATH, {}, () => Promise.resolve(null))).resolves.toMatchObject({ ok: false, reason: "decode" });
    expect(warn).toHaveBeenCalled();
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("handles the payload's own code like the envelope's: 4000 warns", async () => {
    env.server.use(http.post(url(PATH), () => protobufReply({ code: 4000 })));
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "code", code: 4000 });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("warning", "请求过于频繁，请稍后重试！");
  });

  it("handles the payload's own code like the envelope's: 10040 ends the session", async () => {
    setSessionTokens({ accessToken: "a", refreshToken: "r" });
    env.server.use(http.post(url(PATH), () => protobufReply({ code: 10040 })));
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, code: 10040 });
    expect(getAccessToken()).toBeNull();
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("warning", "登录过期，请重新登录");
    expect(env.onSessionExpired).toHaveBeenCalledOnce();
  });

  it("refreshes on the payload's 10050 and replays with the new token", async () => {
    setSessionTokens({ accessToken: "old-access", refreshToken: "old-refresh" });
    env.server.use(
      http.post(url(PATH), ({ request }) =>
        request.headers.get("authorization") === "Bearer new-access" ? protobufReply(samplePayload) : protobufReply({ code: 10050 }),
      ),
      http.post(url("/refresh"), () => okJson({ accessToken: "new-access", refreshToken: "new-refresh" })),
    );
    const result = await apiBinaryRequest(PATH, {}, decode);
    expect(result.ok).toBe(true);
    expect(getAccessToken()).toBe("new-access");
  });

  it("yields nothing for another code; the message has no text, so nothing is shown", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    env.server.use(http.post(url(PATH), () => protobufReply({ code: 12345 })));
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "code", code: 12345 });
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("reports a non-2xx reply as a transport error", async () => {
    env.server.use(http.post(url(PATH), () => new HttpResponse(null, { status: 502, statusText: "Bad Gateway" })));
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "transport" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "服务器繁忙，请稍后重试（HTTP 502）");
  });
});

describe("a binary call started before its reader (startBinaryCall)", () => {
  afterEach(() => clearStartedCalls());

  /** Serves the list, counting the requests; each reply names its request by the count. */
  function countedList() {
    const calls = { count: 0 };
    env.server.use(
      http.post(url(PATH), () => {
        calls.count += 1;
        return protobufReply({ ...samplePayload, cArr: [{ id: 1, name: `第${calls.count}次` }] });
      }),
    );
    return calls;
  }

  it("is taken by the first call of the same path and body: one request, its reply, and when it left", async () => {
    const calls = countedList();
    const startedAt = Date.now();
    startBinaryCall(PATH, {});
    await vi.waitFor(() => expect(calls.count).toBe(1));
    const sent: number[] = [];
    const taken = await apiBinaryRequest(PATH, {}, decode, { onSent: (at) => sent.push(at) });
    expect(taken.ok && taken.data.cArr[0]?.name).toBe("第1次");
    expect(calls.count).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThanOrEqual(startedAt);
    expect(sent[0]).toBeLessThanOrEqual(startedAt + 50);
    // Taken once: the next call asks again.
    const next = await apiBinaryRequest(PATH, {}, decode);
    expect(next.ok && next.data.cArr[0]?.name).toBe("第2次");
    expect(calls.count).toBe(2);
  });

  it("is not taken by a call with another body, nor after the token changed", async () => {
    const calls = countedList();
    startBinaryCall(PATH, {});
    const other = await apiBinaryRequest(PATH, { matchDate: "2026-12-01" }, decode);
    expect(other.ok && other.data.cArr[0]?.name).toMatch(/^第[12]次$/);
    expect(calls.count).toBe(2);

    // The started call is still waiting; the user signed in meanwhile, so it is dropped, not taken.
    setSessionTokens({ accessToken: "signed-in", refreshToken: "r" });
    await apiBinaryRequest(PATH, {}, decode);
    expect(calls.count).toBe(3);
    expect(takeStartedCall(PATH, {}, null)).toBeNull();
  });

  it("is let go when no call takes it in time", async () => {
    countedList();
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    try {
      startBinaryCall(PATH, {});
      vi.advanceTimersByTime(STARTED_CALL_KEEP_MS + 1);
      expect(takeStartedCall(PATH, {}, null)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("started with a decoder, decodes its reply as it arrives; a call decoding the same way gets that result", async () => {
    const calls = countedList();
    const early = vi.fn(decode);
    startBinaryCall(PATH, {}, early);
    // Decoded before any reader asks for it.
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    const taken = await apiBinaryRequest(PATH, {}, early);
    expect(taken.ok && taken.data.cArr[0]?.name).toBe("第1次");
    expect(early).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(1);
  });

  it("started with a decoder, hands a reader decoding another way the bytes to decode itself", async () => {
    const calls = countedList();
    const early = vi.fn(decode);
    startBinaryCall(PATH, {}, early);
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    const own = vi.fn((bytes: Uint8Array) => ({ ...decode(bytes), code: 0 }));
    const taken = await apiBinaryRequest(PATH, {}, own);
    expect(taken.ok && taken.data.cArr[0]?.name).toBe("第1次");
    expect(own).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(1);
  });

  it("started with a decoder, passes on bytes that do not decode as the reader's decode failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    env.server.use(http.post(url(PATH), () => HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xff, 0xff, 0xff]).buffer)));
    startBinaryCall(PATH, {}, decode);
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "decode" });
    expect(String(warn.mock.calls[0]?.[0])).toContain(PATH);
    expect(env.notify).not.toHaveBeenCalled();
  });

  it("answers a caller that gave up as aborted at once, and passes on a started call's failure", async () => {
    env.server.use(http.post(url(PATH), async () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" })));
    startBinaryCall(PATH, {});
    const controller = new AbortController();
    const pending = apiBinaryRequest(PATH, {}, decode, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "aborted" });

    startBinaryCall(PATH, {});
    await expect(apiBinaryRequest(PATH, {}, decode)).resolves.toMatchObject({ ok: false, reason: "transport" });
    expect(env.notify).toHaveBeenCalledExactlyOnceWith("error", "服务器繁忙，请稍后重试（HTTP 503）");
  });
});
