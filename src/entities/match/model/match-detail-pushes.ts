// A match a page shows on its own (a live room's or match centre's header): the page holds the
// match's detail subscription (20/120) and what it pushes (score, status, clock, overtime) is kept
// here, so the header follows the match without the sport's whole today list and its stream
// (docs/product-rules.md "Live room").
import { useEffect } from "react";
import { createEvent, createStore, sample, type Event } from "effector";
import { useUnit } from "effector-react";
import { SOCKET_CODE, SPORT_TYPE } from "#wire";
import { appSocket } from "@/shared/api";
import { sportTypeOf, type Sport } from "@/shared/config";
import { applyDetailPush, type DetailPushed } from "../lib/detail-pushes";
import { basketballLists } from "./basketball";
import { footballLists } from "./football";
import type { ListPush } from "./match-types";

export interface WatchedMatch {
  /** 1 football, 2 basketball: match ids are the sport's own. */
  sportType: number;
  matchId: number;
}

export const watchedMatchKey = ({ sportType, matchId }: WatchedMatch) => `${sportType}:${matchId}`;

export const matchWatched = createEvent<WatchedMatch>();
export const matchUnwatched = createEvent<WatchedMatch>();

/** No match watched: the list pages' pushes are then passed over without building a key. */
const NO_WATCHERS: Readonly<Record<string, number>> = {};

/** How many holders each watched match has (two headers may show the same match). */
const $watchers = createStore(NO_WATCHERS)
  .on(matchWatched, (watchers, match) => ({ ...watchers, [watchedMatchKey(match)]: (watchers[watchedMatchKey(match)] ?? 0) + 1 }))
  .on(matchUnwatched, (watchers, match) => {
    const { [watchedMatchKey(match)]: count = 0, ...others } = watchers;
    if (count > 1) return { ...others, [watchedMatchKey(match)]: count - 1 };
    return Object.keys(others).length > 0 ? others : NO_WATCHERS;
  });

type WatchedPush = { key: string; push: ListPush };

/** A sport's pushes about watched matches only: the list pages push ~1,000 a second about the rest. */
function watchedPushesOf(sportType: number, pushes: readonly Event<ListPush>[]) {
  return sample({
    clock: [...pushes],
    source: $watchers,
    filter: (watchers, push) => watchers !== NO_WATCHERS && watchedMatchKey({ sportType, matchId: push.matchId }) in watchers,
    fn: (_, push): WatchedPush => ({ key: watchedMatchKey({ sportType, matchId: push.matchId }), push }),
  });
}

// The sport's pushes as the lists take them (score and status, basketball's overtime): no second
// mapping of every frame.
const watchedPush = [
  watchedPushesOf(SPORT_TYPE.football, [footballLists.scoreUpdated]),
  watchedPushesOf(SPORT_TYPE.basketball, [basketballLists.scoreUpdated, basketballLists.overtimeUpdated]),
];

const lastUnwatched = sample({
  clock: matchUnwatched,
  source: $watchers,
  filter: (watchers, match) => !(watchedMatchKey(match) in watchers),
  fn: (_, match) => match,
});

/** What each watched match's detail subscription has pushed, by watchedMatchKey; dropped with its last watcher. */
export const $detailPushes = createStore<Readonly<Record<string, DetailPushed>>>({})
  .on(watchedPush, (all, { key, push }) => ({ ...all, [key]: applyDetailPush(all[key] ?? {}, push) }))
  .on(lastUnwatched, (all, match) => {
    const { [watchedMatchKey(match)]: _dropped, ...others } = all;
    return others;
  });

const DETAIL_CODES = {
  football: [SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE, SOCKET_CODE.FOOTBALL_DETAIL_CANCEL],
  basketball: [SOCKET_CODE.BASKETBALL_DETAIL_SUBSCRIBE, SOCKET_CODE.BASKETBALL_DETAIL_CANCEL],
} as const;

/** Holds the match's detail subscription while mounted and keeps what it pushes (read by useLiveSnapshot). */
export function useMatchDetailPushes(matchId: number | null, sport: Sport) {
  const [watched, unwatched] = useUnit([matchWatched, matchUnwatched]);
  useEffect(() => {
    if (!matchId) return undefined;
    const match = { sportType: sportTypeOf(sport), matchId };
    watched(match);
    const [subscribe, cancel] = DETAIL_CODES[sport];
    const release = appSocket.hold({ subscribe, cancel, matchId });
    return () => {
      release();
      unwatched(match);
    };
  }, [matchId, sport, watched, unwatched]);
}
