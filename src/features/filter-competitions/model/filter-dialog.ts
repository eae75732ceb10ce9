// The filter dialog's frame: open or not, the tab shown and what it offers. The offer is built
// when the dialog opens, from the matches of the list then in view (today's, a browsed day, the
// follows), so a score push never rebuilds it.
import { createEvent, createStore, sample } from "effector";
import {
  $footballCompetitionFilter,
  $footballMatchesInView,
  competitionFilterOpenRequested,
  isFootballFilterCategory,
  type FootballFilterCategory,
  type Match,
} from "@/entities/match";
import type { CompetitionCatalog } from "../api/football-competitions-request";
import { buildFilterOptions, emptyFilterOptions, type FilterOptions } from "../lib/filter-options";
import { initialSelection, type Selection } from "../lib/selection";

export const competitionFilterOpened = createEvent();
export const competitionFilterClosed = createEvent();
export const competitionCatalogLoaded = createEvent<CompetitionCatalog>();
/** Tab values come from the UI as strings; unknown ones are ignored. */
export const filterTabChanged = createEvent<string | null>();

// The 筛选 button and the grid's "/" key both ask through the entity's request.
sample({ clock: competitionFilterOpenRequested, target: competitionFilterOpened });

export const $competitionFilterOpen = createStore(false)
  .on(competitionFilterOpened, () => true)
  .reset(competitionFilterClosed);
export const $competitionCatalog = createStore<CompetitionCatalog | null>(null).on(competitionCatalogLoaded, (_, catalog) => catalog);

interface Prepared {
  matches: ReadonlyMap<number, Match>;
  options: FilterOptions;
  tab: FootballFilterCategory;
  selection: Selection;
}

/** Opening prepares offer, tab and draft selection together from the confirmed filter. */
export const filterPrepared = sample({
  clock: competitionFilterOpened,
  source: { matches: $footballMatchesInView, catalog: $competitionCatalog, filter: $footballCompetitionFilter },
  fn: ({ matches, catalog, filter }): Prepared => {
    const options = buildFilterOptions(matches.values(), catalog);
    const tab = filter?.category ?? "allFootball";
    return { matches, options, tab, selection: initialSelection(options, tab, filter) };
  },
});

export const knownTabChosen = sample({ clock: filterTabChanged, filter: isFootballFilterCategory });

// The list the offer was built from, for a late catalogue; let go of on close.
const $offeredMatches = createStore<ReadonlyMap<number, Match>>(new Map())
  .on(filterPrepared, (_, { matches }) => matches)
  .reset(competitionFilterClosed);

export const $filterOptions = createStore<FilterOptions>(emptyFilterOptions()).on(filterPrepared, (_, { options }) => options);
/** Competitions in the list: the count in the title 筛选(n). */
export const $filterTotal = $filterOptions.map((options) => options.total);
export const $activeFilterTab = createStore<FootballFilterCategory>("allFootball")
  .on(filterPrepared, (_, { tab }) => tab)
  .on(knownTabChosen, (_, tab) => tab);

// Initials and the hot list may arrive after the dialog opened: regroup the list it opened on
// (not whichever list has loaded since), so the ids and the draft selection stay the same.
sample({
  clock: competitionCatalogLoaded,
  source: { open: $competitionFilterOpen, matches: $offeredMatches },
  filter: ({ open }) => open,
  fn: ({ matches }, catalog) => buildFilterOptions(matches.values(), catalog),
  target: $filterOptions,
});
