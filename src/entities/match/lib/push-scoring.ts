// What a sport's push effects compare (docs/product-rules.md "Push effects"): football highlights a
// side when its goals (score index 0) rise and flashes a red card (index 2); basketball highlights
// a side when its summed score (all periods and overtime) rises, and has no cards.
import { basketballTotal } from "./basketball-scores";

export interface PushScoring {
  /** A side's points; a rise highlights that side. */
  points: (scores: readonly number[]) => number;
  /** A side's red cards, for sports that show them. */
  redCards?: (scores: readonly number[]) => number;
}

const GOALS = 0;
const RED_CARDS = 2;

export const FOOTBALL_SCORING: PushScoring = {
  points: (scores) => scores[GOALS] ?? 0,
  redCards: (scores) => scores[RED_CARDS] ?? 0,
};

export const BASKETBALL_SCORING: PushScoring = { points: basketballTotal };
