// The logged-in user's info is kept in localStorage under USER_INFO_KEY (written at login,
// removed at logout). Route guards only need to know whether it is there and well-formed.
import { USER_INFO_KEY } from "@/shared/api";

export interface StoredUserInfo {
  id: string | number;
  [field: string]: unknown;
}

function isStoredUserInfo(value: unknown): value is StoredUserInfo {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const id = (value as { id?: unknown }).id;
  return (typeof id === "number" && Number.isFinite(id)) || (typeof id === "string" && id !== "");
}

/** The stored user info, or null when absent, unreadable or without an id. */
export function readStoredUserInfo(): StoredUserInfo | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(USER_INFO_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as a guest
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function hasStoredUserInfo(): boolean {
  return readStoredUserInfo() !== null;
}
