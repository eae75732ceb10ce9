// One match list (today's, a browsed day, the follows): loaded from a list call, tagged with what
// it holds, and kept current by its sport's pushes, refreshed records, living changes and the
// user's follows.
//
// A push updates its match at once; moving between sections waits for the 500 ms debounced
// re-sort (docs/product-rules.md "Sorting and grouping"). Only a change of status group asks for
// the re-sort: order inside a section is by kick-off, which pushes never change, and the minute
// ticks of hundreds of in-play matches would otherwise keep restarting the debounce.
//
// Pushes arrive a frame's worth at a time (push-batches), and a change copies only the buckets of
// the map it touches (lib/match-map): copying the whole map per push was ~80% of the main thread
// at 1,000 pushes a second (bench/README.md). A refreshed record replaces its row at once and
// regroups through the same debounce.
import { createEvent, createStore, sample, type Event, type EventCallable, type Store } from "effector";
import { debounce } from "patronum";
import { livingEditsOf, type LivingChange } from "@/entities/live-room/@x/match";
import { applyUpdatesToMatches } from "../lib/apply-score-update";
import { endOfTodaySeconds } from "../lib/day-bounds";
import { emptySections, groupMatches, type MatchSections } from "../lib/group-matches";
import { applyMatchRecord } from "../lib/match-info-record";
import { mergeListReply, type LateChanges } from "../lib/merge-list-reply";
import { editMatches, matchMapOf } from "../lib/match-map";
import type { MatchFollowChange } from "@/shared/model";
import type { ListPush, LoadedMatches, Match } from "./match-types";

export const RESORT_DEBOUNCE_MS = 500;

export interface MatchListSources {
  /** The sport's score, status and overtime pushes, a frame's worth at a time (createPushBatches). */
  scoresFlushed: Event<readonly ListPush[]>;
  /** What changed the rows lately, with when (model/late-changes): applied again over an older list reply. */
  lateChanges: Store<LateChanges>;
  /** The server's current record of a match (a refresh); a correction, not a push. */
  matchRefreshed: Event<Match>;
  /** The sport's living changes (anchors and previews coming and going). */
  livingChanged: Event<LivingChange>;
  /** The user's follows of the sport's matches. */
  followChanged: Event<MatchFollowChange>;
}

export interface MatchListOptions extends MatchListSources {
  /**
   * Today's list puts not-started matches dated after today into their own section; a browsed
   * day is its own day, and the follows are grouped by date elsewhere.
   */
  splitsNextDay: boolean;
}

export interface MatchList {
  loaded: EventCallable<LoadedMatches>;
  /** A load as the list took it: the reply with the pushes and living changes since its request applied (lib/merge-list-reply). */
  listed: Event<LoadedMatches>;
  /** What the list holds (LoadedMatches.key), null before its first load. */
  $key: Store<string | null>;
  $matches: Store<ReadonlyMap<number, Match>>;
  $sections: Store<MatchSections>;
}

export function createMatchList({ scoresFlushed, lateChanges, matchRefreshed, livingChanged, followChanged, splitsNextDay }: MatchListOptions): MatchList {
  const loaded = createEvent<LoadedMatches>();
  const $key = createStore<string | null>(null).on(loaded, (_, { key }) => key);
  const $matches = createStore<ReadonlyMap<number, Match>>(matchMapOf([]));

  const scoreApplied = sample({ clock: scoresFlushed, source: $matches, fn: applyUpdatesToMatches });
  const recordApplied = sample({ clock: matchRefreshed, source: $matches, fn: applyMatchRecord });

  const listed = sample({
    clock: loaded,
    source: lateChanges,
    fn: (late, reply): LoadedMatches => ({ key: reply.key, matches: mergeListReply(reply, late) }),
  });

  $matches
    .on(listed, (_, { matches }) => matchMapOf(matches))
    .on([scoreApplied, recordApplied], (_, { matches }) => matches)
    .on(livingChanged, (matches, change) => editMatches(matches, livingEditsOf(change)))
    .on(followChanged, (matches, { matchId, hasFollow }) =>
      editMatches(matches, [[matchId, (match) => (match.hasFollow === hasFollow ? match : { ...match, hasFollow })]]),
    );

  const resortDue = debounce(
    sample({ clock: [scoreApplied, recordApplied], filter: ({ regrouped }) => regrouped }),
    RESORT_DEBOUNCE_MS,
  );

  const $sections = createStore<MatchSections>(emptySections());
  const endOfDay = () => (splitsNextDay ? endOfTodaySeconds() : Number.POSITIVE_INFINITY);
  sample({ clock: listed, source: $matches, fn: (matches) => groupMatches(matches, endOfDay()), target: $sections });
  // A re-sort starts from the sections it changes, so the sort has little to do.
  sample({
    clock: resortDue,
    source: { matches: $matches, sections: $sections },
    fn: ({ matches, sections }) => groupMatches(matches, endOfDay(), sections),
    target: $sections,
  });

  return { loaded, listed, $key, $matches, $sections };
}
