// Pinned matches: a pin keeps a match at the top of its section in every football list, across
// visits (localStorage `pinnedMatches`).
import { createEffect, createEvent, createStore, sample } from "effector";
import { parsePinnedIds, PINNED_MATCHES_KEY, togglePinnedId } from "../lib/pinned-ids";

const readStored = (): number[] => {
  try {
    return parsePinnedIds(window.localStorage.getItem(PINNED_MATCHES_KEY));
  } catch {
    return [];
  }
};

export const matchPinToggled = createEvent<number>();

export const $pinnedMatchIds = createStore<readonly number[]>(readStored()).on(matchPinToggled, togglePinnedId);

/** The same ids as a set, for lookups while building rows. */
export const $pinnedMatchSet = $pinnedMatchIds.map((ids) => new Set(ids));

const persistPinsFx = createEffect((ids: readonly number[]) => {
  try {
    window.localStorage.setItem(PINNED_MATCHES_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked: pins last for this page
  }
});

sample({ clock: $pinnedMatchIds.updates, target: persistPinsFx });
