// The headers every call carries (docs/wire-protocol.md, "Request").
import { readItem, writeItem } from "./browser-storage";

const WEB_ID_KEY = "webID";

// Kept here too so the id stays stable when sessionStorage is unavailable.
let memoryWebId: string | undefined;

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// crypto.randomUUID exists only in secure contexts; getRandomValues works on plain http too.
function uuidV4(): string {
  if (typeof globalThis.crypto.randomUUID === "function") return globalThis.crypto.randomUUID();
  const b = randomBytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = toHex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The browser-session id: made once, then read back from sessionStorage. */
export function getWebId(): string {
  const stored = readItem("sessionStorage", WEB_ID_KEY);
  if (stored) return stored;
  memoryWebId ??= uuidV4();
  writeItem("sessionStorage", WEB_ID_KEY, memoryWebId);
  return memoryWebId;
}

/** Per-request marker: 16 random lowercase hex characters. */
export function makeBk(): string {
  return toHex(randomBytes(8));
}

export interface HeaderOptions {
  /** Bearer token to send, if any (the access token, or the refresh token for /refresh). */
  bearer: string | null;
  /** Set Content-Type: application/json (multipart lets fetch set its own boundary). */
  json: boolean;
}

export function buildRequestHeaders({ bearer, json }: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    scope: "web",
    webID: getWebId(),
    bk: makeBk(),
    timestamp: String(Date.now()),
  };
  if (json) headers["Content-Type"] = "application/json";
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}
