// The living pushes on the home list while it is open (docs/product-rules.md "Home live list"):
// 200 fetches the room's record and adds it if it is still living when it arrives (a 210 may have
// overtaken it); 210 removes it; 220 (match changed) and 230 (name, viewers, status) fetch a
// listed room's record again and put it in its place.
import { createEffect, sample, split, type StoreWritable } from "effector";
import { livingClosed, livingMatchChanged, livingStarted, roomInfoChanged, type AnchorFrame } from "@/shared/api";
import { fetchLiveInfo } from "@/entities/live-room";
import { addRoom, removeRoom, replaceRoom, type HomeRooms } from "../lib/home-room-edits";

interface HomeListStores {
  $open: StoreWritable<boolean>;
  $rooms: StoreWritable<HomeRooms>;
  $total: StoreWritable<number>;
}

const roomIdOf = (frame: AnchorFrame) => frame.roomId || frame.anchorInfo.roomId;
const lists = (rooms: HomeRooms, roomId: number) => rooms.some((row) => row.room.roomId === roomId);

export function applyHomeRoomPushes({ $open, $rooms, $total }: HomeListStores) {
  const startedFx = createEffect((roomId: number) => fetchLiveInfo(roomId, { background: true }));
  const refreshFx = createEffect((roomId: number) => fetchLiveInfo(roomId, { background: true }));

  sample({ clock: livingStarted, source: $open, filter: (open, frame) => open && roomIdOf(frame) > 0, fn: (_, frame) => roomIdOf(frame), target: startedFx });
  // Judged on the list before the room lands in it, so the total counts a new room once.
  const { listed: startedAgain, __: startedNew } = split(
    sample({
      clock: startedFx.doneData,
      source: { rooms: $rooms, open: $open },
      filter: ({ open }, item) => open && item.room.livingRoomStatus === "start",
      fn: ({ rooms }, item) => ({ listed: lists(rooms, item.room.roomId), item }),
    }),
    { listed: ({ listed }) => listed },
  );
  $total.on(startedNew, (total) => total + 1);
  $rooms.on([startedNew, startedAgain], (rooms, { item }) => addRoom(rooms, item));

  const closed = sample({
    clock: livingClosed,
    source: { rooms: $rooms, open: $open },
    filter: ({ rooms, open }, frame) => open && lists(rooms, roomIdOf(frame)),
    fn: (_, frame) => roomIdOf(frame),
  });
  $total.on(closed, (total) => Math.max(0, total - 1));
  $rooms.on(closed, removeRoom);

  sample({
    clock: [livingMatchChanged.map(roomIdOf), roomInfoChanged.map((frame) => frame.roomId)],
    source: { rooms: $rooms, open: $open },
    filter: ({ rooms, open }, roomId) => open && lists(rooms, roomId),
    fn: (_, roomId) => roomId,
    target: refreshFx,
  });
  $rooms.on(refreshFx.doneData, replaceRoom);
}
