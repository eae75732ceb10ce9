// The football competition filter (spec 1 §3 "Filter state per sport"): which competitions the
// lists show. null means no filter (every competition). The filter dialog confirms it; the
// lists read it (competitionFilterPredicate). Only a known tab's ids are kept (spec 1 §5), and
// the choice survives a reload within the browser session under footballFilter.
import { createEffect, createEvent, createStore, sample } from "effector";
import { createCompetitionFilterStorage } from "../lib/competition-filter-storage";
import { FOOTBALL_FILTER_CATEGORIES, isFootballFilterCategory } from "../lib/competition-filter-rules";

/** allFootball (全部), competitiveFootball (竞足), beidanFootball (北单), passFootball (传足). */
export type FootballFilterCategory = (typeof FOOTBALL_FILTER_CATEGORIES)[number];

export interface CompetitionFilter {
  category: FootballFilterCategory;
  /** Selected competition ids. */
  ids: number[];
  timestamp: number;
}

export const footballFilterStorage = createCompetitionFilterStorage<FootballFilterCategory>("footballFilter", FOOTBALL_FILTER_CATEGORIES);

export const footballCompetitionFilterConfirmed = createEvent<CompetitionFilter>();
export const footballCompetitionFilterReset = createEvent();

// Not .reset(): that would return to the value read at load, not to "no filter".
export const $footballCompetitionFilter = createStore<CompetitionFilter | null>(footballFilterStorage.read()).on(
  footballCompetitionFilterReset,
  () => null,
);

sample({
  clock: footballCompetitionFilterConfirmed,
  filter: (filter) => isFootballFilterCategory(filter.category) && filter.ids.every(Number.isInteger),
  fn: ({ category, ids, timestamp }): CompetitionFilter => ({ category, ids: [...ids], timestamp }),
  target: $footballCompetitionFilter,
});

export const persistFootballFilterFx = createEffect((filter: CompetitionFilter | null) => footballFilterStorage.write(filter));

sample({ clock: $footballCompetitionFilter.updates, target: persistFootballFilterFx });
