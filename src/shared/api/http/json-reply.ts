// Turns a JSON reply body into a result: envelope, code, decryption, schema. Pure, so the
// token refresh shares it; the caller decides what to show. Asynchronous: the payload is
// decrypted by WebCrypto, off the main thread.
import { z } from "zod/mini";
import { failure, HTTP_MESSAGES, type ApiResult } from "./api-result";
import { envelopeSchema } from "./base-schemas";
import { decryptPayloadAsync, REPLY_CODES } from "#wire";

export async function decodeJsonReply<T>(text: string, schema: z.core.$ZodType<T>, payloadKey: string): Promise<ApiResult<T>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    return failure("format", HTTP_MESSAGES.badFormat, { cause });
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return failure("format", HTTP_MESSAGES.badFormat, { cause: envelope.error.issues });

  const { code, msg, data } = envelope.data;
  if (code !== REPLY_CODES.success) return failure("code", msg ?? "", { code });

  let payload: unknown = null;
  if (typeof data === "string") {
    try {
      payload = await decryptPayloadAsync(data, payloadKey);
    } catch (cause) {
      return failure("decrypt", HTTP_MESSAGES.decryptFailed, { cause });
    }
  }
  const parsed = z.safeParse(schema, payload);
  return parsed.success
    ? { ok: true, data: parsed.data, msg: msg ?? "" }
    : failure("format", HTTP_MESSAGES.badFormat, { cause: parsed.error.issues });
}
