// The football board of /matchEvents and /football: the list view's frame (tabs, match types,
// days, settings) with football's grid, the competition filter and the page's own actions.
import { useCallback, type ReactNode } from "react";
import { useUnit } from "effector-react";
import { footballSectionTitle, isFootballMatchType } from "@/entities/match";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { ListViewBoard, type ListGridProps } from "@/features/match-list-view";
import { FOOTBALL_BOARD_LABELS, FOOTBALL_MATCH_TYPE_OPTIONS } from "../config/football-board";
import type { FootballBoardModel } from "../model/create-football-board";
import { FootballGrid } from "./football-grid";

export interface FootballBoardProps {
  model: FootballBoardModel;
  /** Beside 筛选 (e.g. the goal alert settings on /matchEvents). */
  actions?: ReactNode;
}

export function FootballBoard({ model, actions }: FootballBoardProps) {
  const openFilter = useUnit(model.filterDialog.opened);
  const renderGrid = useCallback((props: ListGridProps) => <FootballGrid {...props} onFilterKey={openFilter} />, [openFilter]);
  return (
    <ListViewBoard
      view={model.view}
      matchTypeOptions={FOOTBALL_MATCH_TYPE_OPTIONS}
      isMatchType={isFootballMatchType}
      sectionTitle={footballSectionTitle}
      labels={FOOTBALL_BOARD_LABELS}
      renderGrid={renderGrid}
      actions={
        <>
          <CompetitionFilterButton dialog={model.filterDialog} />
          {actions}
        </>
      }
    />
  );
}
