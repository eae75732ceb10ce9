// A basketball overtime push (socket code 150) sets score index 4 of each side
// (docs/wire-protocol.md "Codes"); the same object when both already hold it.
import type { ListPush, Match, OvertimeUpdate } from "../model/match-types";

const OVERTIME = 4;

export const isOvertimeUpdate = (push: ListPush): push is OvertimeUpdate => "overtime" in push;

/** `scores` with index 4 set (missing periods before it read 0); the same array when unchanged. */
export function withOvertime(scores: readonly number[], points: number): number[] {
  if (scores[OVERTIME] === points) return scores as number[];
  const next = Array.from({ length: Math.max(scores.length, OVERTIME + 1) }, (_, index) => scores[index] ?? 0);
  next[OVERTIME] = points;
  return next;
}

export function applyOvertimeScore(match: Match, { overtime: [home, away] }: OvertimeUpdate): Match {
  const homeScores = withOvertime(match.homeScores, home);
  const awayScores = withOvertime(match.awayScores, away);
  return homeScores === match.homeScores && awayScores === match.awayScores ? match : { ...match, homeScores, awayScores };
}
