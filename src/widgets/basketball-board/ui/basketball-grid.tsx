// Basketball's grid: the sport-neutral virtual grid with basketball's columns, the summed-score
// highlight, row marks and section titles. A click on a row (or Enter) opens the live room when
// an anchor is live on the match, otherwise the match's data page; F follows the focused match as
// its star would, "/" opens the board's competition filter.
import { useUnit } from "effector-react";
import { basketballPushEffects, useMatchHighlight, type Match } from "@/entities/match";
import { $userSetting } from "@/entities/user-setting";
import { useMatchFollowKey } from "@/features/follow";
import { renderMatchNote, useListSectionRenderer, type ListGridProps, type MatchTableRow } from "@/features/match-list-view";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { VirtualGrid } from "@/shared/ui/virtual-grid";
import { ROW_HEIGHT, SCROLL_PADDING_START, SECTION_ROW_HEIGHT } from "../config/basketball-board";
import { ShowRankingContext } from "./basketball-row";
import { basketballBasicColumns, basketballColumns } from "./columns";

const useHighlight = (matchId: number) => useMatchHighlight(basketballPushEffects, matchId);

const rowAttributes = (match: Match, row: MatchTableRow) => ({
  "data-match-id": match.matchId,
  "data-status": match.topupType,
  "data-ncaa": match.ncaa,
  "data-pinned": row.pinned || undefined,
});

/** Where a row leads: the room of its first live anchor, else the match's data page. */
export const basketballRowHref = (match: Match): string =>
  match.living[0] ? ROUTES.liveRoom.href({ roomId: match.living[0].roomId }) : ROUTES.teamHistory.href(match.matchId);

const openMatch = (match: Match) => openInNewTab(basketballRowHref(match));

export function BasketballGrid({ rows, source, label, sectionTitle, onEndReached, onFilterKey }: ListGridProps & { onFilterKey: () => void }) {
  const setting = useUnit($userSetting);
  const follow = useMatchFollowKey("basketball");
  const renderSection = useListSectionRenderer(sectionTitle);
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
        renderFooter={renderMatchNote}
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
