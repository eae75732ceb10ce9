// The encrypted payload's format, as both decrypts read it: the block size, the length check, the
// plaintext parse, and the error naming the step that rejected a payload. Shared by the client's
// decrypt (payload-decrypt.ts, WebCrypto) and the crypto-js one (payload-cipher.ts).

/** AES block size, and the IV's length, in bytes. */
export const BLOCK = 16;

export type PayloadDecryptFailure = "base64" | "length" | "padding" | "utf8" | "json";

/** Thrown by decryptPayload and decryptPayloadAsync; `failure` says which step rejected the input. */
export class PayloadDecryptError extends Error {
  override readonly name = "PayloadDecryptError";
  readonly failure: PayloadDecryptFailure;

  constructor(failure: PayloadDecryptFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.failure = failure;
  }
}

let utf8: TextDecoder | undefined;

/** The plaintext's UTF-8 JSON, parsed; the last two steps of both decrypts. */
export function parsePlaintext(plaintext: Uint8Array): unknown {
  let text: string;
  try {
    utf8 ??= new TextDecoder("utf-8", { fatal: true });
    text = utf8.decode(plaintext);
  } catch (cause) {
    throw new PayloadDecryptError("utf8", "payload plaintext is not UTF-8", { cause });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new PayloadDecryptError("json", "payload plaintext is not JSON", { cause });
  }
}

/** Rejects a decoded payload that cannot be an IV followed by whole AES blocks. */
export function checkPayloadLength(length: number): void {
  if (length < 2 * BLOCK || length % BLOCK !== 0) {
    throw new PayloadDecryptError("length", `payload has ${length} bytes; expected IV plus whole blocks`);
  }
}
