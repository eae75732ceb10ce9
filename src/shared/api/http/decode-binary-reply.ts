// A binary reply's bytes turned into its message, or the failure to show: the decode's own errors,
// bytes that are not one, and the message's own `code` field (the *_b calls have no envelope).
import { REPLY_CODES } from "#wire";
import { failure, HTTP_MESSAGES, type ApiResult } from "./api-result";

/**
 * Decodes reply bytes, at once or a slice at a time (a promise); may throw, reject or give null
 * for bytes it cannot decode.
 */
export type BinaryDecoder<R> = (bytes: Uint8Array) => R | null | undefined | Promise<R | null | undefined>;

export async function decodeBinaryReply<R extends { code?: number | null }>(bytes: Uint8Array, decode: BinaryDecoder<R>): Promise<ApiResult<R>> {
  let decoded: R | null | undefined;
  try {
    decoded = await decode(bytes);
  } catch (cause) {
    return failure("decode", HTTP_MESSAGES.badFormat, { cause });
  }
  if (typeof decoded !== "object" || decoded === null) {
    // A decoder that returns null has already logged why.
    return failure("decode", HTTP_MESSAGES.badFormat, { cause: "decoder returned null" });
  }
  const code = decoded.code ?? REPLY_CODES.success;
  // The message has no text field, so other codes carry no message to show.
  return code === REPLY_CODES.success ? { ok: true, data: decoded } : failure("code", "", { code });
}
