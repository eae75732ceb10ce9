// Access and refresh tokens: opaque random strings bound to an account id. Access tokens are short
// (SIM_ACCESS_TOKEN_TTL) so the client's 10050 → /refresh path runs in normal use; a refresh
// rotates both tokens and the old refresh token dies. The clock is injected for tests.
import { REPLY_CODES } from "#wire";
import { randomHex } from "./random-source";

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600_000;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 120;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type AccessRefusal = typeof REPLY_CODES.accessTokenInvalid | typeof REPLY_CODES.accessTokenExpired;

export type AccessCheck = { ok: true; accountId: number } | { ok: false; code: AccessRefusal };

export interface TokenStoreOptions {
  now: () => number;
  accessTtlMs: number;
  refreshTtlMs?: number;
  newToken?: () => string;
}

interface Grant {
  accountId: number;
  expiresAt: number;
}

export class TokenStore {
  private readonly access = new Map<string, Grant>();
  private readonly refresh = new Map<string, Grant>();
  private readonly now: () => number;
  private readonly accessTtlMs: number;
  private readonly refreshTtlMs: number;
  private readonly newToken: () => string;

  constructor(options: TokenStoreOptions) {
    this.now = options.now;
    this.accessTtlMs = options.accessTtlMs;
    this.refreshTtlMs = options.refreshTtlMs ?? REFRESH_TOKEN_TTL_MS;
    this.newToken = options.newToken ?? (() => randomHex(24));
  }

  issue(accountId: number): TokenPair {
    const now = this.now();
    this.prune(now);
    const pair = { accessToken: this.newToken(), refreshToken: this.newToken() };
    this.access.set(pair.accessToken, { accountId, expiresAt: now + this.accessTtlMs });
    this.refresh.set(pair.refreshToken, { accountId, expiresAt: now + this.refreshTtlMs });
    return pair;
  }

  /** A token-bound call's verdict: unknown (or none) → 10040, expired → 10050. */
  checkAccess(token: string | undefined): AccessCheck {
    const grant = token ? this.access.get(token) : undefined;
    if (!grant) return { ok: false, code: REPLY_CODES.accessTokenInvalid };
    if (this.now() >= grant.expiresAt) return { ok: false, code: REPLY_CODES.accessTokenExpired };
    return { ok: true, accountId: grant.accountId };
  }

  /**
   * Who holds this access token, expired or not: public lists use it only to mark the caller's
   * follows, so a list fetched just after expiry still shows the stars.
   */
  holder(token: string | undefined): number | undefined {
    return token ? this.access.get(token)?.accountId : undefined;
  }

  /** New pair for a live refresh token (which then dies); undefined when unknown or expired. */
  rotate(refreshToken: string | undefined): TokenPair | undefined {
    const grant = refreshToken ? this.refresh.get(refreshToken) : undefined;
    if (!grant || !refreshToken) return undefined;
    this.refresh.delete(refreshToken);
    if (this.now() >= grant.expiresAt) return undefined;
    return this.issue(grant.accountId);
  }

  // Expired access tokens are kept for a refresh lifetime (holder() still reads them), then dropped.
  private prune(now: number): void {
    for (const [token, grant] of this.access) if (grant.expiresAt + this.refreshTtlMs < now) this.access.delete(token);
    for (const [token, grant] of this.refresh) if (grant.expiresAt < now) this.refresh.delete(token);
  }
}
