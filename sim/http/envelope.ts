// The sim's side of the JSON reply envelope (docs/wire-protocol.md, "Reply envelope"): success
// replies carry the encrypted payload, errors carry only code and msg.
import { encryptPayload } from "#wire/cipher";

export interface EnvelopeReply {
  code: number;
  msg: string;
  data: string | null;
}

/** Code 0 with `data` encrypted under `key`; null/undefined data is sent as null. */
export function okReply(data: unknown, key: string): EnvelopeReply {
  return { code: 0, msg: "success", data: data === undefined || data === null ? null : encryptPayload(data, key) };
}

/** A non-zero code with its message and no data. */
export function errorReply(code: number, msg: string): EnvelopeReply {
  return { code, msg, data: null };
}
