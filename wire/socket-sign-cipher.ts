// The socket signature with crypto-js (format in socket-sign.ts): synchronous, for the sim's
// verifier and the tests, and the client's signer where WebCrypto is missing (loaded lazily).
// Reached as `#wire/cipher`, outside the `#wire` barrel: crypto-js stays out of the client's start
// chunk. Sub-module imports: the package root would bring all of crypto-js.
import CryptoJS from "crypto-js/core";
import Base64 from "crypto-js/enc-base64";
import HmacSHA256 from "crypto-js/hmac-sha256";
import { SOCKET_SIGN_SCOPE, socketSignJson, socketSignText, withSignParam } from "./socket-sign";

export function socketSignature(key: string, scope: string, timestampSeconds: number): string {
  return HmacSHA256(socketSignText(scope, timestampSeconds), key).toString(CryptoJS.enc.Hex);
}

/** `<baseUrl>?sign=<sign>`: Base64 of the UTF-8 JSON (via crypto-js, so any text is safe, unlike btoa). */
export function buildSignedSocketUrl(baseUrl: string, key: string, nowSeconds: number): string {
  const timestamp = Math.floor(nowSeconds);
  const json = socketSignJson(timestamp, socketSignature(key, SOCKET_SIGN_SCOPE, timestamp));
  return withSignParam(baseUrl, Base64.stringify(CryptoJS.enc.Utf8.parse(json)));
}
