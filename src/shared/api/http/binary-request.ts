// The *_b list calls: same request, but the reply body is raw protobuf bytes (not encrypted)
// whose own `code` field plays the envelope's role (docs/wire-protocol.md, "Binary list calls").
import { failure, type ApiFailure, type ApiResult } from "./api-result";
import { decodeBinaryReply, type BinaryDecoder } from "./decode-binary-reply";
import type { CallOptions } from "./http-client";
import { settle } from "./reply-handling";
import { getAccessToken } from "./session-tokens";
import { pendingRefresh } from "./token-refresh";
import { takeStartedCall } from "./started-calls";
import { readBytes, send } from "./transport";

export type { BinaryDecoder } from "./decode-binary-reply";

export interface BinaryCallOptions extends CallOptions {
  /** Told when the request left (unix ms), at each send: a reply's rows are as of then. */
  onSent?: (sentAt: number) => void;
}

/** A started call's reply (or its decoded result), or "aborted" as soon as the caller's signal is. */
function abortable<T>(reply: Promise<T>, signal: AbortSignal | undefined): Promise<T | ApiFailure> {
  if (!signal) return reply;
  if (signal.aborted) return Promise.resolve(failure("aborted", "aborted", { cause: signal.reason }));
  return new Promise((resolve) => {
    const onAbort = () => resolve(failure("aborted", "aborted", { cause: signal.reason }));
    signal.addEventListener("abort", onAbort, { once: true });
    void reply.then((received) => {
      signal.removeEventListener("abort", onAbort);
      resolve(received);
    });
  });
}

async function runBinaryCall<R extends { code?: number | null }>(
  path: string,
  body: unknown,
  decode: BinaryDecoder<R>,
  options: BinaryCallOptions,
  replayed: boolean,
): Promise<ApiResult<R>> {
  if (!replayed) await pendingRefresh();
  const sentToken = getAccessToken();
  // The same call started at start-up (started-calls.ts) is taken instead of asking again; a replay
  // after a token refresh always asks again.
  const started = replayed ? null : takeStartedCall(path, body, sentToken);
  options.onSent?.(started?.sentAt ?? Date.now());
  let result: ApiResult<R>;
  if (started?.decoded?.by === decode) {
    // Decoded as its bytes arrived, by this same decoder.
    result = (await abortable(started.decoded.result, options.signal)) as ApiResult<R>;
  } else {
    const sent = started
      ? await abortable(started.reply, options.signal)
      : await send({ path, method: "POST", body: { kind: "json", value: body }, bearer: sentToken, signal: options.signal }, readBytes);
    result = sent.ok ? await decodeBinaryReply(sent.body, decode) : sent;
  }
  return settle(
    {
      path,
      sentToken,
      replayed,
      replay: () => runBinaryCall(path, body, decode, options, true),
      silentCodes: options.silentCodes,
      background: options.background,
    },
    result,
  );
}

/**
 * A binary list call. `decode` turns the bytes into a message (e.g. the generated
 * `kanqiu.MatchListPayload.decode`); a decode failure yields no result and a console warning. A
 * call started earlier with the same path and body (`startBinaryCall`) is taken, not sent again.
 */
export function apiBinaryRequest<R extends { code?: number | null }>(
  path: string,
  body: unknown,
  decode: BinaryDecoder<R>,
  options: BinaryCallOptions = {},
): Promise<ApiResult<R>> {
  return runBinaryCall(path, body, decode, options, false);
}
