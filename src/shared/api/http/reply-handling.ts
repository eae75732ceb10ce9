// What the user sees for each failed call, and the session rules for codes
// (docs/wire-protocol.md, "Codes"). Shared by JSON, upload and binary calls.
import { API_PATHS, REPLY_CODES } from "#wire";
import { failure, HTTP_MESSAGES, type ApiFailure, type ApiResult, type SilentCodes } from "./api-result";
import { httpConfig } from "./client-config";
import { expireSession } from "./session-expiry";
import { getAccessToken } from "./session-tokens";
import { refreshSession } from "./token-refresh";

export interface CallContext<T> {
  path: string;
  /** The access token the request went out with. */
  sentToken: string | null;
  /** True for the one replay after a refresh: it is never refreshed again (no loops). */
  replayed: boolean;
  replay: () => Promise<ApiResult<T>>;
  silentCodes?: SilentCodes | undefined;
  /** Nothing is shown for any failure (logged instead); session codes keep their effects. */
  background?: boolean | undefined;
}

function report(path: string, result: ApiFailure, background: boolean): void {
  const { notify } = httpConfig();
  if (result.reason === "aborted") return;
  if (background) {
    console.warn(`[http] ${path}: ${result.reason}: ${result.message}`, result.cause ?? "");
    return;
  }
  switch (result.reason) {
    case "decode":
      console.warn(`[http] ${path}: binary reply failed to decode`, result.cause);
      return;
    case "setup":
    case "transport":
    case "decrypt":
    case "format":
      console.error(`[http] ${path}: ${result.message}`, result.cause);
      notify("error", result.message);
      return;
    default:
      notify("error", result.message);
  }
}

function isSessionCode(code: number): boolean {
  return (
    code === REPLY_CODES.refreshTokenInvalid ||
    code === REPLY_CODES.accessTokenInvalid ||
    code === REPLY_CODES.accessTokenExpired
  );
}

async function handleCode<T>(context: CallContext<T>, result: ApiFailure & { code: number }): Promise<ApiResult<T>> {
  const { code } = result;
  const silent = context.background === true || context.silentCodes === "all" || (context.silentCodes?.includes(code) ?? false);
  const { notify } = httpConfig();

  if (isSessionCode(code) && !context.replayed && context.path !== API_PATHS.account.refresh) {
    // The token was replaced (refreshed or a new login) while this call was in flight: retry
    // with the current one rather than refreshing again or ending the new session.
    const current = getAccessToken();
    if (current !== null && current !== context.sentToken) return context.replay();
    if (code === REPLY_CODES.accessTokenExpired) {
      if (await refreshSession()) return context.replay();
      return failure("code", HTTP_MESSAGES.sessionExpired, { code });
    }
  }
  if (code === REPLY_CODES.refreshTokenInvalid || code === REPLY_CODES.accessTokenInvalid) {
    expireSession();
    return failure("code", HTTP_MESSAGES.sessionExpired, { code });
  }
  if (code === REPLY_CODES.rateLimited) {
    if (!silent) notify("warning", HTTP_MESSAGES.rateLimited);
    else if (context.background) console.warn(`[http] ${context.path}: code ${code} (rate limited)`);
    return failure("code", HTTP_MESSAGES.rateLimited, { code });
  }
  // Any other code (and a 10050 on the replay): the server's message, if it sent one.
  if (silent) {
    if (context.background) console.warn(`[http] ${context.path}: code ${code} ${result.message}`);
    return result;
  }
  if (result.message) notify("error", result.message);
  else console.warn(`[http] ${context.path}: code ${code} without a message`);
  return result;
}

/** Applies the contract's behaviour to a finished call and returns what the caller gets. */
export async function settle<T>(context: CallContext<T>, result: ApiResult<T>): Promise<ApiResult<T>> {
  if (result.ok) return result;
  if (result.reason === "code" && result.code !== undefined) return handleCode(context, { ...result, code: result.code });
  report(context.path, result, context.background === true);
  return result;
}
