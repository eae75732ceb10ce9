// The signed socket URL's format (docs/wire-protocol.md, "Connecting"): what is signed, the sign's
// JSON and where it goes in the URL. The payload key is the only secret the client holds, so the
// signature is an HMAC-SHA256 of the scope and the connect time. Two signers share this format:
// signed-socket-url.ts (WebCrypto, the client) and socket-sign-cipher.ts (crypto-js, `#wire/cipher`:
// the sim's verifier, the tests, and the client where WebCrypto is missing).

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

/** The sign's JSON, before Base64. */
export function socketSignJson(timestampSeconds: number, signature: string): string {
  const sign: SocketSign = { scope: SOCKET_SIGN_SCOPE, timestamp: timestampSeconds, signature };
  return JSON.stringify(sign);
}

/**
 * `<baseUrl>?sign=<signBase64>`. The value is percent-encoded because Base64's `+` would otherwise
 * be read back as a space by every query-string parser.
 */
export function withSignParam(baseUrl: string, signBase64: string): string {
  const separator = baseUrl.includes("?") ? "&" : "?";
  return `${baseUrl}${separator}sign=${encodeURIComponent(signBase64)}`;
}
