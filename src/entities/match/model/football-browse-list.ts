// The football list being browsed besides today's: one day of the schedule (赛程), one day of
// results (赛果), or the followed matches (关注). Loaded from TanStack Query's per-date cache;
// `key` names what is loaded so a screen can tell a fresh list from the one it replaced. Pushes
// apply here too (a followed match may be in play), with the same debounced regrouping, and so do
// refreshed records (footballMatchRefreshed).
import { createEvent, createStore, sample } from "effector";
import { debounce } from "patronum";
import { applyUpdateToMatches } from "../lib/apply-score-update";
import { applyMatchRecord } from "../lib/match-info-record";
import { matchMapOf, withMatches } from "../lib/match-map";
import { emptySections, groupMatches, type MatchSections } from "../lib/group-matches";
import { footballMatchRefreshed, footballScoreUpdated, RESORT_DEBOUNCE_MS } from "./football-list";
import { matchFollowChanged } from "./match-follow";
import type { Match } from "./match-types";

export interface BrowseList {
  /** e.g. "history:2026-11-20", "course:2026-11-22", "concern". */
  key: string;
  matches: Match[];
}

export const footballBrowseListLoaded = createEvent<BrowseList>();

export const $footballBrowseKey = createStore<string | null>(null).on(footballBrowseListLoaded, (_, { key }) => key);

export const $footballBrowseMatches = createStore<ReadonlyMap<number, Match>>(new Map());

// Most pushes are for matches not in the browsed list: they stop at the filter.
const browseScoreApplied = sample({
  clock: footballScoreUpdated,
  source: $footballBrowseMatches,
  filter: (matches, update) => matches.has(update.matchId),
  fn: applyUpdateToMatches,
});
const browseRecordApplied = sample({ clock: footballMatchRefreshed, source: $footballBrowseMatches, fn: applyMatchRecord });

$footballBrowseMatches
  .on(footballBrowseListLoaded, (_, { matches }) => matchMapOf(matches))
  .on([browseScoreApplied, browseRecordApplied], (_, { matches }) => matches)
  .on(matchFollowChanged, (matches, { matchId, hasFollow }) => {
    const current = matches.get(matchId);
    if (!current || current.hasFollow === hasFollow) return matches;
    return withMatches(matches, [{ ...current, hasFollow }]);
  });

const resortDue = debounce(
  sample({ clock: [browseScoreApplied, browseRecordApplied], filter: ({ regrouped }) => regrouped }),
  RESORT_DEBOUNCE_MS,
);

/** By status; no "next day" split: a browsed day is its own day. */
export const $footballBrowseSections = createStore<MatchSections>(emptySections());

sample({
  clock: [footballBrowseListLoaded, resortDue],
  source: $footballBrowseMatches,
  fn: (matches) => groupMatches(matches.values(), Number.POSITIVE_INFINITY),
  target: $footballBrowseSections,
});
