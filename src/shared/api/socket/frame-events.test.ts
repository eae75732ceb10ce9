import { allSettled, createStore, fork, type Event } from "effector";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type SocketFrame, type SocketMessageInit } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import * as events from "./frame-events";
import type { AnchorFrame, OvertimeFrame, ScoreFrame, StatsFrame, TextLiveFrame } from "./frame-events";
import { frameReceived } from "./model";

// Frames as the socket delivers them: through the codec.
const frame = (init: SocketMessageInit): SocketFrame => decodeSocketMessage(encodeSocketMessage(init))!;
const score = { matchId: 4001, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 9, note: "" };
const anchorInfo = { avatar: "a.png", roomId: 77, customId: 9 };
const tliveList = { incidents: [{ type: 28, position: 1, time: 80 }] };

const DERIVED = {
  footballScoreReceived: frame({ type: 12, matchId: 4001, scoreObj: score, sportType: 1 }),
  footballStatusReceived: frame({ type: 13, matchId: 4001, scoreObj: score, sportType: 1 }),
  basketballScoreReceived: frame({ type: 102, matchId: 8001, scoreObj: score, sportType: 2 }),
  basketballStatusReceived: frame({ type: 103, matchId: 8001, scoreObj: score, sportType: 2 }),
  footballStatsReceived: frame({ type: 32, matchId: 4001, statList: { stats: [{ type: 2, home: 3, away: 1 }] } }),
  basketballStatsReceived: frame({ type: 132, matchId: 8001, statList: { stats: [] } }),
  varIncidentReceived: frame({ type: 48, matchId: 4001, tliveList, sportType: 1 }),
  anchorSeatChanged: frame({ type: 52, roomId: 77, anchorInfo }),
  basketballOvertimeReceived: frame({ type: 150, matchId: 8001, overTimeScore: [7, 5] }),
  livingStarted: frame({ type: 200, matchId: 4001, sportType: 1, roomId: 77, hxRoomId: "hx77", anchorInfo }),
  livingClosed: frame({ type: 210, matchId: 4001, sportType: 1, roomId: 77, anchorInfo }),
  livingMatchChanged: frame({ type: 220, matchId: 4002, prevMatchId: 4001, sportType: 1, roomId: 77, anchorInfo }),
  previewAdded: frame({ type: 225, matchId: 4003, sportType: 1, anchorInfo }),
  previewRemoved: frame({ type: 226, matchId: 4003, sportType: 1, anchorInfo }),
  roomInfoChanged: frame({ type: 230, roomId: 77 }),
} satisfies Partial<Record<keyof typeof events, SocketFrame>>;

function record() {
  const scope = fork();
  const $seen = createStore<Array<[string, SocketFrame]>>([]);
  for (const [name, unit] of Object.entries(events)) {
    $seen.on(unit as Event<SocketFrame>, (seen, f) => [...seen, [name, f]]);
  }
  return { scope, seen: () => scope.getState($seen) };
}

describe("per-family socket events", () => {
  it.each(Object.entries(DERIVED))("%s fires, alone, for its code", async (name, sample) => {
    const { scope, seen } = record();
    await allSettled(frameReceived, { scope, params: sample });
    expect(seen()).toEqual([[name, sample]]);
  });

  it("textLiveReceived carries both football (42) and basketball (142)", async () => {
    const { scope, seen } = record();
    const football = frame({ type: 42, matchId: 4001, tliveList });
    const basketball = frame({ type: 142, matchId: 8001, tliveList });
    await allSettled(frameReceived, { scope, params: football });
    await allSettled(frameReceived, { scope, params: basketball });
    expect(seen()).toEqual([["textLiveReceived", football], ["textLiveReceived", basketball]]);
  });

  it("leaves transport frames (pong) and client codes to frameReceived alone", async () => {
    const { scope, seen } = record();
    await allSettled(frameReceived, { scope, params: frame({ type: 2, timestamp: 1 }) });
    await allSettled(frameReceived, { scope, params: frame({ type: 10 }) });
    expect(seen()).toEqual([]);
  });

  it("never fires a payload event without its payload, even for a hand-made frame", async () => {
    const { scope, seen } = record();
    await allSettled(frameReceived, { scope, params: { ...DERIVED.footballScoreReceived, scoreObj: null } });
    await allSettled(frameReceived, { scope, params: { ...DERIVED.livingStarted, anchorInfo: null } });
    expect(seen()).toEqual([]);
  });

  it("types each payload narrowed", () => {
    expectTypeOf(events.footballScoreReceived).toEqualTypeOf<Event<ScoreFrame>>();
    expectTypeOf(events.basketballStatusReceived).toEqualTypeOf<Event<ScoreFrame>>();
    expectTypeOf(events.footballStatsReceived).toEqualTypeOf<Event<StatsFrame>>();
    expectTypeOf(events.textLiveReceived).toEqualTypeOf<Event<TextLiveFrame>>();
    expectTypeOf(events.varIncidentReceived).toEqualTypeOf<Event<TextLiveFrame>>();
    expectTypeOf(events.livingStarted).toEqualTypeOf<Event<AnchorFrame>>();
    expectTypeOf(events.basketballOvertimeReceived).toEqualTypeOf<Event<OvertimeFrame>>();
    expectTypeOf<ScoreFrame["scoreObj"]["matchId"]>().toEqualTypeOf<number>();
    expectTypeOf<AnchorFrame["anchorInfo"]["roomId"]>().toEqualTypeOf<number>();
  });
});
