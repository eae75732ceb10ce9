// A recorded frame's code and match id, read without the socket codec's warnings (a bad frame is
// recorded as received; it is the client's decoder that drops it, once, with its log line).
import { SOCKET_CODE } from "#wire";
import { kanqiu } from "#wire/codec";

export interface FrameHead {
  /** The socket code; 0 when the bytes do not decode. */
  code: number;
  matchId: number;
}

export function frameHeadOf(bytes: Uint8Array): FrameHead {
  try {
    const message = kanqiu.SocketMessage.decode(bytes);
    return { code: message.type, matchId: message.matchId };
  } catch {
    return { code: 0, matchId: 0 };
  }
}

const FOOTBALL_PUSHES: ReadonlySet<number> = new Set([SOCKET_CODE.FOOTBALL_SCORE, SOCKET_CODE.FOOTBALL_STATUS]);
const BASKETBALL_PUSHES: ReadonlySet<number> = new Set([SOCKET_CODE.BASKETBALL_SCORE, SOCKET_CODE.BASKETBALL_STATUS, SOCKET_CODE.BASKETBALL_OVERTIME]);

/**
 * The sport whose list applies this code in batches (its score, status and overtime pushes wait
 * for the sport's next flush); null for codes applied as they arrive.
 */
export function batchedSportOf(code: number): "football" | "basketball" | null {
  return FOOTBALL_PUSHES.has(code) ? "football" : BASKETBALL_PUSHES.has(code) ? "basketball" : null;
}

/** Every code of the wire doc; a recording with any other is refused. */
export const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(SOCKET_CODE));
