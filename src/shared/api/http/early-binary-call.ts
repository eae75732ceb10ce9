// A binary call sent before the code that reads it has loaded: the page's first list can leave
// while the start-up chunk still evaluates, instead of after the page's chunks. Only the bytes are
// kept; decoding waits for the reader, so it does not compete with the chunks' evaluation. The
// reader takes the reply once, and only for the same path, body and token; nobody asking within
// EARLY_CALL_TTL_MS drops it (a page that never reads it does not hold a megabyte of bytes).
import { getAccessToken } from "./session-tokens";
import { readBytes, send, type Received } from "./transport";

/** How long a reply no reader has asked for is kept. */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  token: string | null;
  /** Unix ms when it left. */
  sentAt: number;
  reply: Promise<Received<Uint8Array>>;
}

const early = new Map<string, EarlyCall>();

const keyOf = (path: string, body: unknown) => `${path} ${JSON.stringify(body ?? {})}`;

/** Sends the call now; the first apiBinaryRequest for the same path and body gets its reply. */
export function startEarlyBinaryCall(path: string, body: unknown): void {
  const key = keyOf(path, body);
  if (early.has(key)) return;
  const token = getAccessToken();
  const call: EarlyCall = { token, sentAt: Date.now(), reply: send({ path, method: "POST", body: { kind: "json", value: body }, bearer: token }, readBytes) };
  early.set(key, call);
  setTimeout(() => {
    if (early.get(key) === call) early.delete(key);
  }, EARLY_CALL_TTL_MS);
}

/** The early reply for this call, once; undefined when none was sent or it went with another token. */
export function takeEarlyBinaryCall(path: string, body: unknown, token: string | null): Pick<EarlyCall, "sentAt" | "reply"> | undefined {
  const key = keyOf(path, body);
  const call = early.get(key);
  if (!call) return undefined;
  early.delete(key);
  return call.token === token ? call : undefined;
}
