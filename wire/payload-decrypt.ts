// The client's reply decryption (docs/wire-protocol.md, "Payload encryption"), with the browser's
// WebCrypto: AES-CBC runs natively and off the page's main thread, where crypto-js held it for
// 5–13 ms per 78 KB reply (the competition catalog), 20 ms at a phone-class CPU (bench/README.md).
// WebCrypto exists only in secure contexts (https, localhost): a page served over plain http
// elsewhere (a phone on the LAN) loads the crypto-js decrypt instead.
import { BLOCK, checkPayloadLength, parsePlaintext, PayloadDecryptError } from "./payload-format";

type FromBase64 = (data: string, options: { lastChunkHandling: "strict" }) => Uint8Array<ArrayBuffer>;

/** Strict Base64 → bytes: whole quads, `=` only at the end, no whitespace (both decoders forgive those). */
function base64Bytes(data: string): Uint8Array<ArrayBuffer> {
  try {
    if (data.length % 4 !== 0 || /\s/.test(data)) throw new Error("not whole Base64 quads");
    // The platform's decoder where there is one (Chromium 140+, Firefox 133+, Safari 18.2+).
    const fromBase64 = (Uint8Array as unknown as { fromBase64?: FromBase64 }).fromBase64;
    if (fromBase64) return fromBase64.call(Uint8Array, data, { lastChunkHandling: "strict" });
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch (cause) {
    throw new PayloadDecryptError("base64", "payload is not valid Base64", { cause });
  }
}

// The AES key for a key string, derived once: every reply uses the same key.
let cachedKey: { source: string; key: Promise<CryptoKey> } | undefined;
function aesKey(subtle: SubtleCrypto, source: string): Promise<CryptoKey> {
  if (cachedKey?.source !== source) {
    const key = subtle
      .digest("SHA-256", new TextEncoder().encode(source))
      .then((hash) => subtle.importKey("raw", hash, "AES-CBC", false, ["decrypt"]))
      .catch((error: unknown) => {
        cachedKey = undefined; // the next reply tries again
        throw error;
      });
    cachedKey = { source, key };
  }
  return cachedKey.key;
}

/** Decrypts and JSON-parses one reply payload; rejects with PayloadDecryptError on any bad input. */
export async function decryptPayloadAsync(data: string, key: string): Promise<unknown> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return (await import("./payload-cipher")).decryptPayload(data, key);
  const raw = base64Bytes(data);
  checkPayloadLength(raw.length);
  const aes = await aesKey(subtle, key);
  let plaintext: ArrayBuffer;
  try {
    // WebCrypto checks every PKCS#7 padding byte; a wrong key fails here almost always.
    plaintext = await subtle.decrypt({ name: "AES-CBC", iv: raw.subarray(0, BLOCK) }, aes, raw.subarray(BLOCK));
  } catch (cause) {
    throw new PayloadDecryptError("padding", "payload has bad PKCS#7 padding (wrong key?)", { cause });
  }
  return parsePlaintext(new Uint8Array(plaintext));
}
