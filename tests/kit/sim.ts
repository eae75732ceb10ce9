// The simulated backend for the app's tests: a sim (seeded, on the fixed test clock unless told
// otherwise) answering the real HTTP client and socket through MSW, on a test origin.
// `useTestSim()` starts it around a test file and points the HTTP client at it. (The sim's own
// route tests drive it without MSW: #test-kit/sim-routes.)
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { SIM_PAYLOAD_KEY, SOCKET_PATH } from "#wire";
import { buildSignedSocketUrl } from "#wire/cipher";
import { configureHttpClient, createAppSocket, resetHttpClientConfig, type NotifyLevel } from "@/shared/api";
import type { Scope } from "effector";
import { createSimBackend, type SimBackend, type SimBackendOptions } from "../../sim/backend";
import { createSimHandlers } from "../../sim/msw/sim-handlers";
import { TEST_API_BASE, TEST_NOW, TEST_OFFSET, TEST_ORIGIN } from "./fixtures";

/** The incidents and stats the sim serves for a match (what a match-detail view should show). */
export { matchDetail, type MatchDetail } from "../../sim/http/match-detail-incidents";
/** The sim itself with no test defaults, and its frame recordings (tests/fixtures/*.jsonl). */
export { createSimBackend } from "../../sim/backend";
export { parseRecording } from "../../sim/core";
export { TEST_API_BASE, TEST_ORIGIN };

/** A small sim on the fixed test clock; pass options to change the day's size, seed or clock. */
export function createTestBackend(options: SimBackendOptions = {}): SimBackend {
  return createSimBackend({ seed: 7, now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 300, basketballPerDay: 40, ...options });
}

export interface TestSim {
  backend: SimBackend;
  server: ReturnType<typeof setupServer>;
  /** Messages the HTTP client showed the user (its toasts). */
  notices: { level: NotifyLevel; message: string }[];
  /** The app's socket client, reporting into `scope`, connected to this sim. */
  connectSocket: (scope?: Scope) => ReturnType<typeof createAppSocket>;
}

/** Starts the sim's MSW server for the file and points the HTTP client at it. */
export function useTestSim(backend: SimBackend = createTestBackend()): TestSim {
  const server = setupServer(...createSimHandlers(backend, { origin: TEST_ORIGIN }));
  const notices: TestSim["notices"] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    configureHttpClient({ baseUrl: TEST_API_BASE, notify: (level, message) => notices.push({ level, message }) });
  });
  afterAll(() => {
    server.close();
    resetHttpClientConfig();
  });
  const connectSocket = (scope?: Scope) => {
    const socket = createAppSocket({
      scope,
      url: () => buildSignedSocketUrl(`${TEST_ORIGIN.replace("http", "ws")}${SOCKET_PATH}`, SIM_PAYLOAD_KEY, Math.floor(Date.now() / 1000)),
    });
    socket.connect();
    return socket;
  };
  return { backend, server, notices, connectSocket };
}
