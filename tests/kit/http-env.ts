// The HTTP client's test environment: an MSW server, a configured client with spies, and
// replies built the way the server builds them.
import { HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { configureHttpClient, resetHttpClientConfig, type NotifyLevel } from "@/shared/api";
import { encryptPayload } from "#wire/cipher";

export const BASE_URL = "http://api.kanqiu.test";
export const TEST_KEY = "test-payload-key";
export const url = (path: string) => `${BASE_URL}${path}`;

export const okJson = (data: unknown) =>
  HttpResponse.json({ code: 0, msg: "success", data: data === null ? null : encryptPayload(data, TEST_KEY) });
export const codeJson = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** Starts an MSW server for the file and a fresh client config (with spies) for each test. */
export function useHttpTestEnv() {
  const server = setupServer();
  const spies = {
    notify: vi.fn<(level: NotifyLevel, message: string) => void>(),
    onSessionExpired: vi.fn<() => void>(),
  };
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    spies.notify.mockReset();
    spies.onSessionExpired.mockReset();
    configureHttpClient({ baseUrl: BASE_URL, payloadKey: TEST_KEY, ...spies });
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    resetHttpClientConfig();
  });
  afterAll(() => server.close());
  return { server, ...spies };
}
