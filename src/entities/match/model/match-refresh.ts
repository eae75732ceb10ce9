// How many times each match asked for a refresh (status change or VAR, see push-effects): views
// of a match's details put the version in their query key, so an open one refetches.
import { createStore } from "effector";
import { useStoreMap } from "effector-react";
import { footballListLoaded } from "./football-list";
import { matchRefreshRequested } from "./push-effects";

export const $matchRefreshVersions = createStore<Readonly<Record<number, number>>>({})
  .on(matchRefreshRequested, (versions, matchId) => ({ ...versions, [matchId]: (versions[matchId] ?? 0) + 1 }))
  // A new list starts over, so the record stays the size of the day's refreshes.
  .reset(footballListLoaded);

export const useMatchRefreshVersion = (matchId: number): number =>
  useStoreMap({ store: $matchRefreshVersions, keys: [matchId], fn: (versions, [id]) => versions[id] ?? 0 });
