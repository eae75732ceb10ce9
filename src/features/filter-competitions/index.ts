// Filter competitions (issue 4): the 筛选 button and dialog over the football list. The pages
// render CompetitionFilterButton; the lists read the confirmed filter from entities/match.
export { CompetitionFilterButton } from "./ui/competition-filter-button";
export { CompetitionFilterDialog, FILTER_TAB_LABELS } from "./ui/competition-filter-dialog";
export {
  $activeFilterTab,
  $competitionFilterOpen,
  $filterOptions,
  $filterTotal,
  competitionCatalogLoaded,
  competitionFilterClosed,
  competitionFilterOpened,
  filterTabChanged,
} from "./model/filter-dialog";
export {
  $selectedCompetitionIds,
  $selectedCount,
  allCompetitionsSelected,
  competitionSelectionInverted,
  competitionSelectionReset,
  competitionToggled,
} from "./model/filter-selection";
export { competitionFilterSubmitted, NONE_SELECTED_MESSAGE } from "./model/filter-confirm";
export { footballCompetitionsQuery, fetchFootballCompetitions, type CompetitionCatalog } from "./api/football-competitions-request";
export { buildFilterOptions, HOT_GROUP_TITLE, type FilterCompetition, type FilterGroup, type FilterOptions } from "./lib/filter-options";
export { filterLabel, groupInitial } from "./lib/filter-label";
