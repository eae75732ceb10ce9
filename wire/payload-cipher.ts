// Reply payload encryption (docs/wire-protocol.md, "Payload encryption"):
// data = Base64(IV ‖ AES-256-CBC(PKCS#7, key = SHA-256(UTF-8 key string), UTF-8 JSON)).
// Sub-module imports keep the rest of crypto-js out of the bundle; aes also loads cipher-core,
// which provides CBC mode and PKCS#7 on the shared CryptoJS object.
import CryptoJS from "crypto-js/core";
import AES from "crypto-js/aes";
import Base64 from "crypto-js/enc-base64";
import NoPadding from "crypto-js/pad-nopadding";
import SHA256 from "crypto-js/sha256";
import { BLOCK, checkPayloadLength, parsePlaintext, PayloadDecryptError } from "./payload-format";

export { PayloadDecryptError, type PayloadDecryptFailure } from "./payload-format";

type WordArray = CryptoJS.lib.WordArray;

const utf8Encoder = new TextEncoder();

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function bytesToWords(bytes: Uint8Array): WordArray {
  const words = new Array<number>(Math.ceil(bytes.length / 4)).fill(0);
  for (let i = 0; i < bytes.length; i++) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function wordsToBytes(words: WordArray): Uint8Array {
  const out = new Uint8Array(Math.max(0, words.sigBytes));
  for (let i = 0; i < out.length; i++) {
    out[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}

// Hashing the key once per key string: every reply uses the same key.
let cachedKey: { source: string; words: WordArray } | undefined;
function deriveKey(key: string): WordArray {
  if (cachedKey?.source !== key) cachedKey = { source: key, words: SHA256(key) };
  return cachedKey.words;
}

/**
 * Decrypts and JSON-parses one reply payload; throws PayloadDecryptError on any bad input. In
 * plain JavaScript, synchronous: for the sim, tests, and a page without WebCrypto (the client
 * otherwise uses decryptPayloadAsync).
 */
export function decryptPayload(data: string, key: string): unknown {
  // crypto-js's Base64 parser skips bad characters silently, so the shape is checked first.
  if (!BASE64_RE.test(data)) throw new PayloadDecryptError("base64", "payload is not valid Base64");
  const raw = wordsToBytes(Base64.parse(data));
  checkPayloadLength(raw.length);
  const iv = bytesToWords(raw.subarray(0, BLOCK));
  const ciphertext = bytesToWords(raw.subarray(BLOCK));
  // NoPadding + our own check: crypto-js's Pkcs7 unpad trusts the last byte and never fails.
  const padded = wordsToBytes(
    AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), deriveKey(key), {
      iv,
      mode: CryptoJS.mode.CBC,
      padding: NoPadding,
    }),
  );
  const pad = padded[padded.length - 1] ?? 0;
  if (pad < 1 || pad > BLOCK || padded.subarray(padded.length - pad).some((b) => b !== pad)) {
    throw new PayloadDecryptError("padding", "payload has bad PKCS#7 padding (wrong key?)");
  }
  return parsePlaintext(padded.subarray(0, padded.length - pad));
}

/** Encrypts a JSON value the way the server does (used by the sim and tests); random IV by default. */
export function encryptPayload(value: unknown, key: string, iv?: Uint8Array): string {
  const ivBytes = iv ?? globalThis.crypto.getRandomValues(new Uint8Array(BLOCK));
  if (ivBytes.length !== BLOCK) throw new RangeError(`IV must be ${BLOCK} bytes`);
  const ivWords = bytesToWords(ivBytes);
  const plaintext = bytesToWords(utf8Encoder.encode(JSON.stringify(value) ?? "null"));
  const { ciphertext } = AES.encrypt(plaintext, deriveKey(key), {
    iv: ivWords,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return Base64.stringify(ivWords.clone().concat(ciphertext));
}
