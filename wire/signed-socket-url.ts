// The client's signed socket URL (format in socket-sign.ts), signed with WebCrypto's HMAC, so the
// client's start chunk carries no crypto-js. WebCrypto exists only in secure contexts (https,
// localhost): a page served over plain http elsewhere (a phone on the LAN), or a key WebCrypto
// refuses (an empty one), signs with the crypto-js signer instead, loaded then.
import { SOCKET_SIGN_SCOPE, socketSignJson, socketSignText, withSignParam } from "./socket-sign";

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
// The sign's JSON is ASCII (scope, digits, hex), but the bytes go through UTF-8 all the same.
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));

async function signWithSubtle(subtle: SubtleCrypto, baseUrl: string, key: string, timestamp: number): Promise<string> {
  const utf8 = new TextEncoder();
  const hmacKey = await subtle.importKey("raw", utf8.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await subtle.sign("HMAC", hmacKey, utf8.encode(socketSignText(SOCKET_SIGN_SCOPE, timestamp)));
  return withSignParam(baseUrl, base64(utf8.encode(socketSignJson(timestamp, hex(new Uint8Array(mac))))));
}

/** `<baseUrl>?sign=<sign>` for a connect at `nowSeconds` (unix seconds, signed as whole seconds). */
export async function signedSocketUrl(baseUrl: string, key: string, nowSeconds: number): Promise<string> {
  const timestamp = Math.floor(nowSeconds);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      return await signWithSubtle(subtle, baseUrl, key, timestamp);
    } catch (error) {
      console.warn("[socket] WebCrypto could not sign; signing with crypto-js:", error);
    }
  }
  return (await import("./socket-sign-cipher")).buildSignedSocketUrl(baseUrl, key, timestamp);
}
