// What a basketball cell reads: its row (the match, its push highlight, the row's pin), and the
// board-wide display switch for league positions.
import { createContext, useContext } from "react";
import type { Match, MatchHighlight } from "@/entities/match";
import type { MatchTableRow } from "@/features/match-list-view";
import { useGridRow } from "@/shared/ui/virtual-grid";

export interface BasketballRowState {
  match: Match;
  highlight: MatchHighlight;
  pinned: boolean;
  /** A phone-width screen (the grid's phone columns). */
  phone: boolean;
}

export function useBasketballRow(): BasketballRowState {
  const { item, decoration, row, phone } = useGridRow<Match, MatchHighlight, MatchTableRow>();
  return { match: item, highlight: decoration, pinned: row.pinned, phone };
}

export const ShowRankingContext = createContext(true);

export const useShowRanking = () => useContext(ShowRankingContext);
