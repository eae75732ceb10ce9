// The bracket's slot rules (docs/product-rules.md "Data library", 对阵).
import type { BracketRound, MatchUp } from "../api/bracket-requests";

/** Slots a round is drawn with: 1/4 → 4, 1/8 or the first round → 8, semifinal 2, final (and third place) 1; others as many as they hold. */
export function slotsOf(round: Pick<BracketRound, "roundType" | "matchUps">): number {
  switch (round.roundType) {
    case "quarter":
      return 4;
    case "eighth":
    case "first":
      return 8;
    case "semi":
      return 2;
    case "final":
    case "third":
      return 1;
    default:
      return round.matchUps.length;
  }
}

/** A round's match-ups padded to its slots with empty (待定) ones; never cut. */
export function slottedMatchUps(round: BracketRound): (MatchUp | null)[] {
  const slots = Math.max(slotsOf(round), round.matchUps.length);
  return Array.from({ length: slots }, (_, i) => round.matchUps[i] ?? null);
}
