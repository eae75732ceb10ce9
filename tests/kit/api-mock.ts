// An MSW server answering the app's calls the way the product API does ({code, msg, data:
// encrypted}), recording every call so tests can assert what was sent. `useApiMock()` runs it
// around a test file with the HTTP client pointed at it.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { SIM_PAYLOAD_KEY } from "#wire";
import { encryptPayload } from "#wire/cipher";
import { configureHttpClient, resetHttpClientConfig, type HttpClientConfig } from "@/shared/api";
import { TEST_API_BASE } from "./fixtures";

export interface MockCall {
  path: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

/** A reply: success data (msg optional), or a non-zero code with its message. */
export type MockReply = { data: unknown; msg?: string } | { code: number; msg: string };
type Responder = (call: MockCall) => MockReply;

export const ok = (data: unknown, msg = "success"): MockReply => ({ data, msg });
export const fail = (code: number, msg: string): MockReply => ({ code, msg });

export function createApiMock(baseUrl = TEST_API_BASE) {
  const calls: MockCall[] = [];
  const routes = new Map<string, Responder>();
  const prefix = new URL(baseUrl).pathname;

  const handler = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(prefix.length);
    const text = request.method === "GET" ? "" : await request.text();
    const call: MockCall = {
      path,
      method: request.method,
      body: text ? (JSON.parse(text) as unknown) : Object.fromEntries(url.searchParams),
      authorization: request.headers.get("authorization"),
    };
    calls.push(call);
    const respond = routes.get(path);
    if (!respond) return HttpResponse.json({ code: 99999, msg: `unmocked ${path}`, data: null });
    const reply = respond(call);
    if ("code" in reply) return HttpResponse.json({ code: reply.code, msg: reply.msg, data: null });
    const data = reply.data === null || reply.data === undefined ? null : encryptPayload(reply.data, SIM_PAYLOAD_KEY);
    return HttpResponse.json({ code: 0, msg: reply.msg ?? "success", data });
  };
  const server = setupServer(http.post(`${baseUrl}/*`, handler), http.get(`${baseUrl}/*`, handler));

  return {
    server,
    baseUrl,
    calls,
    /** Answers `path` with `data` (code 0), or with a reply made by ok() or fail(). */
    on(path: string, data: unknown) {
      routes.set(path, () => (isReply(data) ? data : ok(data)));
    },
    /** Answers `path` with a reply computed from each call. */
    answer(path: string, respond: Responder) {
      routes.set(path, respond);
    },
    /** The calls made to `path`, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    paths: () => calls.map((call) => call.path),
    reset() {
      calls.length = 0;
      routes.clear();
    },
  };
}

function isReply(value: unknown): value is MockReply {
  return typeof value === "object" && value !== null && ("code" in value || "data" in value) && "msg" in value;
}

export type ApiMock = ReturnType<typeof createApiMock>;

/**
 * A mock for the test file: listening throughout; before each test the HTTP client points at it
 * with `notify` for its toasts (default: dropped); after each, routes, calls and client config
 * are cleared, so every test sets its own answers.
 */
export function useApiMock(notify: HttpClientConfig["notify"] = () => {}): ApiMock {
  const api = createApiMock();
  beforeAll(() => api.server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => configureHttpClient({ baseUrl: api.baseUrl, notify }));
  afterEach(() => {
    api.reset();
    resetHttpClientConfig();
  });
  afterAll(() => api.server.close());
  return api;
}
