// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS, SOCKET_CODE } from "#wire";
import { useApiMock } from "#test-kit/api-mock";
import { pushFrame } from "#test-kit/fake-socket";
import { renderUi } from "#test-kit/render";
import { liveRoomItemSchema, type LiveRoomItem } from "@/entities/live-room";
import { HomeLive } from "./home-live";
import { LiveRoomList, type LiveRoomListProps } from "./live-room-list";

const api = useApiMock();
afterEach(cleanup);

function wireRoom(roomId: number, viewCount: number) {
  return {
    room: { roomId, roomName: `房间${roomId}`, setCount: 0, viewCount, coverPicture: "", livingRoomStatus: "start", startTime: 0 },
    anchor: { anchorCustomId: 5000 + roomId, anchorAvatar: "", anchorName: `主播${roomId}`, anchorLevel: 3, anchorIdentify: roomId, predictionLevel: 0 },
    match: {
      matchId: 900 + roomId,
      sportType: 1,
      homeTeamName: `主队${roomId}`,
      awayTeamName: `客队${roomId}`,
      homeTeamLogo: "",
      awayTeamLogo: "",
      competitionShortName: "英超",
      status: "going",
      statusId: 2,
      goingTime: 23,
      matchTime: 0,
      homeScores: [1, 0],
      awayScores: [2, 0],
      ncaa: 0,
    },
    followStatus: roomId === 2 ? 1 : 2,
    sw: null,
    prepareId: 0,
  };
}

const rooms = (count: number) => Array.from({ length: count }, (_, i) => wireRoom(i + 1, 1000 - i));
const parsed = (count: number): LiveRoomItem[] => rooms(count).map((room) => liveRoomItemSchema.parse(room));

/** The page's player, as far as this block is concerned: which room it was given. */
const StubPlayer = ({ room }: { room: LiveRoomItem | null }) => <div data-testid="stub-player">{room ? room.room.roomName : "无"}</div>;

const rowIds = () => screen.queryAllByTestId("live-room-row").map((row) => Number(row.dataset.roomId));

describe("the home live block", () => {
  it("lists the living rooms with anchor, follow or message, match and clock, and plays the first", async () => {
    api.answer(API_PATHS.living.home, () => ({ data: { items: rooms(3), total: 3 } }));
    renderUi(<HomeLive player={StubPlayer} />);
    expect(await screen.findByText("主播1")).toBeTruthy();
    expect(screen.getByTestId("stub-player").textContent).toBe("房间1");
    const [first] = screen.getAllByTestId("live-room-row");
    expect(first?.getAttribute("aria-current")).toBe("true");
    const row = within(first!);
    expect(row.getByText("主队1")).toBeTruthy();
    expect(row.getByText("1 - 2")).toBeTruthy();
    expect(row.getByText("英超")).toBeTruthy();
    expect(row.getByText("23'")).toBeTruthy();
    expect(row.getByRole("button", { name: "关注" })).toBeTruthy();
    // The viewer already follows anchor 2: 私信 in place of 关注.
    fireEvent.click(screen.getByText("更多直播 (2)"));
    expect(within(screen.getAllByTestId("live-room-row")[1]!).getByRole("button", { name: "私信" })).toBeTruthy();
  });

  it("plays the room a click selects", async () => {
    api.answer(API_PATHS.living.home, () => ({ data: { items: rooms(3), total: 3 } }));
    renderUi(<HomeLive player={StubPlayer} />);
    fireEvent.click(await screen.findByText("更多直播 (2)"));
    fireEvent.click(screen.getByText("主播3"));
    expect(screen.getByTestId("stub-player").textContent).toBe("房间3");
    expect(screen.getAllByTestId("live-room-row")[2]?.getAttribute("aria-current")).toBe("true");
  });

  it("says 暂无直播 with nothing living, then shows and plays a room that goes live", async () => {
    api.answer(API_PATHS.living.home, () => ({ data: { items: [], total: 0 } }));
    api.on(API_PATHS.living.info, wireRoom(7, 10));
    const { scope } = renderUi(<HomeLive player={StubPlayer} />);
    expect(await within(screen.getByTestId("live-room-list")).findByText("暂无直播")).toBeTruthy();
    expect(screen.getByTestId("stub-player").textContent).toBe("无");
    await act(() => pushFrame(scope, { type: SOCKET_CODE.LIVING_START, roomId: 7, matchId: 907, sportType: 1, anchorInfo: { avatar: "", roomId: 7, customId: 5007 } }));
    expect(rowIds()).toEqual([7]);
    expect(screen.getByTestId("stub-player").textContent).toBe("房间7");
  });
});

describe("the live-room list", () => {
  const props = (over: Partial<LiveRoomListProps> = {}): LiveRoomListProps => ({
    height: 598,
    rooms: parsed(12),
    total: 15,
    hasMore: true,
    loading: false,
    failed: false,
    selectedRoomId: 1,
    onSelect: vi.fn(),
    onNextPage: vi.fn(),
    onRetry: vi.fn(),
    ...over,
  });

  it("shows the rows a 598 px player fits, floor((598 − 58) / 135) = 4, and a 'more' row for the rest", () => {
    renderUi(<LiveRoomList {...props()} />);
    expect(rowIds()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole("button", { name: "更多直播 (11)" })).toBeTruthy();
  });

  it("expands to every loaded room, asks for the next page near the end, and collapses again", () => {
    const list = props();
    renderUi(<LiveRoomList {...list} />);
    fireEvent.click(screen.getByRole("button", { expanded: false }));
    expect(rowIds()).toHaveLength(12);
    const scroller = screen.getByRole("list");
    Object.defineProperties(scroller, { scrollHeight: { value: 1700 }, clientHeight: { value: 540 } });
    scroller.scrollTop = 500;
    fireEvent.scroll(scroller);
    expect(list.onNextPage).not.toHaveBeenCalled();
    scroller.scrollTop = 1100;
    fireEvent.scroll(scroller);
    expect(list.onNextPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: /收起/ }));
    expect(rowIds()).toHaveLength(4);
  });

  it("says when every room is shown, and has no 'more' row when all fit", () => {
    renderUi(<LiveRoomList {...props({ rooms: parsed(3), total: 3, hasMore: false })} />);
    expect(rowIds()).toEqual([1, 2, 3]);
    expect(screen.queryByRole("button", { expanded: false })).toBeNull();
    cleanup();
    renderUi(<LiveRoomList {...props({ rooms: parsed(6), total: 6, hasMore: false })} />);
    fireEvent.click(screen.getByRole("button", { expanded: false }));
    expect(screen.getByText("已显示全部 6 个直播")).toBeTruthy();
  });

  it("selects a room by click or Enter, and offers 重试 when the first page failed", () => {
    const list = props();
    renderUi(<LiveRoomList {...list} />);
    fireEvent.click(screen.getByText("主播3"));
    fireEvent.keyDown(screen.getAllByTestId("live-room-row")[1]!, { key: "Enter" });
    expect(list.onSelect).toHaveBeenNthCalledWith(1, 3);
    expect(list.onSelect).toHaveBeenNthCalledWith(2, 2);
    cleanup();
    const failed = props({ rooms: [], total: 0, failed: true });
    renderUi(<LiveRoomList {...failed} />);
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(failed.onRetry).toHaveBeenCalled();
  });
});
