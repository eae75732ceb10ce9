// Test kit for the sim's HTTP routes (reached as "#test-kit/sim-routes"): a route harness (a small
// backend whose wall clock the test moves and whose SMS lines it reads), calls straight through
// handleSimRequest with the client's headers, decrypted replies, and a quick code login. Kept out
// of sim/ so no production file can import it. (#test-kit/sim's createTestBackend is the plain
// backend the app's tests put behind MSW.)
import { API_PATHS, REPLY_CODES } from "#wire";
import { decryptPayload } from "#wire/cipher";
import { createSimBackend, type SimBackend, type SimBackendOptions } from "../../sim/backend";
import { TEST_NOW, TEST_OFFSET } from "../../sim/core/test-fixtures";
import { handleSimRequest } from "../../sim/http/routes";
import type { SimResponse } from "../../sim/http/sim-request";

export interface RouteHarness {
  backend: SimBackend;
  /** Moves the wall clock (codes, tokens) forward; the sim's match clock stays at TEST_NOW. */
  tick(ms: number): void;
  /** Lines the SMS "gateway" printed. */
  smsLines: string[];
}

export function createRouteHarness(options: SimBackendOptions = {}): RouteHarness {
  let wall = TEST_NOW;
  const smsLines: string[] = [];
  const backend = createSimBackend({
    seed: 11,
    now: () => TEST_NOW,
    utcOffsetMinutes: TEST_OFFSET,
    footballPerDay: 200,
    basketballPerDay: 40,
    wallClock: () => wall,
    smsLog: (line) => smsLines.push(line),
    ...options,
  });
  return { backend, smsLines, tick: (ms) => (wall += ms) };
}

export interface DecodedReply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function raw(backend: SimBackend, path: string, body?: unknown, token?: string, method = "POST"): Promise<SimResponse> {
  const headers: Record<string, string> = { scope: "web" };
  if (token) headers["authorization"] = `Bearer ${token}`;
  const reply = await handleSimRequest(backend, { method, path, headers, body });
  if (!reply) throw new Error(`no route ${path}`);
  return reply;
}

/** One JSON call; `data` decrypted. */
export async function call<T = unknown>(backend: SimBackend, path: string, body?: unknown, token?: string, method = "POST"): Promise<DecodedReply<T>> {
  const reply = await raw(backend, path, body, token, method);
  const envelope = JSON.parse(reply.body as string) as { code: number; msg: string; data: string | null };
  return { code: envelope.code, msg: envelope.msg, data: (envelope.data === null ? null : decryptPayload(envelope.data, backend.payloadKey)) as T };
}

export interface LoginData {
  accessToken: string;
  refreshToken: string;
  first: boolean;
}

/** sendCode + /login for a +86 number; returns the login reply data. */
export async function codeLogin(backend: SimBackend, phoneNumber: string): Promise<LoginData> {
  const sent = await call(backend, API_PATHS.account.sendCode, { nationalCode: "86", phoneNumber, scene: "login" });
  if (sent.code !== REPLY_CODES.success && sent.code !== REPLY_CODES.rateLimited) throw new Error(`sendCode ${sent.code}`);
  const code = backend.accounts.codes.last("86", phoneNumber);
  const login = await call<LoginData>(backend, API_PATHS.account.login, { code, nationalCode: "86", phoneNumber, source: "web" });
  if (login.code !== REPLY_CODES.success) throw new Error(`login ${login.code} ${login.msg}`);
  return login.data;
}
