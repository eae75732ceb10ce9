// JSON and multipart calls: send → envelope → decrypt → zod → result. Expected failures come
// back as { ok: false } after the contract's toast or session effect; nothing here throws.
import type { z } from "zod/mini";
import type { ApiResult, SilentCodes } from "./api-result";
import { httpConfig } from "./client-config";
import { decodeJsonReply } from "./json-reply";
import { settle } from "./reply-handling";
import { getAccessToken } from "./session-tokens";
import { pendingRefresh } from "./token-refresh";
import { readText, send, type HttpMethod, type OutgoingBody } from "./transport";

export interface CallOptions {
  signal?: AbortSignal;
  /** Non-zero codes whose toast this caller suppresses, or "all" (session codes keep their effects). */
  silentCodes?: SilentCodes;
  /**
   * A call the user did not ask for (a background correction): no failure of any kind is shown,
   * each is logged instead; session codes keep their effects.
   */
  background?: boolean;
}

export interface ApiRequestOptions<T> extends CallOptions {
  /** JSON body for POST; query parameters for GET. */
  body?: unknown;
  method?: HttpMethod;
  schema: z.core.$ZodType<T>;
}

interface JsonCall<T> extends CallOptions {
  path: string;
  method: HttpMethod;
  body: OutgoingBody;
  schema: z.core.$ZodType<T>;
}

async function runJsonCall<T>(call: JsonCall<T>, replayed: boolean): Promise<ApiResult<T>> {
  // A request made while a refresh runs waits for it rather than sending a token about to die.
  if (!replayed) await pendingRefresh();
  const sentToken = getAccessToken();
  const sent = await send(
    { path: call.path, method: call.method, body: call.body, bearer: sentToken, signal: call.signal },
    readText,
  );
  const result = sent.ok ? await decodeJsonReply(sent.body, call.schema, httpConfig().payloadKey) : sent;
  return settle(
    {
      path: call.path,
      sentToken,
      replayed,
      replay: () => runJsonCall(call, true),
      silentCodes: call.silentCodes,
      background: call.background,
    },
    result,
  );
}

/** A JSON call (POST by default) whose decrypted payload is validated by `schema`. */
export function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<ApiResult<T>> {
  const { body, method = "POST", schema, signal, silentCodes, background } = options;
  return runJsonCall(
    { path, method, body: { kind: "json", value: body }, schema, signal, silentCodes, background },
    false,
  );
}

/** A multipart upload (fetch sets the multipart Content-Type and boundary itself). */
export function apiUpload<T>(
  path: string,
  form: FormData,
  schema: z.core.$ZodType<T>,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  return runJsonCall({ path, method: "POST", body: { kind: "form", value: form }, schema, ...options }, false);
}
