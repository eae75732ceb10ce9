// Decoding of the binary match-list payload (the *_b calls) with the generated static codec.
import { kanqiu } from "./generated/wire.js";

export type MatchListPayloadWire = kanqiu.MatchListPayload;
export type MatchWire = kanqiu.IMatch;
export type AnchorInfoWire = kanqiu.IAnchorInfo;

/** Decodes a list payload; null (and a log line) when the bytes are not one. */
export function decodeMatchListPayload(bytes: Uint8Array): MatchListPayloadWire | null {
  try {
    return kanqiu.MatchListPayload.decode(bytes);
  } catch (error) {
    console.warn("[wire] match list payload could not be decoded", error);
    return null;
  }
}

/** The bytes of a list payload, as the sim serves them. */
export function encodeMatchListPayload(payload: kanqiu.IMatchListPayload): Uint8Array {
  return kanqiu.MatchListPayload.encode(payload).finish();
}
