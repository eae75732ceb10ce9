// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { liveRoomItemSchema, type LiveRoomItem } from "@/entities/live-room";
import { $userInfo, type UserInfo } from "@/entities/session";
import { LivePlayer } from "./live-player";

// The video port is the browser's (canvas capture, WebAudio, WebRTC): jsdom has none. The e2e
// test plays the real stream; here the player is asked to connect and nothing arrives.
const connectVideo = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock("@/shared/video", async (original) => ({ ...(await original<typeof import("@/shared/video")>()), connectVideo }));

const api = useApiMock();
afterEach(() => {
  cleanup();
  connectVideo.mockClear();
  vi.useRealTimers();
});

const ANCHOR_ID = 5031;

function room(overrides: { status?: "start" | "end" | "illegal"; statusId?: number; matchTime?: number; viewCount?: number; followStatus?: number } = {}): LiveRoomItem {
  return liveRoomItemSchema.parse({
    room: { roomId: 31, roomName: "英超焦点之战", setCount: 0, viewCount: overrides.viewCount ?? 12000, coverPicture: "", livingRoomStatus: overrides.status ?? "start", startTime: 0 },
    anchor: {
      anchorCustomId: ANCHOR_ID,
      anchorAvatar: "",
      anchorName: "老张说球",
      anchorLevel: 12,
      anchorIdentify: 31,
      predictionLevel: 4,
      singleContinuousHitCount: 5,
      anchorPredictionData: { singleLatestHitRate: { baseCount: 10, hitCount: 7, lastContinuousHitCount: 5, rate: null, sportType: 1 } },
    },
    match: {
      matchId: 880,
      sportType: 1,
      homeTeamName: "阿森纳",
      awayTeamName: "切尔西",
      homeTeamLogo: "",
      awayTeamLogo: "",
      competitionShortName: "英超",
      status: "going",
      statusId: overrides.statusId ?? 4,
      goingTime: 67,
      matchTime: overrides.matchTime ?? 0,
      homeScores: [2, 1, 0, 1, 5],
      awayScores: [1, 0, 0, 2, 3],
      ncaa: 0,
    },
    followStatus: overrides.followStatus ?? 2,
    sw: null,
    prepareId: 0,
  });
}

const stats = [
  { type: 21, home: 4, away: 2 },
  { type: 22, home: 3, away: 3 },
  { type: 2, home: 5, away: 3 },
  { type: 3, home: 1, away: 2 },
  { type: 4, home: 0, away: 0 },
  { type: 25, home: 56, away: 44 },
];

describe("the live player", () => {
  it("plays a living room with its match, stats, anchor and room facts over the video", async () => {
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats });
    renderUi(<LivePlayer room={room()} />);
    expect(connectVideo).toHaveBeenCalledWith({ kind: "stand-in", scene: { seed: 31, title: "英超焦点之战", subtitle: "英超 · 阿森纳 vs 切尔西" } }, expect.anything());
    const match = screen.getByTestId("player-match");
    expect(within(match).getByText("阿森纳")).toBeTruthy();
    expect(within(match).getByText("切尔西")).toBeTruthy();
    expect(within(match).getByLabelText("比分 2比1")).toBeTruthy();
    expect(within(match).getByText("半场 1-0")).toBeTruthy();
    expect(within(match).getByText("67'")).toBeTruthy();
    const statLine = await screen.findByRole("list", { name: "技术统计" });
    expect(statLine.textContent).toBe("7射门5" + "5角球3" + "1黄牌2" + "0红牌0" + "56%控球率44%");
    const anchor = screen.getByTestId("player-anchor");
    expect(within(anchor).getByText("老张说球")).toBeTruthy();
    expect(within(anchor).getByText("主播Lv.12")).toBeTruthy();
    expect(within(anchor).getByText("预测Lv.4")).toBeTruthy();
    expect(within(anchor).getByText("英超焦点之战")).toBeTruthy();
    expect(within(anchor).getByText("5连红")).toBeTruthy();
    expect(within(anchor).getByRole("button", { name: "关注" })).toBeTruthy();
    expect(screen.getByText("房间号 31")).toBeTruthy();
    expect(screen.getByLabelText("观看人数 12000").textContent).toBe("9999+");
    expect(screen.getByRole("link", { name: "进入直播间" }).getAttribute("href")).toBe("/liveRoom?roomId=31");
  });

  it("asks for the stats again every minute while the match is in play", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats });
    renderUi(<LivePlayer room={room()} />);
    await screen.findByRole("list", { name: "技术统计" });
    expect(api.callsTo(API_PATHS.football.incidentsAndStats)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(api.callsTo(API_PATHS.football.incidentsAndStats)).toHaveLength(2));
  });

  it("starts muted with the red 取消静音, which unmutes; the bar mutes again and sets the volume", () => {
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [] });
    renderUi(<LivePlayer room={room()} />);
    const video = screen.getByTestId<HTMLVideoElement>("player-video");
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByText("取消静音"));
    expect(video.muted).toBe(false);
    expect(screen.queryByText("取消静音")).toBeNull();
    const volume = screen.getByRole<HTMLInputElement>("slider", { name: "音量" });
    expect(volume.value).toBe("50");
    fireEvent.change(volume, { target: { value: "80" } });
    expect(video.volume).toBeCloseTo(0.8);
    fireEvent.click(screen.getByRole("button", { name: "静音" }));
    expect(video.muted).toBe(true);
    expect(screen.getByText("取消静音")).toBeTruthy();
  });

  it("hides the controls 3 s after the pointer stops and shows them again when it moves", () => {
    vi.useFakeTimers();
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [] });
    renderUi(<LivePlayer room={room()} />);
    const player = screen.getByTestId("live-player");
    expect(player.dataset.controls).toBe("shown");
    fireEvent.pointerMove(player);
    act(() => vi.advanceTimersByTime(2999));
    expect(player.dataset.controls).toBe("shown");
    act(() => vi.advanceTimersByTime(1));
    expect(player.dataset.controls).toBe("hidden");
    fireEvent.pointerMove(player);
    expect(player.dataset.controls).toBe("shown");
  });

  it("counts down to kick-off in hours, minutes and seconds, and shows VS a day or more ahead", () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00Z") });
    const now = Math.floor(Date.now() / 1000);
    const view = renderUi(<LivePlayer room={room({ statusId: 1, matchTime: now + 2 * 3600 + 5 })} />);
    expect(screen.getByLabelText("距开赛 02:00:05")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByLabelText("距开赛 02:00:03")).toBeTruthy();
    view.unmount();
    renderUi(<LivePlayer room={room({ statusId: 1, matchTime: now + 24 * 3600 + 10 })} />);
    expect(screen.queryByText("距开赛")).toBeNull();
    expect(screen.getByText("VS")).toBeTruthy();
  });

  it("shows an ended room's panel: how many watched for a viewer", async () => {
    api.on(API_PATHS.living.statistic, { liveDuration: 3725, viewNumber: 4321 });
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [] });
    renderUi(<LivePlayer room={room({ status: "end" })} />);
    const panel = screen.getByTestId("player-ended");
    expect(within(panel).getByText("直播已结束")).toBeTruthy();
    expect((await within(panel).findByText("4321")).parentElement?.textContent).toBe("4321 人看过");
    expect(within(panel).queryByText("直播数据回顾")).toBeNull();
    expect(connectVideo).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "进入直播间" })).toBeNull();
  });

  it("shows the anchor their stream's duration, 观看 and 直播数据回顾", async () => {
    api.on(API_PATHS.living.statistic, { liveDuration: 3725, viewNumber: 4321 });
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [] });
    const anchor = { id: ANCHOR_ID, nickname: "老张说球", avatar: "", isAnchor: 1, userCode: "1", identifier: 31, identity: "31", phone: "" } satisfies UserInfo;
    renderUi(<LivePlayer room={room({ status: "end" })} />, { scope: fork({ values: [[$userInfo, anchor]] }) });
    const panel = screen.getByTestId("player-ended");
    expect(await within(panel).findByText("1:02:05")).toBeTruthy();
    expect(within(panel).getByText("观看").nextElementSibling?.textContent).toBe("4321");
    expect(within(panel).getByRole("link", { name: "直播数据回顾" }).getAttribute("href")).toBe("/individualCenter?type=7");
  });

  it("shows a banned room's statement instead of the stream", () => {
    api.on(API_PATHS.football.incidentsAndStats, { incidents: [], stats: [] });
    renderUi(<LivePlayer room={room({ status: "illegal" })} />);
    const panel = screen.getByTestId("player-banned");
    expect(within(panel).getByText("直播已被封禁")).toBeTruthy();
    expect(within(panel).getByText("该直播间因违反直播规范，已被封禁")).toBeTruthy();
    expect(connectVideo).not.toHaveBeenCalled();
    expect(screen.queryByTestId("player-controls")).toBeNull();
  });

  it("says 暂无直播 with no room", () => {
    renderUi(<LivePlayer room={null} />);
    expect(screen.getByTestId("live-player").textContent).toBe("暂无直播");
  });
});
