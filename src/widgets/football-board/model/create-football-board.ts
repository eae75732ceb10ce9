// A football board's model: its list view (tab, match type, day, competition filter, rows) over
// football's lists, with pins and the top-tier competitions, and its competition filter dialog.
// A page makes one per board it shows, so each board owns its state.
import { $topOneCompetitionIds } from "@/entities/competition";
import { FOOTBALL_FILTER_TABS, FOOTBALL_MATCH_TYPE_RULES, footballLists } from "@/entities/match";
import { createFilterDialog } from "@/features/filter-competitions";
import { createListView } from "@/features/match-list-view";
import { $pinnedMatchSet } from "@/features/pin-match";
import { FOOTBALL_LIST_KEYS } from "../config/football-board";

export function createFootballBoard() {
  const view = createListView({
    lists: footballLists,
    keys: FOOTBALL_LIST_KEYS,
    matchTypes: FOOTBALL_MATCH_TYPE_RULES,
    filterTabs: FOOTBALL_FILTER_TABS,
    $pinned: $pinnedMatchSet,
    $topOneIds: $topOneCompetitionIds.map((ids) => ids.football),
  });
  const filterDialog = createFilterDialog({ sport: "football", tabs: FOOTBALL_FILTER_TABS, filter: view.competitionFilter, $matches: view.$matchesInView });
  return { view, filterDialog };
}

export type FootballBoardModel = ReturnType<typeof createFootballBoard>;
