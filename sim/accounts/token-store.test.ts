import { describe, expect, it } from "vitest";
import { REFRESH_TOKEN_TTL_MS, TokenStore } from "./token-store";

function store(ttlSeconds = 120) {
  let now = 1_000_000;
  let n = 0;
  const tokens = new TokenStore({ now: () => now, accessTtlMs: ttlSeconds * 1000, newToken: () => `t${++n}` });
  return { tokens, tick: (ms: number) => (now += ms) };
}

describe("TokenStore", () => {
  it("accepts a fresh access token and names its account", () => {
    const { tokens } = store();
    const pair = tokens.issue(42);
    expect(tokens.checkAccess(pair.accessToken)).toEqual({ ok: true, accountId: 42 });
  });

  it("answers 10040 for no token, an unknown one, or a refresh token used as access", () => {
    const { tokens } = store();
    const pair = tokens.issue(42);
    expect(tokens.checkAccess(undefined)).toEqual({ ok: false, code: 10040 });
    expect(tokens.checkAccess("nope")).toEqual({ ok: false, code: 10040 });
    expect(tokens.checkAccess(pair.refreshToken)).toEqual({ ok: false, code: 10040 });
  });

  it("answers 10050 once the access token's lifetime has passed", () => {
    const { tokens, tick } = store(120);
    const pair = tokens.issue(42);
    tick(119_999);
    expect(tokens.checkAccess(pair.accessToken).ok).toBe(true);
    tick(1);
    expect(tokens.checkAccess(pair.accessToken)).toEqual({ ok: false, code: 10050 });
    expect(tokens.holder(pair.accessToken)).toBe(42);
  });

  it("rotates both tokens on refresh; the old refresh token dies", () => {
    const { tokens, tick } = store();
    const first = tokens.issue(7);
    tick(200_000);
    const second = tokens.rotate(first.refreshToken);
    expect(second).toBeDefined();
    expect(second!.accessToken).not.toBe(first.accessToken);
    expect(second!.refreshToken).not.toBe(first.refreshToken);
    expect(tokens.checkAccess(second!.accessToken)).toEqual({ ok: true, accountId: 7 });
    expect(tokens.rotate(first.refreshToken)).toBeUndefined();
    expect(tokens.rotate("unknown")).toBeUndefined();
  });

  it("refuses a refresh token after seven days", () => {
    const { tokens, tick } = store();
    const pair = tokens.issue(7);
    tick(REFRESH_TOKEN_TTL_MS);
    expect(tokens.rotate(pair.refreshToken)).toBeUndefined();
  });
});
