// Today's football list: loaded from the binary call, kept current by socket pushes (12, 13).
// A push updates its match at once; moving between sections waits for the 500 ms debounced
// re-sort (spec 1 §4). Only a push that changes a match's status group asks for the re-sort:
// order inside a section is by kick-off, which pushes never change, and the minute ticks of
// hundreds of in-play matches would otherwise keep restarting the debounce so it never fired.
//
// Pushes are applied a frame's worth at a time (SCORE_FLUSH_MS), and a change copies only the
// buckets of the map it touches (lib/match-map): copying the whole map per push was ~80% of the
// main thread at 1,000 pushes a second, and per pass still ~8% (bench/README.md). A row shows its
// push within the frame it arrived in. A refreshed record (match-info-refresh) replaces
// its row at once and regroups through the same debounce; a correction, not a push: no push
// effects follow.
import { createEffect, createEvent, createStore, merge, sample } from "effector";
import { debounce } from "patronum";
import { footballScoreReceived, footballStatusReceived } from "@/shared/api";
import { applyUpdatesToMatches } from "../lib/apply-score-update";
import { applyMatchRecord } from "../lib/match-info-record";
import { matchMapOf } from "../lib/match-map";
import { emptySections, groupMatches, type MatchSections } from "../lib/group-matches";
import { endOfTodaySeconds } from "../lib/day-bounds";
import type { Match, ScoreUpdate } from "./match-types";

export const RESORT_DEBOUNCE_MS = 500;
/** How long pushes gather before one pass applies them: about one frame. */
export const SCORE_FLUSH_MS = 16;

export const footballListLoaded = createEvent<Match[]>();
export const footballScoreUpdated = createEvent<ScoreUpdate>();
/** The server's current record of a listed match (today's or browsed), from a refresh. */
export const footballMatchRefreshed = createEvent<Match>();

export const $footballMatches = createStore<ReadonlyMap<number, Match>>(new Map());

// Pushes waiting for the next pass; a private buffer, never rendered. Filled in place (a copy per
// push made the buffer quadratic); only the shared initial array is never written to, so scopes
// do not share a buffer.
const NO_PENDING: ScoreUpdate[] = [];
const $pendingUpdates = createStore<ScoreUpdate[]>(NO_PENDING, { serialize: "ignore" }).on(footballScoreUpdated, (pending, update) => {
  if (pending === NO_PENDING) return [update];
  pending.push(update);
  return pending;
});
// A timer, not the next animation frame: applying pushes inside the frame made scroll frames longer
// (more dropped frames in an A/B, bench/README.md).
const flushWaitFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, SCORE_FLUSH_MS)));
// The first push makes a new buffer (an update) and starts the wait; the rest join it quietly.
sample({ clock: $pendingUpdates.updates, filter: (pending) => pending !== NO_PENDING, target: flushWaitFx });
const updatesFlushed = sample({ clock: flushWaitFx.done, source: $pendingUpdates });
$pendingUpdates.reset(updatesFlushed);

const scoreApplied = sample({ clock: updatesFlushed, source: $footballMatches, fn: applyUpdatesToMatches });
const recordApplied = sample({ clock: footballMatchRefreshed, source: $footballMatches, fn: applyMatchRecord });

$footballMatches
  .on(footballListLoaded, (_, list) => matchMapOf(list))
  .on([scoreApplied, recordApplied], (_, { matches }) => matches);

sample({
  clock: merge([footballScoreReceived, footballStatusReceived]),
  fn: ({ scoreObj }): ScoreUpdate => scoreObj,
  target: footballScoreUpdated,
});

const resortDue = debounce(
  sample({ clock: [scoreApplied, recordApplied], filter: ({ regrouped }) => regrouped }),
  RESORT_DEBOUNCE_MS,
);

export const $footballSections = createStore<MatchSections>(emptySections());

sample({
  clock: [footballListLoaded, resortDue],
  source: $footballMatches,
  fn: (matches) => groupMatches(matches.values(), endOfTodaySeconds()),
  target: $footballSections,
});
