// A football competition filter dialog as a board wires it, for the filter feature's tests (which
// may not import the list-view feature): a confirmed filter (store, 完成, reset) and the list in
// view — today's, or a browsed list once it holds the key shown, else nothing.
import { combine, createEvent, createStore } from "effector";
import { FOOTBALL_FILTER_TABS, footballLists, TODAY_LIST_KEY, type FootballFilterCategory, type Match } from "@/entities/match";
import { createFilterDialog } from "@/features/filter-competitions";

export interface TestFilter {
  category: FootballFilterCategory;
  ids: number[];
  timestamp: number;
}

const NOTHING: ReadonlyMap<number, Match> = new Map();

export function createFootballFilterHarness() {
  const filterConfirmed = createEvent<TestFilter>();
  const filterReset = createEvent();
  const $filter = createStore<TestFilter | null>(null)
    .on(filterConfirmed, (_, filter) => filter)
    .on(filterReset, () => null);

  const listShown = createEvent<string>();
  const $shownKey = createStore<string>(TODAY_LIST_KEY).on(listShown, (_, key) => key);
  const $matches = combine($shownKey, footballLists.today.$matches, footballLists.browse.$matches, footballLists.browse.$key, (key, today, browse, browseKey) =>
    key === TODAY_LIST_KEY ? today : browseKey === key ? browse : NOTHING,
  );

  const dialog = createFilterDialog({
    sport: "football",
    tabs: FOOTBALL_FILTER_TABS,
    filter: { $current: $filter, confirmed: filterConfirmed, reset: filterReset },
    $matches,
  });
  return { dialog, $filter, filterConfirmed, filterReset, listShown, $matches };
}
