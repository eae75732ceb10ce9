// Which matches a confirmed competition filter lets through. The lottery tabs (spec 1 §9:
// 1 → [101], 2 → [301, 404], 3 → [401], 0 → none) offer only competitions with lottery
// matches, and keep only those matches: a competition's count in the dialog is what the list shows.
import type { CompetitionFilter, FootballFilterCategory } from "../model/competition-filter";
import type { Match } from "../model/match-types";

export const FOOTBALL_FILTER_CATEGORIES = ["allFootball", "competitiveFootball", "beidanFootball", "passFootball"] as const;

/** The lottery ids of each tab; empty for the all tab (no lottery condition). */
export const FOOTBALL_FILTER_LOTTERIES: Readonly<Record<FootballFilterCategory, readonly number[]>> = {
  allFootball: [],
  competitiveFootball: [101],
  beidanFootball: [301, 404],
  passFootball: [401],
};

export const isFootballFilterCategory = (value: unknown): value is FootballFilterCategory =>
  (FOOTBALL_FILTER_CATEGORIES as readonly unknown[]).includes(value);

/** True when the match carries one of the tab's lotteries (always true on the all tab). */
export function matchInFilterTab(match: Match, category: FootballFilterCategory): boolean {
  const lotteries = FOOTBALL_FILTER_LOTTERIES[category];
  return lotteries.length === 0 || lotteries.some((id) => id in match.lotterys);
}

/** A predicate for the list; build it once per filter change, not per row. */
export function competitionFilterPredicate(filter: CompetitionFilter | null): (match: Match) => boolean {
  if (!filter) return () => true;
  const ids = new Set(filter.ids);
  return (match) => ids.has(match.competition.id) && matchInFilterTab(match, filter.category);
}
