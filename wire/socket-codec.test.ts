import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeSocketMessage, encodeSocketMessage } from "./socket-codec";
import { SOCKET_CODE, type Incident, type SocketFrame, type SocketMessageInit } from "./socket-frame";

const EMPTY: SocketFrame = {
  type: 0,
  matchId: 0,
  timestamp: 0,
  hxRoomId: "",
  scoreObj: null,
  statList: null,
  tliveList: null,
  overTimeScore: [],
  roomId: 0,
  sportType: 0,
  competitionId: 0,
  prevMatchId: 0,
  anchorInfo: null,
};

const footballScore = {
  matchId: 4001,
  statusId: 2,
  homeScore: [2, 1, 0, 3, 5],
  awayScore: [1, 1, 1, 2, 4],
  goingTime: 37,
  note: "",
};
const basketballScore = {
  matchId: 8001,
  statusId: 9,
  homeScore: [25, 30, 22, 19, 8],
  awayScore: [28, 21, 24, 23, 6],
  goingTime: 3,
  note: "加时",
};
const incident = (over: Partial<Incident>): Incident => ({
  type: 1,
  position: 1,
  time: 23,
  playerName: "张三",
  homeScore: 1,
  awayScore: 0,
  assist1Name: "",
  assist2Name: "",
  inPlayerName: "",
  outPlayerName: "",
  reasonType: 0,
  ...over,
});
const anchor = { avatar: "https://img.example/a.png", roomId: 77, customId: 9001 };

// One sample per code of the wire doc, each with the fields the doc lists for it.
const SAMPLES: Record<keyof typeof SOCKET_CODE, SocketMessageInit> = {
  PING: { type: 1, timestamp: 1_795_285_168_123 },
  PONG: { type: 2, timestamp: 1_795_285_168_456 },
  FOOTBALL_LIST_SUBSCRIBE: { type: 10 },
  FOOTBALL_LIST_CANCEL: { type: 11 },
  FOOTBALL_SCORE: { type: 12, matchId: 4001, scoreObj: footballScore, competitionId: 55, sportType: 1 },
  FOOTBALL_STATUS: { type: 13, matchId: 4001, scoreObj: { ...footballScore, statusId: 3 }, competitionId: 55, sportType: 1 },
  FOOTBALL_DETAIL_SUBSCRIBE: { type: 20, matchId: 4001 },
  FOOTBALL_DETAIL_CANCEL: { type: 21, matchId: 4001 },
  FOOTBALL_STATS_SUBSCRIBE: { type: 30, matchId: 4001 },
  FOOTBALL_STATS_CANCEL: { type: 31, matchId: 4001 },
  FOOTBALL_STATS: {
    type: 32,
    matchId: 4001,
    statList: { stats: [{ type: 2, home: 5, away: 3 }, { type: 25, home: 58, away: 42 }] },
  },
  FOOTBALL_TEXT_LIVE_SUBSCRIBE: { type: 40, matchId: 4001 },
  FOOTBALL_TEXT_LIVE_CANCEL: { type: 41, matchId: 4001 },
  FOOTBALL_TEXT_LIVE: {
    type: 42,
    matchId: 4001,
    tliveList: {
      incidents: [
        incident({ assist1Name: "李四", assist2Name: "王五" }),
        incident({ type: 9, position: 2, time: 60, playerName: "", homeScore: 0, awayScore: 0, inPlayerName: "赵六", outPlayerName: "钱七" }),
        incident({ type: 3, position: 2, time: 71, reasonType: 12 }),
      ],
    },
  },
  VAR_INCIDENT: { type: 48, matchId: 4001, tliveList: { incidents: [incident({ type: 28, time: 80 })] }, sportType: 1 },
  ANCHOR_SEAT_SUBSCRIBE: { type: 50, roomId: 77 },
  ANCHOR_SEAT_CANCEL: { type: 51, roomId: 77 },
  ANCHOR_SEAT_CHANGE: { type: 52, roomId: 77, anchorInfo: anchor },
  BASKETBALL_LIST_SUBSCRIBE: { type: 100 },
  BASKETBALL_LIST_CANCEL: { type: 101 },
  BASKETBALL_SCORE: { type: 102, matchId: 8001, scoreObj: basketballScore, competitionId: 3, sportType: 2 },
  BASKETBALL_STATUS: { type: 103, matchId: 8001, scoreObj: { ...basketballScore, statusId: 10 }, competitionId: 3, sportType: 2 },
  BASKETBALL_DETAIL_SUBSCRIBE: { type: 120, matchId: 8001 },
  BASKETBALL_DETAIL_CANCEL: { type: 121, matchId: 8001 },
  BASKETBALL_STATS_SUBSCRIBE: { type: 130, matchId: 8001 },
  BASKETBALL_STATS_CANCEL: { type: 131, matchId: 8001 },
  BASKETBALL_STATS: { type: 132, matchId: 8001, statList: { stats: [{ type: 1, home: 12, away: 9 }] } },
  BASKETBALL_TEXT_LIVE_SUBSCRIBE: { type: 140, matchId: 8001 },
  BASKETBALL_TEXT_LIVE_CANCEL: { type: 141, matchId: 8001 },
  BASKETBALL_TEXT_LIVE: { type: 142, matchId: 8001, tliveList: { incidents: [incident({ type: 1, time: 5 })] } },
  BASKETBALL_OVERTIME: { type: 150, matchId: 8001, overTimeScore: [8, 6] },
  LIVING_START: { type: 200, matchId: 4001, sportType: 1, roomId: 77, hxRoomId: "hx-room-77", anchorInfo: anchor },
  LIVING_CLOSE: { type: 210, matchId: 4001, sportType: 1, roomId: 77, anchorInfo: anchor },
  LIVING_CHANGE_MATCH: { type: 220, matchId: 4002, prevMatchId: 4001, sportType: 1, roomId: 77, anchorInfo: anchor },
  PREVIEW_ADD: { type: 225, matchId: 8001, sportType: 2, anchorInfo: anchor, prevMatchId: 8000 },
  PREVIEW_REMOVE: { type: 226, matchId: 8001, sportType: 2, anchorInfo: anchor },
  ROOM_INFO_CHANGE: { type: 230, roomId: 77 },
};

describe("socket codec", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has a sample for every code, each code named once", () => {
    const codes = Object.values(SOCKET_CODE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, sample] of Object.entries(SAMPLES)) {
      expect(sample.type).toBe(SOCKET_CODE[name as keyof typeof SOCKET_CODE]);
    }
  });

  it.each(Object.entries(SAMPLES))("round-trips %s", (_name, sample) => {
    const decoded = decodeSocketMessage(encodeSocketMessage(sample));
    expect(decoded).toEqual({ ...EMPTY, ...sample });
  });

  it("decodes from an ArrayBuffer as the socket delivers it", () => {
    const bytes = encodeSocketMessage(SAMPLES.FOOTBALL_SCORE);
    const buffer = new Uint8Array(bytes).buffer; // a copy: exactly the frame, as the socket hands it
    expect(decodeSocketMessage(buffer)?.scoreObj).toEqual(footballScore);
  });

  it("keeps a preview add without a previous match at prevMatchId 0", () => {
    const { prevMatchId: _omit, ...noPrev } = SAMPLES.PREVIEW_ADD;
    expect(decodeSocketMessage(encodeSocketMessage(noPrev))?.prevMatchId).toBe(0);
  });

  it("yields null with a warning for garbage, never throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const garbage = [
      new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]),
      new Uint8Array([0x2a, 0x40, 0x01]), // scoreObj claiming 64 bytes, 1 present
      new Uint8Array([0x22, 0x02, 0xc3, 0x28]), // hxRoomId that is not UTF-8
      new TextEncoder().encode("not a protobuf at all"),
      new Uint8Array([]),
    ];
    for (const bytes of garbage) expect(decodeSocketMessage(bytes)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(garbage.length);
  });

  it("drops a frame whose code needs a payload it lacks", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(decodeSocketMessage(encodeSocketMessage({ type: 12, matchId: 4001 }))).toBeNull();
    expect(decodeSocketMessage(encodeSocketMessage({ type: 200, matchId: 4001, roomId: 77 }))).toBeNull();
    expect(decodeSocketMessage(encodeSocketMessage({ type: 150, matchId: 8001, overTimeScore: [3] }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
