// When to call matchInfo for matches that asked for a refresh (matchRefreshRequested). Requests
// for one match within the window make one call (a whistle, then a VAR, then a late duplicate),
// and at most MAX_MATCH_REFRESH_CALLS run at once, so a wave of full-times queues instead of
// flooding the network. Only a match in a loaded list is fetched: nothing else would use it.
import { attach, createEffect, createStore, sample } from "effector";
import { fetchFootballMatchInfo } from "../api/football-match-info-request";
import { $footballBrowseMatches } from "./football-browse-list";
import { $footballMatches } from "./football-list";
import { matchRefreshRequested } from "./push-effects";

export const MATCH_REFRESH_WINDOW_MS = 1_000;
export const MAX_MATCH_REFRESH_CALLS = 4;
/** A store, so tests fork the window down. */
export const $matchRefreshWindowMs = createStore(MATCH_REFRESH_WINDOW_MS);

const windowFx = attach({
  source: $matchRefreshWindowMs,
  effect: (ms, matchId: number) => new Promise<number>((resolve) => setTimeout(resolve, ms, matchId)),
});
export const fetchMatchInfoFx = createEffect(fetchFootballMatchInfo);

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((other) => other !== id));

// A match's refresh: its window open, then waiting for a slot (in order), then in flight.
const $windows = createStore<ReadonlySet<number>>(new Set(), { serialize: "ignore" });
const $queued = createStore<readonly number[]>([], { serialize: "ignore" });
const $calling = createStore<ReadonlySet<number>>(new Set(), { serialize: "ignore" });

// A request joins a refresh not yet sent; one made while a call is in flight starts the next.
sample({
  clock: matchRefreshRequested,
  source: { windows: $windows, queued: $queued, today: $footballMatches, browse: $footballBrowseMatches },
  filter: ({ windows, queued, today, browse }, id) => !windows.has(id) && !queued.includes(id) && (today.has(id) || browse.has(id)),
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
