// The football competition filter (spec 1 §3 "Filter state per sport"): which competitions the
// lists show. null means no filter (every competition). The filter dialog confirms it; the
// lists read it.
import { createEvent, createStore } from "effector";

export type FootballFilterCategory = "allFootball" | "competitiveFootball" | "beidanFootball" | "passFootball";

export interface CompetitionFilter {
  category: FootballFilterCategory;
  /** Selected competition ids. */
  ids: number[];
  timestamp: number;
}

export const footballCompetitionFilterConfirmed = createEvent<CompetitionFilter>();
export const footballCompetitionFilterReset = createEvent();

export const $footballCompetitionFilter = createStore<CompetitionFilter | null>(null)
  .on(footballCompetitionFilterConfirmed, (_, filter) => filter)
  .reset(footballCompetitionFilterReset);
