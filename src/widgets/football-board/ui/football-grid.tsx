// Football's grid: the sport-neutral virtual grid with football's columns, push highlights, row
// marks and section titles. Enter opens the match's centre in a new tab, F follows the focused
// match as its star would, "/" opens the board's competition filter.
import { useMemo } from "react";
import { useUnit } from "effector-react";
import { footballPushEffects, useMatchHighlight, type Match } from "@/entities/match";
import { useMatchFollowKey } from "@/features/follow";
import { renderMatchNote, useListSectionRenderer, type ListGridProps, type MatchTableRow } from "@/features/match-list-view";
import { $userSetting } from "@/entities/user-setting";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { VirtualGrid } from "@/shared/ui/virtual-grid";
import { ROW_HEIGHT, SCROLL_PADDING_START, SECTION_ROW_HEIGHT } from "../config/football-board";
import { footballColumns } from "./columns";
import { GridDisplayContext } from "./display-context";
import classes from "./football-cells.module.css";
import { useFlashPhase } from "./use-flash-phase";

const useHighlight = (matchId: number) => useMatchHighlight(footballPushEffects, matchId);

const rowAttributes = (match: Match, row: MatchTableRow) => ({
  "data-match-id": match.matchId,
  "data-status": match.topupType,
  "data-pinned": row.pinned || undefined,
});

const openMatch = (match: Match) => openInNewTab(ROUTES.liveRoom.href({ matchId: match.matchId, sport: "football" }));

export function FootballGrid({ rows, source, label, sectionTitle, onEndReached, onFilterKey }: ListGridProps & { onFilterKey: () => void }) {
  const setting = useUnit($userSetting);
  const display = useMemo(() => ({ showRanking: setting.rankingDisplay, showCards: setting.cardDisplay }), [setting.rankingDisplay, setting.cardDisplay]);
  const follow = useMatchFollowKey("football");
  const renderSection = useListSectionRenderer(sectionTitle);
  const flashHost = useFlashPhase<HTMLDivElement>();
  return (
    <GridDisplayContext.Provider value={display}>
      <div ref={flashHost} className={classes.flashHost}>
        <VirtualGrid
          rows={rows}
          columns={footballColumns}
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
          onFollowKey={follow}
          onFilterKey={onFilterKey}
          onEndReached={onEndReached}
          emptyText="暂无数据"
          testId="football-list"
          emptyTestId="football-list-empty"
        />
      </div>
    </GridDisplayContext.Provider>
  );
}
