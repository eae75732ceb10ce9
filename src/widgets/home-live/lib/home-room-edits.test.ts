import { describe, expect, it } from "vitest";
import type { LiveRoomItem } from "@/entities/live-room";
import { addRoom, appendPage, keptSelection, removeRoom, replaceRoom } from "./home-room-edits";

const room = (roomId: number, viewCount: number, roomName = `房间${roomId}`) => ({ room: { roomId, viewCount, roomName } }) as LiveRoomItem;
const ids = (rooms: readonly LiveRoomItem[]) => rooms.map((item) => item.room.roomId);

describe("home room edits", () => {
  it("appends a page without the rooms already listed", () => {
    expect(ids(appendPage([room(1, 9), room(2, 8)], [room(2, 8), room(3, 7)]))).toEqual([1, 2, 3]);
  });

  it("adds a room after those with as many viewers, or replaces it when listed", () => {
    const rooms = [room(1, 9), room(2, 5)];
    expect(ids(addRoom(rooms, room(3, 5)))).toEqual([1, 2, 3]);
    expect(ids(addRoom(rooms, room(3, 6)))).toEqual([1, 3, 2]);
    expect(addRoom(rooms, room(2, 5, "新"))[1]?.room.roomName).toBe("新");
  });

  it("removes and replaces by room id, leaving the list as it was for an unknown room", () => {
    const rooms = [room(1, 9), room(2, 5)];
    expect(ids(removeRoom(rooms, 1))).toEqual([2]);
    expect(removeRoom(rooms, 7)).toBe(rooms);
    expect(replaceRoom(rooms, room(7, 1))).toBe(rooms);
  });

  it("keeps the selection while its room is listed, else the first, else none", () => {
    const rooms = [room(1, 9), room(2, 5)];
    expect(keptSelection(rooms, 2)).toBe(2);
    expect(keptSelection(rooms, 5)).toBe(1);
    expect(keptSelection(rooms, null)).toBe(1);
    expect(keptSelection([], 1)).toBeNull();
  });
});
