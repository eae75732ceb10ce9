// What every sport's grid renders the same way: a section row (a status section's title, or a
// followed list's date) with its count, and a match's note as a line under its row.
import { memo, useCallback } from "react";
import { dayTitle, type Match } from "@/entities/match";
import { SectionHeading } from "@/shared/ui/virtual-grid";
import type { SectionTableRow } from "../lib/table-rows";
import type { ListGridProps } from "./list-bodies";
import classes from "./list-grid-parts.module.css";

interface ListSectionRowProps {
  row: SectionTableRow;
  sectionTitle: ListGridProps["sectionTitle"];
  ariaRowIndex: number;
  columnCount: number;
}

/** Memoized on the row: a scroll frame re-renders the grid, not each heading's title (a date heading is a dayjs parse and format). */
export const ListSectionRow = memo(function ListSectionRow({ row, sectionTitle, ariaRowIndex, columnCount }: ListSectionRowProps) {
  return (
    <SectionHeading
      title={row.section ? sectionTitle(row.section) : dayTitle(row.date ?? "")}
      countText={`${row.count} 场`}
      ariaRowIndex={ariaRowIndex}
      columnCount={columnCount}
      testKey={row.section ?? row.group}
    />
  );
});

/** The match's note under its row, when it has one (a grid's renderFooter). */
export const renderMatchNote = (match: Match) =>
  match.note ? (
    <div className={classes.note} data-testid="note">
      {match.note}
    </div>
  ) : null;

/** A grid's renderSection for a board: ListSectionRow with the board's section titles. */
export const useListSectionRenderer = (sectionTitle: ListGridProps["sectionTitle"]) =>
  useCallback(
    (row: SectionTableRow, ariaRowIndex: number, columnCount: number) => (
      <ListSectionRow row={row} sectionTitle={sectionTitle} ariaRowIndex={ariaRowIndex} columnCount={columnCount} />
    ),
    [sectionTitle],
  );
