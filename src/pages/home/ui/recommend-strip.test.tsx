// @vitest-environment jsdom
// The strip against a mocked API: 直播推荐 with 3 or more entries, 好评解说 (/anchor/top) otherwise.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { API_PATHS } from "#wire";
import { RecommendStrip } from "./recommend-strip";

const api = useApiMock();
afterEach(() => cleanup());

const liveRoom = (roomId: number) => ({
  room: { roomId, roomName: `房间${roomId}`, setCount: 0, viewCount: 12_000, coverPicture: "", livingRoomStatus: "start", startTime: 0 },
  anchor: { anchorCustomId: roomId + 1000, anchorAvatar: "", anchorName: `主播${roomId}`, anchorLevel: 5, anchorIdentify: roomId, predictionLevel: 2 },
  match: null,
  followStatus: 2,
  sw: null,
  prepareId: 0,
});

const preview = (prepareId: number) => ({
  prepareId,
  anchor: { anchorCustomId: 2001, anchorAvatar: "", anchorName: "预告主播", anchorLevel: 3, predictionLevel: 0 },
  match: { matchId: 5, sportType: 1, homeTeamName: "曼城", awayTeamName: "利物浦", homeTeamLogo: "", awayTeamLogo: "", competitionShortName: "英超", matchTime: 1_800_000_000 },
  title: "焦点战前瞻",
  remind: false,
});

it("shows 直播推荐 with 3 living rooms and previews: rooms open the room, previews the anchor's page", async () => {
  api.on(API_PATHS.living.recommend, { livings: [liveRoom(1), liveRoom(2)], previews: [preview(2001001)] });
  renderUi(<RecommendStrip />);
  const slides = await screen.findAllByTestId("recommend-slide");
  expect(slides[0]!.closest("[role=list]")?.getAttribute("aria-label")).toBe("直播推荐");
  expect(slides.map((slide) => [slide.dataset.kind, slide.getAttribute("href")])).toEqual([
    ["live", "/liveRoom?roomId=1"],
    ["live", "/liveRoom?roomId=2"],
    ["preview", "/personalHomepage?customId=2001"],
  ]);
  expect(within(slides[0]!).getByText("9999+人")).toBeTruthy();
  expect(screen.getByRole("heading", { name: "直播推荐" })).toBeTruthy();
  expect(api.callsTo(API_PATHS.living.recommend)[0]?.body).toEqual({ showCount: 10 });
  expect(api.callsTo(API_PATHS.anchor.top)).toEqual([]);
});

it("shows 好评解说 from /anchor/top with fewer than 3 entries", async () => {
  api.on(API_PATHS.living.recommend, { livings: [liveRoom(1)], previews: [] });
  api.on(API_PATHS.anchor.top, [
    {
      customId: 3001,
      identifier: 31,
      nickname: "金牌解说",
      avatar: "",
      anchorLevel: 20,
      predictionLevel: 5,
      description: "稳",
      followStatus: 2,
      fansCount: 10,
      livingStatus: 1,
      living: null,
      singleTag: 0,
      multiTag: null,
      anchorPredictionData: { singleLatestHitRate: { baseCount: 10, hitCount: 8, lastContinuousHitCount: 0, rate: null, sportType: 1 }, singleMonthHitRate: null, multiMaxOdds: 0 },
    },
  ]);
  renderUi(<RecommendStrip />);
  const slide = await screen.findByTestId("recommend-slide");
  expect(slide.closest("[role=list]")?.getAttribute("aria-label")).toBe("好评解说");
  expect(slide.getAttribute("href")).toBe("/personalHomepage?customId=3001");
  expect(within(slide).getByText("金牌解说")).toBeTruthy();
  expect(within(slide).getByText("80%")).toBeTruthy();
  expect(within(slide).getByText("直播中")).toBeTruthy();
  expect(screen.getByRole("heading", { name: "好评解说" })).toBeTruthy();
});
