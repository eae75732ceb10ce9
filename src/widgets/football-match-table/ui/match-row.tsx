// One match row. It subscribes to its own match and its own push highlight, so a score push
// re-renders this row only; memoized on its props, so the grid re-rendering (scrolling,
// measuring, focus moving elsewhere) leaves it alone.
import { memo, useMemo } from "react";
import { useStoreMap } from "effector-react";
import type { Store } from "effector";
import { FlexRender, type Row } from "@tanstack/react-table";
import { useMatchHighlight, type Match } from "@/entities/match";
import type { TableRow } from "../lib/table-rows";
import type { features } from "./columns";
import { RowStateContext, type RowState } from "./row-context";
import classes from "./match-grid.module.css";

export interface MatchRowProps {
  row: Row<typeof features, TableRow>;
  matchId: number;
  source: Store<ReadonlyMap<number, Match>>;
  pinned: boolean;
  focused: boolean;
  /** aria-rowindex: 1-based, the column header row is 1. */
  ariaRowIndex: number;
  domId: string;
}

export const MatchRow = memo(function MatchRow({ row, matchId, source, pinned, focused, ariaRowIndex, domId }: MatchRowProps) {
  const match = useStoreMap({ store: source, keys: [matchId], fn: (matches, [id]) => matches.get(id) ?? null });
  const highlight = useMatchHighlight(matchId);
  const state = useMemo((): RowState | null => (match ? { match, highlight, pinned } : null), [match, highlight, pinned]);
  if (!state || !match) return null;

  const rowClass = [classes.row, focused && classes.rowFocused, pinned && classes.rowPinned].filter(Boolean).join(" ");
  return (
    <RowStateContext.Provider value={state}>
      <div
        id={domId}
        role="row"
        aria-rowindex={ariaRowIndex}
        aria-selected={focused}
        className={rowClass}
        data-match-id={matchId}
        data-status={match.topupType}
        data-pinned={pinned || undefined}
      >
        <div className={classes.cells}>
          {row.getAllCells().map((cell) => (
            <div key={cell.id} role="gridcell" className={classes.cell} data-align={cell.column.columnDef.meta?.align}>
              <FlexRender cell={cell} />
            </div>
          ))}
        </div>
        {match.note && (
          <div className={classes.note} data-testid="note">
            {match.note}
          </div>
        )}
      </div>
    </RowStateContext.Provider>
  );
});
