// 10050 handling: one POST /refresh at a time. Every request that meets 10050 while it runs
// awaits the same promise (the queue), then replays with the new token.
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { httpConfig } from "./client-config";
import { decodeJsonReply } from "./json-reply";
import { expireSession } from "./session-expiry";
import { getRefreshToken, setSessionTokens } from "./session-tokens";
import { readText, send } from "./transport";

const refreshReplySchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

let inFlight: Promise<boolean> | null = null;

/** The running refresh, if any (new requests wait for it instead of sending a stale token). */
export function pendingRefresh(): Promise<boolean> | null {
  return inFlight;
}

/** Refreshes the tokens, sharing one call among all callers; false once the session is over. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    const sent = await send(
      { path: API_PATHS.account.refresh, method: "POST", body: { kind: "json", value: {} }, bearer: refreshToken },
      readText,
    );
    const result = sent.ok ? await decodeJsonReply(sent.body, refreshReplySchema, httpConfig().payloadKey) : sent;
    if (result.ok) {
      setSessionTokens(result.data);
      return true;
    }
    console.warn(`[http] ${API_PATHS.account.refresh} failed (${result.reason}${result.code ? ` ${result.code}` : ""}): ${result.message}`);
  }
  expireSession();
  return false;
}
