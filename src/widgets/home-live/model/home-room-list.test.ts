import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_PATHS, SOCKET_CODE } from "#wire";
import { useApiMock } from "#test-kit/api-mock";
import { pushFrame } from "#test-kit/fake-socket";
import { createHomeRoomList } from "./home-room-list";

const api = useApiMock();

function wireRoom(roomId: number, viewCount: number, extra: { status?: "start" | "end" | "illegal"; roomName?: string; matchId?: number } = {}) {
  return {
    room: { roomId, roomName: extra.roomName ?? `房间${roomId}`, setCount: 0, viewCount, coverPicture: "", livingRoomStatus: extra.status ?? "start", startTime: 0 },
    anchor: { anchorCustomId: roomId + 5000, anchorAvatar: "", anchorName: `主播${roomId}`, anchorLevel: 3, anchorIdentify: roomId, predictionLevel: 1 },
    match: {
      matchId: extra.matchId ?? 900 + roomId,
      sportType: 1,
      homeTeamName: "主队",
      awayTeamName: "客队",
      homeTeamLogo: "",
      awayTeamLogo: "",
      competitionShortName: "英超",
      status: "going",
      statusId: 2,
      goingTime: 30,
      matchTime: 0,
      homeScores: [1, 0],
      awayScores: [0, 0],
      ncaa: 0,
    },
    followStatus: 2,
    sw: null,
    prepareId: 0,
  };
}

/** Living rooms by id → viewers; the home call pages them, most watched first. */
function serveLiving(living: Map<number, number>) {
  api.answer(API_PATHS.living.home, (call) => {
    const { pageNum, pageSize } = call.body as { pageNum: number; pageSize: number };
    const all = [...living].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const items = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(([id, views]) => wireRoom(id, views));
    return { data: { items, total: all.length } };
  });
}

const frame = (type: number, roomId: number) => ({ type, roomId, matchId: 900 + roomId, sportType: 1, anchorInfo: { avatar: "", roomId, customId: roomId + 5000 } });
const ids = (rooms: readonly { room: { roomId: number } }[]) => rooms.map((item) => item.room.roomId);

async function openList(living: Map<number, number>) {
  serveLiving(living);
  const list = createHomeRoomList();
  const scope = fork();
  await allSettled(list.opened, { scope });
  return { list, scope };
}

describe("the home live-room list", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("loads 10 a page, most watched first, and selects the first room", async () => {
    const { list, scope } = await openList(new Map(Array.from({ length: 12 }, (_, i) => [i + 1, 100 - i])));
    expect(api.callsTo(API_PATHS.living.home)[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });
    expect(ids(scope.getState(list.$rooms))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scope.getState(list.$total)).toBe(12);
    expect(scope.getState(list.$selectedRoomId)).toBe(1);
  });

  it("asks for the next page at most once a second and stops at the total", async () => {
    const { list, scope } = await openList(new Map(Array.from({ length: 12 }, (_, i) => [i + 1, 100 - i])));
    await allSettled(list.nextPageRequested, { scope });
    expect(api.callsTo(API_PATHS.living.home)).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await allSettled(list.nextPageRequested, { scope });
    expect(api.callsTo(API_PATHS.living.home).map((call) => (call.body as { pageNum: number }).pageNum)).toEqual([1, 2]);
    expect(ids(scope.getState(list.$rooms))).toHaveLength(12);
    expect(scope.getState(list.$hasMore)).toBe(false);
    vi.advanceTimersByTime(1000);
    await allSettled(list.nextPageRequested, { scope });
    expect(api.callsTo(API_PATHS.living.home)).toHaveLength(2);
  });

  it("is empty with nothing living, and selects the room that then goes live (200)", async () => {
    const { list, scope } = await openList(new Map());
    expect(scope.getState(list.$rooms)).toEqual([]);
    expect(scope.getState(list.$selectedRoom)).toBeNull();
    api.on(API_PATHS.living.info, wireRoom(7, 3));
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_START, 7));
    expect(api.callsTo(API_PATHS.living.info)[0]?.body).toEqual({ roomId: 7 });
    expect(ids(scope.getState(list.$rooms))).toEqual([7]);
    expect(scope.getState(list.$total)).toBe(1);
    expect(scope.getState(list.$selectedRoom)?.room.roomId).toBe(7);
  });

  it("places a room that goes live by its viewers and keeps the selection (200)", async () => {
    const { list, scope } = await openList(new Map([[1, 50], [2, 10]]));
    api.on(API_PATHS.living.info, wireRoom(3, 20));
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_START, 3));
    expect(ids(scope.getState(list.$rooms))).toEqual([1, 3, 2]);
    expect(scope.getState(list.$selectedRoomId)).toBe(1);
  });

  it("does not add a room that is no longer living when its record arrives (200)", async () => {
    const { list, scope } = await openList(new Map([[1, 50]]));
    api.on(API_PATHS.living.info, wireRoom(3, 20, { status: "end" }));
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_START, 3));
    expect(ids(scope.getState(list.$rooms))).toEqual([1]);
    expect(scope.getState(list.$total)).toBe(1);
  });

  it("removes a closed room and selects the first when it was selected (210)", async () => {
    const { list, scope } = await openList(new Map([[1, 50], [2, 40], [3, 30]]));
    await allSettled(list.roomSelected, { scope, params: 2 });
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_CLOSE, 3));
    expect(ids(scope.getState(list.$rooms))).toEqual([1, 2]);
    expect(scope.getState(list.$selectedRoomId)).toBe(2);
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_CLOSE, 2));
    expect(ids(scope.getState(list.$rooms))).toEqual([1]);
    expect(scope.getState(list.$selectedRoomId)).toBe(1);
    expect(scope.getState(list.$total)).toBe(1);
  });

  it("clears the player when the last room closes (210)", async () => {
    const { list, scope } = await openList(new Map([[1, 50]]));
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_CLOSE, 1));
    expect(scope.getState(list.$rooms)).toEqual([]);
    expect(scope.getState(list.$selectedRoom)).toBeNull();
  });

  it("refetches a room that changed match and replaces room, match and anchor in place (220)", async () => {
    const { list, scope } = await openList(new Map([[1, 50], [2, 40]]));
    api.on(API_PATHS.living.info, { ...wireRoom(2, 45, { matchId: 4242, roomName: "换场了" }), anchor: { ...wireRoom(2, 0).anchor, anchorName: "新名字" } });
    await pushFrame(scope, { ...frame(SOCKET_CODE.LIVING_CHANGE_MATCH, 2), matchId: 4242, prevMatchId: 902 });
    const [, second] = scope.getState(list.$rooms);
    expect(second?.room.roomName).toBe("换场了");
    expect(second?.match?.matchId).toBe(4242);
    expect(second?.anchor.anchorName).toBe("新名字");
    expect(ids(scope.getState(list.$rooms))).toEqual([1, 2]);
  });

  it("refreshes a room whose info changed, and a selected room turning banned reads banned (230)", async () => {
    const { list, scope } = await openList(new Map([[1, 50], [2, 40]]));
    api.on(API_PATHS.living.info, wireRoom(1, 9999, { status: "illegal", roomName: "改名" }));
    await pushFrame(scope, { type: SOCKET_CODE.ROOM_INFO_CHANGE, roomId: 1 });
    const selected = scope.getState(list.$selectedRoom);
    expect(selected?.room).toMatchObject({ roomName: "改名", viewCount: 9999, livingRoomStatus: "illegal" });
  });

  it("ignores changes of rooms it does not list (220, 230) and every push while closed", async () => {
    const { list, scope } = await openList(new Map([[1, 50]]));
    await pushFrame(scope, { type: SOCKET_CODE.ROOM_INFO_CHANGE, roomId: 77 });
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_CHANGE_MATCH, 78));
    expect(api.callsTo(API_PATHS.living.info)).toHaveLength(0);
    await allSettled(list.closed, { scope });
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_START, 5));
    await pushFrame(scope, frame(SOCKET_CODE.LIVING_CLOSE, 1));
    expect(api.callsTo(API_PATHS.living.info)).toHaveLength(0);
    expect(ids(scope.getState(list.$rooms))).toEqual([1]);
  });
});
