// A basketball overtime frame (150, docs/wire-protocol.md "Codes") as the lists apply it:
// overTimeScore is [home, away].
import type { SocketFrame } from "#wire";
import type { OvertimeUpdate } from "./match-types";

export const overtimeUpdateOf = ({ matchId, overTimeScore: [home = 0, away = 0] }: Pick<SocketFrame, "matchId" | "overTimeScore">): OvertimeUpdate => ({
  matchId,
  overtime: [home, away],
});
