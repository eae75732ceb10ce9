// The signed socket URL (docs/wire-protocol.md, "Connecting"). The payload key is the only secret
// the client holds, so the signature is an HMAC of the scope and the connect time.
// Sub-module imports, as in payload-cipher: the package root would bring all of crypto-js into
// the client's first download. core carries the Hex and Utf8 encoders.
import CryptoJS from "crypto-js/core";
import Base64 from "crypto-js/enc-base64";
import HmacSHA256 from "crypto-js/hmac-sha256";

export const SOCKET_SIGN_SCOPE = "web";

export interface SocketSign {
  scope: string;
  /** unix seconds */
  timestamp: number;
  /** lowercase hex HMAC-SHA256 of `scope=web&timestamp=<timestamp>` */
  signature: string;
}

/** The exact text that is signed; the server rebuilds it to verify. */
export function socketSignText(scope: string, timestampSeconds: number): string {
  return `scope=${scope}&timestamp=${timestampSeconds}`;
}

export function socketSignature(key: string, scope: string, timestampSeconds: number): string {
  return HmacSHA256(socketSignText(scope, timestampSeconds), key).toString(CryptoJS.enc.Hex);
}

/** Base64 of the UTF-8 JSON (via crypto-js, so any text is safe, unlike btoa). */
export function encodeSocketSign(key: string, nowSeconds: number): string {
  const timestamp = Math.floor(nowSeconds);
  const sign: SocketSign = {
    scope: SOCKET_SIGN_SCOPE,
    timestamp,
    signature: socketSignature(key, SOCKET_SIGN_SCOPE, timestamp),
  };
  return Base64.stringify(CryptoJS.enc.Utf8.parse(JSON.stringify(sign)));
}

/**
 * `<baseUrl>?sign=<sign>`. The value is percent-encoded because Base64's `+` would otherwise be
 * read back as a space by every query-string parser.
 */
export function buildSignedSocketUrl(baseUrl: string, key: string, nowSeconds: number): string {
  const separator = baseUrl.includes("?") ? "&" : "?";
  return `${baseUrl}${separator}sign=${encodeURIComponent(encodeSocketSign(key, nowSeconds))}`;
}
