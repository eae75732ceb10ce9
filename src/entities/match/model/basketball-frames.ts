// Basketball's score, status and overtime frames (102, 103, 150; docs/wire-protocol.md "Codes").
// shared/api routes them (basketballScoreReceived, basketballStatusReceived,
// basketballOvertimeReceived) but its index does not export them yet, so they are picked from
// frameReceived here by code; the codec has already dropped frames without their payload.
import { SOCKET_CODE, type SocketFrame } from "#wire";
import { frameReceived, type ScoreFrame } from "@/shared/api";
import type { OvertimeUpdate } from "./match-types";

const scoreFramesOf = (code: number) => frameReceived.filter({ fn: (frame): frame is ScoreFrame => frame.type === code && frame.scoreObj !== null });

export const basketballScoreFrames = scoreFramesOf(SOCKET_CODE.BASKETBALL_SCORE);
export const basketballStatusFrames = scoreFramesOf(SOCKET_CODE.BASKETBALL_STATUS);

/** A 150 frame as an overtime update: overTimeScore is [home, away]. */
export const overtimeUpdateOf = ({ matchId, overTimeScore: [home = 0, away = 0] }: Pick<SocketFrame, "matchId" | "overTimeScore">): OvertimeUpdate => ({
  matchId,
  overtime: [home, away],
});

export const basketballOvertimeFrames = frameReceived
  .filter({ fn: (frame) => frame.type === SOCKET_CODE.BASKETBALL_OVERTIME && frame.overTimeScore.length >= 2 })
  .map(overtimeUpdateOf);
