// @vitest-environment jsdom
import { act, cleanup, screen, within, waitFor } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import { fail, useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { $userInfo, type UserInfo } from "@/entities/session";
import { frameReceived } from "@/shared/api";
import { RoomEntry } from "./room-entry";

// The browser's video, the match centre and the chat have their own tests; here they stand in.
vi.mock("@/shared/video", async (original) => ({ ...(await original<typeof import("@/shared/video")>()), connectVideo: vi.fn(() => () => {}) }));
vi.mock("@/widgets/match-centre", () => ({ MatchCentre: ({ matchId }: { matchId: number }) => <div data-testid="match-centre" data-match-id={matchId} /> }));
vi.mock("@/widgets/room-chat", () => ({ RoomChat: ({ roomId }: { roomId: number }) => <div data-testid="room-chat" data-room-id={roomId} /> }));
const toasts = vi.hoisted(() => vi.fn());
vi.mock("@/shared/lib/notify", async (original) => ({ ...(await original<typeof import("@/shared/lib/notify")>()), showToast: toasts }));

const api = useApiMock();
afterEach(() => {
  cleanup();
  toasts.mockClear();
});

const ROOM = 31;
const user = { id: 77, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "1", identifier: 0, identity: "0", phone: "" } satisfies UserInfo;
const signedIn = () => fork({ values: [[$userInfo, user]] });

function liveInfo(status: "start" | "end" | "illegal") {
  return {
    room: { roomId: ROOM, hxRoomId: "hx31", roomName: "英超焦点之战", setCount: 0, viewCount: 1234, coverPicture: "", livingRoomStatus: status, startTime: 0 },
    anchor: { anchorCustomId: 5031, anchorAvatar: "", anchorName: "老张说球", anchorLevel: 12, anchorIdentify: ROOM, predictionLevel: 4, singleContinuousHitCount: 5 },
    match: {
      matchId: 880,
      sportType: 1,
      homeTeamName: "阿森纳",
      awayTeamName: "切尔西",
      homeTeamLogo: "",
      awayTeamLogo: "",
      competitionShortName: "英超",
      status: "going",
      statusId: 4,
      goingTime: 67,
      matchTime: 0,
      homeScores: [2, 1, 0, 1, 5],
      awayScores: [1, 0, 0, 2, 3],
      ncaa: 0,
    },
    followStatus: 2,
    sw: null,
    prepareId: 0,
  };
}

function serve(status: "start" | "end" | "illegal", kick?: { kickRecord: boolean; matchId: number; sportType: number }) {
  api.on(API_PATHS.living.checkRoomStatus, { exist: true, livingRoomStatus: status });
  if (kick) api.on(API_PATHS.liveRoom.checkKickStatus, kick);
  api.on(API_PATHS.living.info, liveInfo(status));
  api.on(API_PATHS.living.statistic, { liveDuration: 100, viewNumber: 9 });
  api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [{ type: 2, home: 5, away: 3 }, { type: 25, home: 56, away: 44 }] });
}

describe("the live room entry", () => {
  it("lets a guest into a started room without a kick check: header, player, anchor, match centre and chat", async () => {
    serve("start");
    renderUi(<RoomEntry roomId={ROOM} />);
    const room = await screen.findByTestId("live-room");
    const header = within(room).getByTestId("room-match-header");
    expect(within(header).getByLabelText("比分 2比1")).toBeTruthy();
    expect(within(header).getByText("半场 1-0")).toBeTruthy();
    // Until the stats call answers, the six football lines hold their place with "-" values.
    const pendingStats = within(header).getByRole("list", { name: "技术统计" });
    expect(pendingStats.getAttribute("aria-busy")).toBe("true");
    expect(within(pendingStats).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["-射门-", "-射正-", "-角球-", "-黄牌-", "-红牌-", "-控球率-"]);
    // Then the lines the data has, and only those.
    await waitFor(() => expect(within(header).getByRole("list", { name: "技术统计" }).getAttribute("aria-busy")).toBeNull());
    const stats = within(header).getByRole("list", { name: "技术统计" });
    expect(within(stats).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["5角球3", "56%控球率44%"]);
    expect(within(room).getByTestId("live-player").dataset.state).toBe("start");
    expect(within(room).getByTestId("room-anchor").textContent).toContain("老张说球");
    expect(within(room).getByRole("button", { name: "私信" })).toBeTruthy();
    expect(within(room).getByTestId("match-centre").dataset.matchId).toBe("880");
    // The chat's code comes beside the first view: its column holds 聊天加载中… until then.
    expect((await within(room).findByTestId("room-chat")).dataset.roomId).toBe(String(ROOM));
    expect(within(room).queryByText("聊天加载中…")).toBeNull();
    expect(api.callsTo(API_PATHS.liveRoom.checkKickStatus)).toHaveLength(0);
  });

  it("follows the match's pushed score and clock without loading the sport's today list", async () => {
    serve("start");
    const { scope } = renderUi(<RoomEntry roomId={ROOM} />);
    const header = await screen.findByTestId("room-match-header");
    expect(within(header).getByLabelText("比分 2比1")).toBeTruthy();
    const scoreObj = { matchId: 880, statusId: 4, homeScore: [3, 1, 0, 1, 5], awayScore: [1, 0, 0, 2, 3], goingTime: 71, note: "" };
    await act(() => allSettled(frameReceived, { scope, params: decodeSocketMessage(encodeSocketMessage({ type: 12, matchId: 880, sportType: 1, scoreObj }))! }));
    expect(within(header).getByLabelText("比分 3比1")).toBeTruthy();
    expect(within(header).getByText("71'")).toBeTruthy();
    expect(api.callsTo(API_PATHS.football.realtimeList)).toHaveLength(0);
  });

  it("shows a banned room with the player's 直播已被封禁 and warns 直播间已封禁", async () => {
    serve("illegal");
    renderUi(<RoomEntry roomId={ROOM} />);
    expect(await screen.findByText("直播已被封禁")).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith("warning", "直播间已封禁");
    expect(screen.queryByTestId("room-chat")).toBeNull();
  });

  it("shows an ended room with 直播已结束 and warns 直播间已关闭", async () => {
    serve("end");
    renderUi(<RoomEntry roomId={ROOM} />);
    expect(await screen.findByText("直播已结束")).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith("warning", "直播间已关闭");
  });

  it("refuses a kicked user with no match info: 您已被踢出直播间", async () => {
    serve("start", { kickRecord: true, matchId: 0, sportType: 0 });
    renderUi(<RoomEntry roomId={ROOM} />, { scope: signedIn() });
    expect(within(await screen.findByRole("alert")).getByText("您已被踢出直播间")).toBeTruthy();
    expect(screen.queryByTestId("live-room")).toBeNull();
  });

  it("offers a kicked user the match detail when the match is known", async () => {
    serve("start", { kickRecord: true, matchId: 880, sportType: 1 });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<RoomEntry roomId={ROOM} />, { scope: signedIn() });
    expect(await screen.findByText("您无法进入直播间，是否查看赛事详情")).toBeTruthy();
    screen.getByRole("button", { name: "查看赛事" }).click();
    expect(open).toHaveBeenCalledWith("/liveRoom?detail=880&SportType=football", "_blank", "noopener");
    open.mockRestore();
  });

  it("says 进入直播间失败 when the status check fails", async () => {
    api.on(API_PATHS.living.checkRoomStatus, fail(500, "服务器错误"));
    renderUi(<RoomEntry roomId={ROOM} />);
    const notice = within(await screen.findByRole("alert"));
    expect(notice.getByText("进入直播间失败")).toBeTruthy();
    expect(notice.getByText("请检查网络后重试")).toBeTruthy();
    expect(notice.getByRole("button", { name: "重试" })).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith("error", "进入直播间失败");
  });

  it("says the room does not exist, without 重试, for a room id the server does not know", async () => {
    api.on(API_PATHS.living.checkRoomStatus, { exist: false, livingRoomStatus: "end" });
    renderUi(<RoomEntry roomId={ROOM} />);
    const notice = within(await screen.findByRole("alert"));
    expect(notice.getByText("进入直播间失败")).toBeTruthy();
    expect(notice.getByText("该直播间不存在，请确认链接是否正确")).toBeTruthy();
    expect(notice.queryByRole("button", { name: "重试" })).toBeNull();
    expect(notice.getByRole("link", { name: "返回首页" })).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith("error", "进入直播间失败");
  });
});
