// Push effects a row shows (docs/product-rules.md "Push effects"): the scoring team highlighted and
// the score cell flashed after a score (football's goal, basketball's basket), a red card, a VAR
// review. A row reads its own match's
// marks: each subscription yields a primitive, so a push elsewhere never re-renders this row.
import { useMemo } from "react";
import { useStoreMap } from "effector-react";
import type { PushEffects, TeamSide } from "./create-push-effects";

export interface MatchHighlight {
  /** The team that just scored, highlighted for the sport's duration (football 10 s, basketball 5 s). */
  scoringSide: TeamSide | null;
  /** The score cell flashes as long as the scoring side is highlighted. */
  scoreFlash: boolean;
  /** A side that just received a red card (5 s). */
  redCardSide: TeamSide | null;
  /** Under VAR review for 3 minutes after a VAR incident. */
  varReview: boolean;
}

export const NO_HIGHLIGHT: MatchHighlight = { scoringSide: null, scoreFlash: false, redCardSide: null, varReview: false };

/** The match's current push effects; NO_HIGHLIGHT (the same object) when there are none. */
export function useMatchHighlight(effects: Pick<PushEffects, "$scoringSides" | "$redCardSides" | "$varReviews">, matchId: number): MatchHighlight {
  const scoringSide = useStoreMap({ store: effects.$scoringSides, keys: [matchId], fn: (marks, [id]) => marks.get(id) ?? null });
  const redCardSide = useStoreMap({ store: effects.$redCardSides, keys: [matchId], fn: (marks, [id]) => marks.get(id) ?? null });
  const varReview = useStoreMap({ store: effects.$varReviews, keys: [matchId], fn: (marks, [id]) => marks.has(id) });
  return useMemo(
    () =>
      scoringSide === null && redCardSide === null && !varReview
        ? NO_HIGHLIGHT
        : { scoringSide, scoreFlash: scoringSide !== null, redCardSide, varReview },
    [scoringSide, redCardSide, varReview],
  );
}
