// Today's football list: loaded from the binary call, kept current by socket pushes (12, 13).
// A push updates its match at once; moving between sections waits for the 500 ms debounced
// re-sort (spec 1 §4). Only a push that changes a match's status group asks for the re-sort:
// order inside a section is by kick-off, which pushes never change, and the minute ticks of
// hundreds of in-play matches would otherwise keep restarting the debounce so it never fired.
import { createEvent, createStore, merge, sample } from "effector";
import { debounce } from "patronum";
import { footballScoreReceived, footballStatusReceived } from "@/shared/api";
import { applyUpdateToMatches } from "../lib/apply-score-update";
import { emptySections, groupMatches, type MatchSections } from "../lib/group-matches";
import { endOfTodaySeconds } from "../lib/day-bounds";
import type { Match, ScoreUpdate } from "./match-types";

export const RESORT_DEBOUNCE_MS = 500;

export const footballListLoaded = createEvent<Match[]>();
export const footballScoreUpdated = createEvent<ScoreUpdate>();

export const $footballMatches = createStore<ReadonlyMap<number, Match>>(new Map());

const scoreApplied = sample({ clock: footballScoreUpdated, source: $footballMatches, fn: applyUpdateToMatches });

$footballMatches
  .on(footballListLoaded, (_, list) => new Map(list.map((match) => [match.matchId, match])))
  .on(scoreApplied, (_, { matches }) => matches);

sample({
  clock: merge([footballScoreReceived, footballStatusReceived]),
  fn: ({ scoreObj }): ScoreUpdate => scoreObj,
  target: footballScoreUpdated,
});

const resortDue = debounce(
  sample({ clock: scoreApplied, filter: ({ regrouped }) => regrouped }),
  RESORT_DEBOUNCE_MS,
);

export const $footballSections = createStore<MatchSections>(emptySections());

sample({
  clock: [footballListLoaded, resortDue],
  source: $footballMatches,
  fn: (matches) => groupMatches(matches.values(), endOfTodaySeconds()),
  target: $footballSections,
});
