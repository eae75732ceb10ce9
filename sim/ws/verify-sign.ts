// Server side of the signed socket URL (docs/wire-protocol.md, "Connecting"): decoding, skew and
// the constant-time compare are the server's; the scheme (scope, signed text, HMAC) is the wire's
// own, so client and sim cannot drift apart. The tests check it against node:crypto's HMAC of the
// documented text, not against the signer itself.
import CryptoJS from "crypto-js";
import { SOCKET_SIGN_SCOPE } from "#wire";
import { socketSignature } from "#wire/cipher";

/** How far the sign timestamp may be from the server clock. */
export const SIGN_MAX_SKEW_SECONDS = 300;
/** The close the server answers a refused sign with. */
export const BAD_SIGN_CLOSE = { code: 4001, reason: "bad sign" } as const;

export type SocketSignRejection = "missing" | "garbled" | "bad-scope" | "bad-signature" | "stale";
export type SocketSignVerdict = { ok: true } | { ok: false; reason: SocketSignRejection };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** `signParam` is the already URL-decoded `sign` query value. */
export function verifySocketSign(signParam: string | null | undefined, key: string, nowSeconds: number): SocketSignVerdict {
  if (!signParam) return { ok: false, reason: "missing" };
  const fields = parseSign(signParam);
  if (!fields) return { ok: false, reason: "garbled" };
  if (fields.scope !== SOCKET_SIGN_SCOPE) return { ok: false, reason: "bad-scope" };
  const expected = socketSignature(key, SOCKET_SIGN_SCOPE, fields.timestamp);
  if (!constantTimeEqual(fields.signature, expected)) return { ok: false, reason: "bad-signature" };
  if (Math.abs(nowSeconds - fields.timestamp) > SIGN_MAX_SKEW_SECONDS) return { ok: false, reason: "stale" };
  return { ok: true };
}

function parseSign(sign: string): { scope: string; timestamp: number; signature: string } | null {
  if (!BASE64.test(sign)) return null;
  try {
    const json: unknown = JSON.parse(CryptoJS.enc.Base64.parse(sign).toString(CryptoJS.enc.Utf8));
    if (typeof json !== "object" || json === null) return null;
    const { scope, timestamp, signature } = json as Record<string, unknown>;
    if (typeof scope !== "string" || !Number.isSafeInteger(timestamp) || typeof signature !== "string") return null;
    if (!HEX_SHA256.test(signature)) return null;
    return { scope, timestamp: timestamp as number, signature };
  } catch {
    // Malformed UTF-8 or JSON.
    return null;
  }
}

// Equal-length hex strings compared without an early exit, so timing does not leak a prefix.
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
