// A basketball board's model: its list view (tab, match type, day, competition filter, rows) over
// basketball's lists, with pins and the top-tier competitions, and its competition filter dialog.
// Each opening starts with the filters cleared (docs/product-rules.md "Filter state").
import { $topOneCompetitionIds } from "@/entities/competition";
import { BASKETBALL_FILTER_TABS, BASKETBALL_MATCH_TYPE_RULES, basketballLists } from "@/entities/match";
import { createFilterDialog } from "@/features/filter-competitions";
import { createListView } from "@/features/match-list-view";
import { $pinnedMatchSet } from "@/features/pin-match";
import { BASKETBALL_LIST_KEYS } from "../config/basketball-board";

export function createBasketballBoard() {
  const view = createListView({
    lists: basketballLists,
    keys: BASKETBALL_LIST_KEYS,
    matchTypes: BASKETBALL_MATCH_TYPE_RULES,
    filterTabs: BASKETBALL_FILTER_TABS,
    $pinned: $pinnedMatchSet,
    $topOneIds: $topOneCompetitionIds.map((ids) => ids.basketball),
    resetsFiltersOnOpen: true,
  });
  const filterDialog = createFilterDialog({ sport: "basketball", tabs: BASKETBALL_FILTER_TABS, filter: view.competitionFilter, $matches: view.$matchesInView });
  return { view, filterDialog };
}

export type BasketballBoardModel = ReturnType<typeof createBasketballBoard>;
