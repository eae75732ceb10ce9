// The basketball board of /basketball and the 篮球 tab of /matchEvents: the list view's frame
// (tabs, match types, days, settings) with basketball's grid and its competition filter. It opens
// its view before its first paint, and each opening clears its filters.
import { useCallback, type ReactNode } from "react";
import { useUnit } from "effector-react";
import { basketballSectionTitle } from "@/entities/match";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { ListViewBoard, useListViewOpened, type ListGridProps, type ListTab } from "@/features/match-list-view";
import { ConnectionNotice } from "@/shared/ui/connection-notice";
import { BASKETBALL_BOARD_LABELS, BASKETBALL_MATCH_TYPE_OPTIONS } from "../config/basketball-board";
import type { BasketballBoardModel } from "../model/create-basketball-board";
import { BasketballGrid } from "./basketball-grid";

export interface BasketballBoardProps {
  model: BasketballBoardModel;
  /** The list tab the board starts on instead of the remembered one; read when the board mounts. */
  startTab?: ListTab;
  /** Beside 筛选. */
  actions?: ReactNode;
}

export function BasketballBoard({ model, startTab, actions }: BasketballBoardProps) {
  const ready = useListViewOpened(model.view, startTab);
  const openFilter = useUnit(model.filterDialog.opened);
  const renderGrid = useCallback((props: ListGridProps) => <BasketballGrid {...props} onFilterKey={openFilter} />, [openFilter]);
  if (!ready) return null;
  return (
    <>
      <ConnectionNotice />
      <ListViewBoard
        view={model.view}
        matchTypeOptions={BASKETBALL_MATCH_TYPE_OPTIONS}
        sectionTitle={basketballSectionTitle}
        labels={BASKETBALL_BOARD_LABELS}
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
