// The header's search (docs/product-rules.md "Search"): the pop-up's open state, the typed text,
// the tab, and the keyword last run. Enter or the button runs the typed text; a blank one runs
// nothing. The results are queries keyed by tab and keyword (api/search-requests).
import { createEvent, createStore, sample } from "effector";
import type { SearchTab } from "../api/search-requests";
import { searchKeyword } from "../lib/search-paging";

export const searchOpened = createEvent();
export const searchClosed = createEvent();
export const searchTextChanged = createEvent<string>();
export const searchSubmitted = createEvent();
export const searchTabChanged = createEvent<SearchTab>();

export const $searchOpen = createStore(false)
  .on(searchOpened, () => true)
  .on(searchClosed, () => false);

export const $searchText = createStore("").on(searchTextChanged, (_, text) => text);

export const $searchTab = createStore<SearchTab>("live").on(searchTabChanged, (_, tab) => tab);

/** The keyword last run ("" before any): what the results show. */
export const $searchKeyword = createStore("");

// (sample's filter sees the typed text, before fn trims it.)
const keywordRun = sample({ clock: searchSubmitted, source: $searchText, filter: (text) => searchKeyword(text) !== "", fn: searchKeyword });
sample({ clock: keywordRun, target: $searchKeyword });
// Running a search shows its results: the pop-up opens if it was closed.
sample({ clock: keywordRun, target: searchOpened });
