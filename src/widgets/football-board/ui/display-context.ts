// What a football cell reads: its row (the match, its push highlight, the row's pin), and the
// board-wide display switches of userSetting (league positions, card counts).
import { createContext, useContext } from "react";
import type { MatchTableRow } from "@/features/match-list-view";
import type { Match, MatchHighlight } from "@/entities/match";
import { useGridRow } from "@/shared/ui/virtual-grid";

export interface FootballRowState {
  match: Match;
  highlight: MatchHighlight;
  pinned: boolean;
  /** A phone-width screen (the grid's phone columns). */
  phone: boolean;
}

export function useFootballRow(): FootballRowState {
  const { item, decoration, row, phone } = useGridRow<Match, MatchHighlight, MatchTableRow>();
  return { match: item, highlight: decoration, pinned: row.pinned, phone };
}

export interface GridDisplay {
  showRanking: boolean;
  showCards: boolean;
}

export const GridDisplayContext = createContext<GridDisplay>({ showRanking: true, showCards: true });

export const useGridDisplay = () => useContext(GridDisplayContext);
