// A listed match that asked for a refresh is fetched again (matchInfo) and its rows take the
// server's record, so a missed push (the final whistle, a corrected score) cannot leave them wrong.
//
// When: requests for one match within the window make one call (a whistle, then a VAR, then a
// late duplicate), and at most MAX_MATCH_REFRESH_CALLS run at once, so a wave of full-times
// queues instead of flooding the network. Only a match in one of the lists is fetched.
//
// What is kept: a push for the match (score, status, overtime, a live anchor) or the user's
// follow arriving after the call was sent is newer than the reply, so the reply is dropped; so
// is every reply in flight when a list lands (a list fetched again, a QA replay's snapshot): the
// rows are then the list's, and an older record must not overwrite them. An
// applied reply goes through `matchRefreshed`, which regroups like a push but is a correction: no
// goal effects and no further refresh come of it.
import { attach, combine, createEffect, createStore, merge, sample, type Effect, type Event, type StoreWritable } from "effector";
import type { MatchWire } from "#wire";
import { fetchMatchInfo } from "../api/match-info-request";
import { matchFromInfo } from "../lib/match-info-record";
import type { SportLists } from "./create-sport-lists";
import type { Match } from "./match-types";

export const MATCH_REFRESH_WINDOW_MS = 1_000;
export const MAX_MATCH_REFRESH_CALLS = 4;

export interface MatchRefreshOptions {
  /** The sport's lists: what is listed, what overtakes a call, and where applied records go. */
  lists: SportLists;
  requested: Event<number>;
}

export interface MatchRefresh {
  /** The window requests for one match gather in; a store, so tests fork it down. */
  $windowMs: StoreWritable<number>;
  fetchMatchInfoFx: Effect<number, MatchWire | null>;
}

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((other) => other !== id));
// One map lookup per push: the same map unless the match has a call in flight.
const overtake = (calls: ReadonlyMap<number, boolean>, matchId: number) =>
  calls.get(matchId) === false ? new Map(calls).set(matchId, true) : calls;

const overtakeAll = (calls: ReadonlyMap<number, boolean>) =>
  [...calls.values()].some((overtaken) => !overtaken) ? new Map([...calls.keys()].map((id) => [id, true])) : calls;

export function createMatchRefresh({ lists, requested }: MatchRefreshOptions): MatchRefresh {
  const $windowMs = createStore(MATCH_REFRESH_WINDOW_MS);
  const windowFx = attach({
    source: $windowMs,
    effect: (ms, matchId: number) => new Promise<number>((resolve) => setTimeout(resolve, ms, matchId)),
  });
  const fetchMatchInfoFx = createEffect((matchId: number) => fetchMatchInfo(lists.sport, matchId));
  const $listed = combine([lists.today.$matches, lists.browse.$matches]);
  const rowOf = (matches: readonly ReadonlyMap<number, Match>[], matchId: number) =>
    matches.reduce<Match | undefined>((found, list) => found ?? list.get(matchId), undefined);

  // A match's refresh: its window open, then waiting for a slot (in order), then in flight.
  const $windows = createStore<ReadonlySet<number>>(new Set(), { serialize: "ignore" });
  const $queued = createStore<readonly number[]>([], { serialize: "ignore" });
  const $calling = createStore<ReadonlySet<number>>(new Set(), { serialize: "ignore" });

  // A request joins a refresh not yet sent; one made while a call is in flight starts the next.
  sample({
    clock: requested,
    source: { windows: $windows, queued: $queued, listed: $listed },
    filter: ({ windows, queued, listed }, id) => !windows.has(id) && !queued.includes(id) && rowOf(listed, id) !== undefined,
    fn: (_, id) => id,
    target: windowFx,
  });
  $windows.on(windowFx, (windows, id) => new Set(windows).add(id)).on(windowFx.doneData, without);
  $queued.on(windowFx.doneData, (queued, id) => [...queued, id]).on(fetchMatchInfoFx, (queued, id) => queued.filter((q) => q !== id));
  $calling.on(fetchMatchInfoFx, (calling, id) => new Set(calling).add(id)).on(fetchMatchInfoFx.finally, (calling, { params }) => without(calling, params));

  // Each closing window and each ended call starts at most one call, which keeps the slots full;
  // a match waits for its own call in flight, so its calls never overlap.
  const nextCall = sample({
    clock: [windowFx.doneData, fetchMatchInfoFx.finally],
    source: { queued: $queued, calling: $calling },
    fn: ({ queued, calling }) => (calling.size < MAX_MATCH_REFRESH_CALLS ? queued.find((id) => !calling.has(id)) : undefined),
  });
  sample({ clock: nextCall, filter: (id): id is number => id !== undefined, target: fetchMatchInfoFx });

  // Calls in flight by match → overtaken (something newer for the match has arrived since).
  const $overtaken = createStore<ReadonlyMap<number, boolean>>(new Map(), { serialize: "ignore" })
    .on(fetchMatchInfoFx, (calls, matchId) => new Map(calls).set(matchId, false))
    .on(merge([lists.scoreUpdated, lists.overtimeUpdated, lists.followChanged]), (calls, { matchId }) => overtake(calls, matchId))
    .on(lists.livingChanged, (calls, { matchId, prevMatchId }) => overtake(overtake(calls, matchId), prevMatchId))
    .on(merge([lists.today.listed, lists.browse.listed]), overtakeAll);

  const callSettled = sample({
    clock: fetchMatchInfoFx.finally,
    source: $overtaken,
    fn: (overtaken, call) => ({
      matchId: call.params,
      info: call.status === "done" && overtaken.get(call.params) === false ? call.result : null,
    }),
  });
  $overtaken.on(callSettled, (calls, { matchId }) => new Map([...calls].filter(([id]) => id !== matchId)));

  const recordFetched = sample({
    clock: callSettled,
    source: $listed,
    fn: (listed, { matchId, info }) => {
      const row = rowOf(listed, matchId);
      return row && info ? matchFromInfo(row, info) : null;
    },
  });
  sample({ clock: recordFetched, filter: (record): record is Match => record !== null, target: lists.matchRefreshed });

  return { $windowMs, fetchMatchInfoFx };
}
