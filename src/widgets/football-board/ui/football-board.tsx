// The football board of /matchEvents and /football: the list view's frame (tabs, match types,
// days, settings) with football's grid, the competition filter and the page's own actions. It
// opens its view (the remembered choices read back) before its first paint.
import { useCallback, type ReactNode } from "react";
import { useUnit } from "effector-react";
import { footballSectionTitle } from "@/entities/match";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { ListViewBoard, useListViewOpened, type ListGridProps, type ListTab } from "@/features/match-list-view";
import { ConnectionNotice } from "@/shared/ui/connection-notice";
import { FOOTBALL_BOARD_LABELS, FOOTBALL_MATCH_TYPE_OPTIONS } from "../config/football-board";
import type { FootballBoardModel } from "../model/create-football-board";
import { FootballGrid } from "./football-grid";

export interface FootballBoardProps {
  model: FootballBoardModel;
  /** The list tab the board starts on instead of the remembered one; read when the board mounts. */
  startTab?: ListTab;
  /** Beside 筛选 (e.g. the goal alert settings on /matchEvents). */
  actions?: ReactNode;
}

export function FootballBoard({ model, startTab, actions }: FootballBoardProps) {
  const ready = useListViewOpened(model.view, startTab);
  const openFilter = useUnit(model.filterDialog.opened);
  const renderGrid = useCallback((props: ListGridProps) => <FootballGrid {...props} onFilterKey={openFilter} />, [openFilter]);
  if (!ready) return null;
  return (
    <>
      <ConnectionNotice />
      <ListViewBoard
        view={model.view}
        matchTypeOptions={FOOTBALL_MATCH_TYPE_OPTIONS}
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
    </>
  );
}
