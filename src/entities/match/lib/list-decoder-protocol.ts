// What the page and the list decoder's worker say to each other: bytes and a sport in, the
// decoded list (or null) out, matched by id. The answer is a pure function so tests run it
// without a worker.
import type { Sport } from "../model/match-types";
import { decodeMatchList, type DecodedMatchList } from "./decode-match-list";

export interface DecodeRequest {
  id: number;
  sport: Sport;
  bytes: Uint8Array;
}

export interface DecodeReply {
  id: number;
  /** null when the bytes are not a list payload (the worker's console says why). */
  list: DecodedMatchList | null;
}

export function answerDecodeRequest({ id, sport, bytes }: DecodeRequest): DecodeReply {
  try {
    return { id, list: decodeMatchList(sport, bytes) };
  } catch (error) {
    // A payload the mapping cannot read is a bad reply, like bytes that do not decode.
    console.warn("[match] list payload could not be mapped", error);
    return { id, list: null };
  }
}
