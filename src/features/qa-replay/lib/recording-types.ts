// A recording as the app holds it (docs/wire-protocol.md "Recording and replay"): an optional
// header with the lists the client held when it started, the lines in the order the client
// applied them, and an optional state hash of the lists after the last line.
import type { Match, Sport } from "@/entities/match";

export const RECORDING_VERSION = 1;

/** Today's lists of both sports, as the client model held them. */
export interface ListsSnapshot {
  football: readonly Match[];
  basketball: readonly Match[];
}

/** An inbound socket frame, as received. `at`: ms since the recording started. */
export interface FrameLine {
  kind: "frame";
  at: number;
  bytes: Uint8Array;
  /** The socket code (0 when the bytes do not decode) and match id, for filters and counts. */
  code: number;
  matchId: number;
}

/** A listed match's record the client fetched again (matchInfo) and applied. */
export interface RefreshedLine {
  kind: "refreshed";
  at: number;
  sport: Sport;
  match: Match;
}

/** The user followed or unfollowed a match. */
export interface FollowedLine {
  kind: "followed";
  at: number;
  sport: Sport;
  matchId: number;
  hasFollow: number;
}

export type RecordingLine = FrameLine | RefreshedLine | FollowedLine;

export interface Recording {
  /** Unix ms the recording started; null without a header (the sim's own recordings). */
  startedAt: number | null;
  /** Who wrote it ("app", "sim"), when the header says. */
  source: string | null;
  /** Null without one: a replay then starts from the lists as they are. */
  snapshot: ListsSnapshot | null;
  lines: RecordingLine[];
  /** SHA-256 hex of the lists after the last line (state-hash.ts), when the writer added it. */
  stateHash: string | null;
}

/** A bad recording file: the message is the user's (Chinese) and says what and where. */
export class RecordingError extends Error {
  override readonly name = "RecordingError";
}
