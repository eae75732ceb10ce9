// Session tokens live in localStorage under the contract's keys (docs/product-rules.md
// "Session"), so a login survives reloads and every tab sees the same session.
import { readItem, removeItem, writeItem } from "./browser-storage";

export const ACCESS_TOKEN_KEY = "accessToken";
export const REFRESH_TOKEN_KEY = "refreshToken";
/** Cached user info; cleared with the tokens when the session ends. */
export const USER_INFO_KEY = "userInfo";

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export function getAccessToken(): string | null {
  return readItem("localStorage", ACCESS_TOKEN_KEY) || null;
}

export function getRefreshToken(): string | null {
  return readItem("localStorage", REFRESH_TOKEN_KEY) || null;
}

export function setSessionTokens(tokens: SessionTokens): void {
  writeItem("localStorage", ACCESS_TOKEN_KEY, tokens.accessToken);
  writeItem("localStorage", REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearSessionTokens(): void {
  removeItem("localStorage", ACCESS_TOKEN_KEY);
  removeItem("localStorage", REFRESH_TOKEN_KEY);
}

/** True when anything of a session (either token or the user info) is stored. */
export function hasStoredSession(): boolean {
  return [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_INFO_KEY].some((key) => readItem("localStorage", key) !== null);
}

/** Logs out locally: both tokens and the cached user info. */
export function clearStoredSession(): void {
  clearSessionTokens();
  removeItem("localStorage", USER_INFO_KEY);
}
