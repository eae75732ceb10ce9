// Basketball's grid: the sport-neutral virtual grid with basketball's columns, the summed-score
// highlight, row marks and section titles. A click on a row (or Enter) opens the live room when
// an anchor is live on the match, otherwise the match's data page; F follows the focused match as
// its star would, "/" opens the board's competition filter.
import { memo, useCallback } from "react";
import { useUnit } from "effector-react";
import { basketballPushEffects, dayTitle, useMatchHighlight, type Match } from "@/entities/match";
import { $userSetting } from "@/entities/user-setting";
import { matchFollowKeyPressed } from "@/features/follow";
import type { ListGridProps, MatchTableRow, SectionTableRow } from "@/features/match-list-view";
import { sportTypeOf } from "@/shared/config";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { SectionHeading, VirtualGrid } from "@/shared/ui/virtual-grid";
import { ROW_HEIGHT, SCROLL_PADDING_START, SECTION_ROW_HEIGHT } from "../config/basketball-board";
import { ShowRankingContext } from "./basketball-row";
import { basketballBasicColumns, basketballColumns } from "./columns";
import classes from "./basketball-cells.module.css";

const useHighlight = (matchId: number) => useMatchHighlight(basketballPushEffects, matchId);

const rowAttributes = (match: Match, row: MatchTableRow) => ({
  "data-match-id": match.matchId,
  "data-status": match.topupType,
  "data-ncaa": match.ncaa,
  "data-pinned": row.pinned || undefined,
});

const renderNote = (match: Match) =>
  match.note ? (
    <div className={classes.note} data-testid="note">
      {match.note}
    </div>
  ) : null;

/** Where a row leads: the room of its first live anchor, else the match's data page. */
export const basketballRowHref = (match: Match): string =>
  match.living[0] ? ROUTES.liveRoom.href({ roomId: match.living[0].roomId }) : ROUTES.teamHistory.href(match.matchId);

const openMatch = (match: Match) => openInNewTab(basketballRowHref(match));

interface SectionRowProps {
  row: SectionTableRow;
  sectionTitle: ListGridProps["sectionTitle"];
  ariaRowIndex: number;
  columnCount: number;
}

// Memoized on the row: a scroll frame re-renders the grid, not each heading's title.
const SectionRow = memo(function SectionRow({ row, sectionTitle, ariaRowIndex, columnCount }: SectionRowProps) {
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

export function BasketballGrid({ rows, source, label, sectionTitle, onEndReached, onFilterKey }: ListGridProps & { onFilterKey: () => void }) {
  const [setting, followKeyPressed] = useUnit([$userSetting, matchFollowKeyPressed]);
  const follow = useCallback(
    (match: Match) => followKeyPressed({ target: { kind: "match", matchId: match.matchId, sportType: sportTypeOf("basketball") }, listFollowed: match.hasFollow === 1 }),
    [followKeyPressed],
  );
  const renderSection = useCallback(
    (row: SectionTableRow, ariaRowIndex: number, columnCount: number) => (
      <SectionRow row={row} sectionTitle={sectionTitle} ariaRowIndex={ariaRowIndex} columnCount={columnCount} />
    ),
    [sectionTitle],
  );
  return (
    <ShowRankingContext.Provider value={setting.rankingDisplay}>
      <VirtualGrid
        rows={rows}
        columns={setting.basketballVariant ? basketballColumns : basketballBasicColumns}
        source={source}
        useDecoration={useHighlight}
        label={label}
        itemHeight={ROW_HEIGHT}
        sectionHeight={SECTION_ROW_HEIGHT}
        scrollPaddingStart={SCROLL_PADDING_START}
        renderSection={renderSection}
        rowAttributes={rowAttributes}
        renderFooter={renderNote}
        onOpen={openMatch}
        opensOnClick
        onFollowKey={follow}
        onFilterKey={onFilterKey}
        onEndReached={onEndReached}
        emptyText="暂无数据"
        testId="basketball-list"
        emptyTestId="basketball-list-empty"
      />
    </ShowRankingContext.Provider>
  );
}
