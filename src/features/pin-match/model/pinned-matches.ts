// Pinned matches: a pin keeps a match at the top of its section in every list, across visits
// (localStorage `pinnedMatches`, read when the app starts).
import { createEffect, createEvent, createStore, sample } from "effector";
import { appStarted } from "@/shared/model";
import { parsePinnedIds, PINNED_MATCHES_KEY, togglePinnedId } from "../lib/pinned-ids";

export const matchPinToggled = createEvent<number>();

const readPinsFx = createEffect((): number[] => {
  try {
    return parsePinnedIds(window.localStorage.getItem(PINNED_MATCHES_KEY));
  } catch {
    return [];
  }
});

const persistPinsFx = createEffect((ids: readonly number[]) => {
  try {
    window.localStorage.setItem(PINNED_MATCHES_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked: pins last for this page
  }
});

export const $pinnedMatchIds = createStore<readonly number[]>([])
  .on(readPinsFx.doneData, (_, ids) => ids)
  .on(matchPinToggled, togglePinnedId);

/** The same ids as a set, for lookups while building rows. */
export const $pinnedMatchSet = $pinnedMatchIds.map((ids): ReadonlySet<number> => new Set(ids));

sample({ clock: appStarted, target: readPinsFx });
sample({ clock: matchPinToggled, source: $pinnedMatchIds, target: persistPinsFx });
