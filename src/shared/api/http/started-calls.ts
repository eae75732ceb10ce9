// Binary calls started before the code that reads them has arrived. The app's entry starts the
// first list's request as the start chunk begins to run (the list's model and its page are later
// chunks); the list's call then takes that reply instead of asking again. Started with a decoder,
// the reply is decoded as soon as its bytes arrive, while those chunks still load, and a taker
// decoding with that same function gets the result. A started call is taken once, by a call to
// the same path with the same body and the same token, within STARTED_CALL_KEEP_MS; otherwise it
// is dropped and the reader's call goes out as usual.
import type { ApiResult } from "./api-result";
import { decodeBinaryReply, type BinaryDecoder } from "./decode-binary-reply";
import { getAccessToken } from "./session-tokens";
import { readBytes, send, type Received } from "./transport";

/** How long a started call waits to be taken: after that its reply is too old to show. */
export const STARTED_CALL_KEEP_MS = 30_000;

export interface StartedCall {
  /** Unix ms when the request left. */
  sentAt: number;
  reply: Promise<Received<Uint8Array>>;
  /** The reply decoded as it arrived, and by which decoder (a call started with one). */
  decoded?: { by: BinaryDecoder<unknown>; result: Promise<ApiResult<unknown>> };
}

interface Pending extends StartedCall {
  bearer: string | null;
}

const started = new Map<string, Pending>();
const keyOf = (path: string, body: unknown) => `${path} ${JSON.stringify(body ?? {})}`;

/**
 * Sends a binary call now, for `takeStartedCall` to hand over later, its reply decoded by `decode`
 * as soon as it arrives when one is given; a second start of the same call does nothing.
 */
export function startBinaryCall<R extends { code?: number | null }>(path: string, body: unknown, decode?: BinaryDecoder<R>): void {
  const key = keyOf(path, body);
  if (started.has(key)) return;
  const bearer = getAccessToken();
  const reply = send({ path, method: "POST", body: { kind: "json", value: body }, bearer }, readBytes);
  const call: Pending = { sentAt: Date.now(), bearer, reply };
  if (decode) {
    const result = reply.then((sent) => (sent.ok ? decodeBinaryReply(sent.body, decode) : sent));
    call.decoded = { by: decode as BinaryDecoder<unknown>, result };
  }
  started.set(key, call);
  // Not taken in time: the bytes are let go.
  setTimeout(() => {
    if (started.get(key) === call) started.delete(key);
  }, STARTED_CALL_KEEP_MS);
}

/** The started call of this path and body, once, if it was sent with `bearer` and is recent; null otherwise. */
export function takeStartedCall(path: string, body: unknown, bearer: string | null, now = Date.now()): StartedCall | null {
  const key = keyOf(path, body);
  const call = started.get(key);
  if (!call) return null;
  started.delete(key);
  if (call.bearer !== bearer || now - call.sentAt > STARTED_CALL_KEEP_MS) return null;
  return { sentAt: call.sentAt, reply: call.reply, decoded: call.decoded };
}

/** Forgets every started call (tests). */
export function clearStartedCalls(): void {
  started.clear();
}
