// Which football list the board shows (today's, or a browsed day or the follows), so a tool over
// "the list" — the competition filter — reads the matches the user is looking at. A browsed list
// counts only once its own key has loaded: until then the grid shows a loader, not the old day.
import { combine, createEvent, createStore } from "effector";
import { $footballBrowseKey, $footballBrowseMatches } from "./football-browse-list";
import { $footballMatches } from "./football-list";
import type { Match } from "./match-types";

/** Today's list (全部, 进行中), or the browse list loaded under `key` (赛程, 赛果, 关注). */
export type FootballListInView = { list: "today" } | { list: "browse"; key: string };

export const footballListShown = createEvent<FootballListInView>();

export const $footballListInView = createStore<FootballListInView>({ list: "today" }).on(footballListShown, (_, shown) => shown);

const NOTHING_LOADED: ReadonlyMap<number, Match> = new Map();

/** The matches of the list in view; empty while a browsed list is still loading. */
export const $footballMatchesInView = combine(
  $footballListInView,
  $footballMatches,
  $footballBrowseMatches,
  $footballBrowseKey,
  (inView, today, browse, browseKey): ReadonlyMap<number, Match> => {
    if (inView.list === "today") return today;
    return browseKey === inView.key ? browse : NOTHING_LOADED;
  },
);
