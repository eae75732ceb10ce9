// The home page's live-room list (docs/product-rules.md "Home live list"): pages of 10 from
// /v1/living/home while it is open, the room the player shows (kept while listed, else the first,
// none when the list is empty), and the living pushes (model/home-room-pushes). It lives with the
// block that uses it: reached through the live-room entity's index it would ship in every page's
// first download (the start chunk holds what the entry reaches).
import { combine, createEffect, createEvent, createStore, sample } from "effector";
import { createKeyedTimers } from "@/shared/lib/timers";
import { fetchHomeRooms } from "../api/home-rooms-request";
import type { LiveRoomItem } from "@/entities/live-room";
import { appendPage, keptSelection, type HomeRooms } from "../lib/home-room-edits";
import { applyHomeRoomPushes } from "./home-room-pushes";

/** Infinite scroll waits this long after a page before it asks for the next (the spec's delay). */
export const HOME_ROOMS_SCROLL_DELAY_MS = 1000;

export function createHomeRoomList() {
  /** The list is on screen (again, or for another viewer): page 1 is loaded, pushes apply. */
  const opened = createEvent();
  const closed = createEvent();
  const nextPageRequested = createEvent();
  const roomSelected = createEvent<number>();

  const fetchPageFx = createEffect(fetchHomeRooms);
  const cooldown = createKeyedTimers<null>();

  const $open = createStore(false).on(opened, () => true).on(closed, () => false);
  const $rooms = createStore<HomeRooms>([]);
  const $total = createStore(0);
  const $pagesLoaded = createStore(0);
  const $firstPageFailed = createStore(false);
  const $coolingDown = createStore(false);
  const $selectedRoomId = createStore<number | null>(null);
  const $selectedRoom = combine($rooms, $selectedRoomId, (rooms, id): LiveRoomItem | null => rooms.find((item) => item.room.roomId === id) ?? null);
  const $hasMore = combine($rooms, $total, (rooms, total) => rooms.length < total);
  const $loading = fetchPageFx.pending;

  sample({ clock: opened, fn: () => 1, target: fetchPageFx });
  sample({
    clock: nextPageRequested,
    source: { pages: $pagesLoaded, hasMore: $hasMore, loading: $loading, coolingDown: $coolingDown, open: $open },
    filter: ({ pages, hasMore, loading, coolingDown, open }) => open && pages > 0 && hasMore && !loading && !coolingDown,
    fn: ({ pages }) => pages + 1,
    target: fetchPageFx,
  });

  $rooms.on(fetchPageFx.doneData, (rooms, page) => (page.pageNum === 1 ? page.items : appendPage(rooms, page.items)));
  $total.on(fetchPageFx.doneData, (_, page) => page.total);
  $pagesLoaded.on(fetchPageFx.doneData, (_, page) => page.pageNum);
  $firstPageFailed.on(fetchPageFx.done, () => false).on(fetchPageFx.fail, (failed, { params }) => params === 1 || failed);

  // The delay runs from each page's arrival (or failure): a fast scroll asks once a second at most.
  $coolingDown.on(fetchPageFx.finally, () => true).on(cooldown.expired, () => false);
  sample({ clock: fetchPageFx.finally, fn: () => ({ key: "page", ms: HOME_ROOMS_SCROLL_DELAY_MS, payload: null }), target: cooldown.scheduled });

  applyHomeRoomPushes({ $open, $rooms, $total });

  $selectedRoomId.on(roomSelected, (_, roomId) => roomId);
  sample({ clock: $rooms, source: $selectedRoomId, fn: (selected, rooms) => keptSelection(rooms, selected), target: $selectedRoomId });

  return { opened, closed, nextPageRequested, roomSelected, $rooms, $total, $hasMore, $loading, $firstPageFailed, $selectedRoomId, $selectedRoom };
}

export type HomeRoomList = ReturnType<typeof createHomeRoomList>;

/** The home page's one list. */
export const homeRoomList = createHomeRoomList();
