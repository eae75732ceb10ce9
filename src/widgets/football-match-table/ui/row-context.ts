// What a row hands its cells: the match (the row subscribes to it, so a push re-renders this
// row and its cells only), its push highlight and its pin. Cells are TanStack column cells and
// read these instead of props, as the table's cell context carries only the row id.
import { createContext, useContext } from "react";
import type { Match, MatchHighlight } from "@/entities/match";

export interface RowState {
  match: Match;
  highlight: MatchHighlight;
  pinned: boolean;
}

export const RowStateContext = createContext<RowState | null>(null);

export function useRowState(): RowState {
  const state = useContext(RowStateContext);
  if (!state) throw new Error("A match cell renders inside a match row");
  return state;
}

/** Grid-wide display switches from userSetting (league positions, card counts). */
export interface GridDisplay {
  showRanking: boolean;
  showCards: boolean;
}

export const GridDisplayContext = createContext<GridDisplay>({ showRanking: true, showCards: true });

export const useGridDisplay = () => useContext(GridDisplayContext);
