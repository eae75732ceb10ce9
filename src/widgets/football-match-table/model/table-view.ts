// The grid's rows, derived in one place from the lists, the tab and every filter. They change
// when a section regroups (the 500 ms debounced re-sort), a filter or setting changes, or — in the
// 直播 view — when anchors come and go; never on a plain score push, so a push re-renders its own
// row only.
import { createStore, merge, sample } from "effector";
import { debounce } from "patronum";
import {
  $footballBrowseMatches,
  $footballBrowseSections,
  $footballCompetitionFilter,
  $footballMatches,
  $footballSections,
  $footballTopOneIds,
  $pinnedMatchSet,
  $userSetting,
  competitionFilterPredicate,
  RESORT_DEBOUNCE_MS,
} from "@/entities/match";
import { livingClosed, livingMatchChanged, livingStarted, previewAdded, previewRemoved } from "@/shared/api";
import { buildTableView, EMPTY_VIEW, type TableView } from "../lib/table-rows";
import { $activeMatchType, $listTab } from "./list-view";

const livingSettled = debounce(
  merge([livingStarted, livingClosed, livingMatchChanged, previewAdded, previewRemoved]),
  RESORT_DEBOUNCE_MS,
);
const livingViewChanged = sample({ clock: livingSettled, source: $activeMatchType, filter: (type) => type === "living" });

const $competitionAllowed = $footballCompetitionFilter.map(competitionFilterPredicate);
// Narrow views of userSetting, so a goal-tip or sound toggle leaves the rows alone.
const $display = $userSetting.map((setting) => setting.footballDisplay);
const $sortOrder = $userSetting.map((setting) => setting.sortOrder);

export const $tableView = createStore<TableView>(EMPTY_VIEW);

sample({
  clock: [
    $footballSections,
    $footballBrowseSections,
    $listTab,
    $activeMatchType,
    $competitionAllowed,
    $footballTopOneIds,
    $display,
    $sortOrder,
    $pinnedMatchSet,
    livingViewChanged,
  ],
  source: {
    tab: $listTab,
    todaySections: $footballSections,
    todayMatches: $footballMatches,
    browseSections: $footballBrowseSections,
    browseMatches: $footballBrowseMatches,
    matchType: $activeMatchType,
    competitionAllowed: $competitionAllowed,
    topOneIds: $footballTopOneIds,
    display: $display,
    sortOrder: $sortOrder,
    pinned: $pinnedMatchSet,
  },
  fn: (s) => {
    const today = s.tab === "today" || s.tab === "going";
    return buildTableView({
      tab: s.tab,
      sections: today ? s.todaySections : s.browseSections,
      matches: today ? s.todayMatches : s.browseMatches,
      matchType: s.matchType,
      competitionAllowed: s.competitionAllowed,
      topOneIds: s.topOneIds,
      display: s.display,
      sortOrder: s.sortOrder,
      pinned: s.pinned,
    });
  },
  target: $tableView,
});
