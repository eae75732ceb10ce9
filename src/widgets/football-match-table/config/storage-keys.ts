// Session-storage keys of the football list (spec 1 §3): the active tab, and one key per filter
// scope holding only that scope's choice ({matchType} or {matchType, date}). The competition
// filter keeps its own key (entities/match). `matchEventsTab` (shared/lib/storage) is the
// /matchEvents sport tab; the header's 比分 clears it, and the page then also starts this list
// on its first tab.
import type { FilterScope } from "./list-tabs";

export const LIST_TAB_KEY = "footballListTab";

export const SCOPE_KEYS: Record<FilterScope, string> = {
  home: "footballHomeFilter",
  course: "footballCourseFilter",
  history: "footballHistoryFilter",
};
