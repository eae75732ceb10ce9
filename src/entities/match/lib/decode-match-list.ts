// A binary list reply's bytes → the client's matches, in one step: the same work on the main
// thread (tests, a browser without workers) as in the list decoder's worker.
import { decodeMatchListPayload, REPLY_CODES } from "#wire";
import type { Sport } from "../model/match-types";
import { mapMatchList, type MappedMatchList } from "./map-match-list";

export interface DecodedMatchList extends MappedMatchList {
  /** The payload's own reply code (the envelope's role in binary calls). */
  code: number;
  /** Entries the payload carried, before any was skipped. */
  entries: number;
}

/** null (and a console warning) when the bytes are not a list payload. */
export function decodeMatchList(sport: Sport, bytes: Uint8Array): DecodedMatchList | null {
  const payload = decodeMatchListPayload(bytes);
  if (!payload) return null;
  return { code: payload.code ?? REPLY_CODES.success, entries: payload.matches.length, ...mapMatchList(sport, payload) };
}
