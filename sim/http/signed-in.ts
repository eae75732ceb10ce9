// Token-bound calls: the bearer must be a live access token. None or unknown → 10040, expired →
// 10050 (the client then refreshes and replays). The handler gets the caller's account.
import { REPLY_CODES } from "#wire";
import type { SimBackend } from "../backend";
import { ERR, type ApiError } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import { bearerToken } from "../accounts/account-state";
import { fail } from "./replies";
import type { SimRouteHandler } from "./route-types";
import type { SimRequest, SimResponse } from "./sim-request";

export type AccountRouteHandler = (backend: SimBackend, req: SimRequest, account: SimAccount) => SimResponse | Promise<SimResponse>;

/** The caller's account, or the 10040/10050 error to answer with. */
export function callerOf(backend: SimBackend, req: SimRequest): { account: SimAccount } | { error: ApiError } {
  const check = backend.accounts.tokens.checkAccess(bearerToken(req.headers["authorization"]));
  if (!check.ok) return { error: check.code === REPLY_CODES.accessTokenExpired ? ERR.sessionExpired : ERR.sessionInvalid };
  const account = backend.accounts.book.get(check.accountId);
  return account ? { account } : { error: ERR.sessionInvalid };
}

export function signedIn(handler: AccountRouteHandler): SimRouteHandler {
  return (backend, req) => {
    const caller = callerOf(backend, req);
    return "error" in caller ? fail(caller.error) : handler(backend, req, caller.account);
  };
}

/** The caller of a public call: any access token the sim issued (an expired one too) names its account; none or an unknown one is a guest. */
export function viewerOf(backend: SimBackend, req: SimRequest): SimAccount | undefined {
  return backend.accounts.holderOf(bearerToken(req.headers["authorization"]));
}
