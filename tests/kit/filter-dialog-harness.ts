// A football competition filter dialog as a board wires it, for the filter feature's tests (which
// may not import the list-view feature): a confirmed filter (store, 完成, reset) and a plain store
// of the matches in view. Which list is in view is the list view's rule, tested with the real
// board in widgets/football-board. Also the neutral session-storage keys of the list view's own
// tests: the football board's real keys are pinned by its config test.
import { createEvent, createStore } from "effector";
import { FOOTBALL_FILTER_TABS, type CompetitionFilter, type FootballFilterCategory, type Match } from "@/entities/match";
import { createFilterDialog } from "@/features/filter-competitions";

/** A list view's keys (ListViewKeys), neutral so a test pins the view's behaviour, not a board's names. */
export const TEST_LIST_KEYS = {
  tab: "testListTab",
  scopes: { home: "testHomeFilter", course: "testCourseFilter", history: "testHistoryFilter" },
  competitionFilter: "testCompetitionFilter",
};

export const matchesById = (matches: readonly Match[]): ReadonlyMap<number, Match> => new Map(matches.map((match) => [match.matchId, match]));

export function createFootballFilterHarness() {
  const filterConfirmed = createEvent<CompetitionFilter<FootballFilterCategory>>();
  const filterReset = createEvent();
  const $filter = createStore<CompetitionFilter<FootballFilterCategory> | null>(null)
    .on(filterConfirmed, (_, filter) => filter)
    .on(filterReset, () => null);
  const $matches = createStore<ReadonlyMap<number, Match>>(new Map());

  const dialog = createFilterDialog({
    sport: "football",
    tabs: FOOTBALL_FILTER_TABS,
    filter: { $current: $filter, confirmed: filterConfirmed, reset: filterReset },
    $matches,
  });
  return { dialog, $filter, filterConfirmed, filterReset, $matches };
}
