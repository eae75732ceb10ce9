// Push effects a row shows (spec 1 §4 "Push effects"): the scoring team highlighted and the
// score cell flashed after a goal, a red card, a VAR review. Rows read their own match's state.
export interface MatchHighlight {
  /** The team that just scored, highlighted for 10 s. */
  scoringSide: "home" | "away" | null;
  /** The score cell flashes for 10 s after a goal. */
  scoreFlash: boolean;
  /** A side that just received a red card. */
  redCardSide: "home" | "away" | null;
  /** Under VAR review for 3 minutes after a VAR incident. */
  varReview: boolean;
}

export const NO_HIGHLIGHT: MatchHighlight = { scoringSide: null, scoreFlash: false, redCardSide: null, varReview: false };

/** The row's current push effects (the push-effects model fills this in). */
export const useMatchHighlight = (_matchId: number): MatchHighlight => NO_HIGHLIGHT;
