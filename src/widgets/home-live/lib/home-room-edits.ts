// What the home list's pages and pushes do to its rows (docs/product-rules.md "Home live list").
// Rooms are kept in the server's order (most watched first); a room is known by its roomId.
import type { LiveRoomItem } from "@/entities/live-room";

export type HomeRooms = readonly LiveRoomItem[];

const idOf = (item: LiveRoomItem) => item.room.roomId;

/** A later page goes after the rows already shown; rooms already listed (moved up meanwhile) are skipped. */
export function appendPage(rooms: HomeRooms, page: HomeRooms): HomeRooms {
  const known = new Set(rooms.map(idOf));
  const fresh = page.filter((item) => !known.has(idOf(item)));
  return fresh.length > 0 ? [...rooms, ...fresh] : rooms;
}

/** A room that went live takes its place by viewer count (after rooms with as many); listed already: replaced. */
export function addRoom(rooms: HomeRooms, item: LiveRoomItem): HomeRooms {
  if (rooms.some((row) => idOf(row) === idOf(item))) return replaceRoom(rooms, item);
  const at = rooms.findIndex((row) => row.room.viewCount < item.room.viewCount);
  return at === -1 ? [...rooms, item] : [...rooms.slice(0, at), item, ...rooms.slice(at)];
}

export function removeRoom(rooms: HomeRooms, roomId: number): HomeRooms {
  return rooms.some((row) => idOf(row) === roomId) ? rooms.filter((row) => idOf(row) !== roomId) : rooms;
}

/** The room's fresh record (room, match, anchor, follow, channel) in its place; a room not listed is left out. */
export function replaceRoom(rooms: HomeRooms, item: LiveRoomItem): HomeRooms {
  const at = rooms.findIndex((row) => idOf(row) === idOf(item));
  if (at === -1) return rooms;
  const copy = rooms.slice();
  copy[at] = item;
  return copy;
}

/** The selection after an edit: kept while its room is listed, else the first room, else none. */
export function keptSelection(rooms: HomeRooms, selected: number | null): number | null {
  if (selected !== null && rooms.some((row) => idOf(row) === selected)) return selected;
  return rooms[0] ? idOf(rooms[0]) : null;
}
