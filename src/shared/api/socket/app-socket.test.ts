import { createStore, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as wireCodec from "#wire/codec";
import { createAppSocket } from "./app-socket";
import { fakeWebSockets } from "#test-kit/fake-socket";
import { footballScoreReceived, livingStarted } from "./frame-events";
import { $socketStatus, frameReceived, socketClosed, socketOpened } from "./model";

const RECONNECT_MS = 200;

function setup() {
  const scope = fork();
  const fake = fakeWebSockets();
  const socket = createAppSocket({
    scope,
    codec: wireCodec,
    url: () => "ws://kanqiu.test/ws/match?sign=x",
    WebSocketImpl: fake.WebSocketImpl,
    heartbeatMs: 1_000,
    reconnectDelayMs: RECONNECT_MS,
  });
  return { scope, socket, ...fake };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createAppSocket", () => {
  it("reports status, open and close into the scope", () => {
    const $opens = createStore(0).on(socketOpened, (n) => n + 1);
    const $closes = createStore<unknown[]>([]).on(socketClosed, (all, info) => [...all, info]);
    const { scope, socket, latest } = setup();
    expect(scope.getState($socketStatus)).toBe("idle");

    socket.connect();
    expect(scope.getState($socketStatus)).toBe("connecting");
    latest().accept();
    expect(scope.getState($socketStatus)).toBe("open");
    expect(scope.getState($opens)).toBe(1);

    latest().drop(1006, "");
    expect(scope.getState($socketStatus)).toBe("reconnecting");
    expect(scope.getState($closes)).toEqual([{ code: 1006, reason: "", wasOpen: true, willReconnect: true }]);
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().accept();
    expect(scope.getState($socketStatus)).toBe("open");
    expect(scope.getState($opens)).toBe(2);

    socket.disconnect();
    expect(scope.getState($socketStatus)).toBe("closed");
    // The global state was not touched: reports went to the scope.
    expect($socketStatus.getState()).toBe("idle");
  });

  it("after a garbage frame, routes the next good frame to frameReceived and its family event", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const $frames = createStore<number[]>([]).on(frameReceived, (all, f) => [...all, f.type]);
    const $scored = createStore<number[]>([]).on(footballScoreReceived, (all, f) => [...all, f.scoreObj.matchId]);
    const $living = createStore<number[]>([]).on(livingStarted, (all, f) => [...all, f.anchorInfo.roomId]);
    const { scope, socket, latest } = setup();
    socket.connect();
    latest().accept();

    latest().push(new Uint8Array([0x0a, 0xff, 0xff]));
    expect(warn).toHaveBeenCalledTimes(1);
    latest().push({
      type: 12,
      matchId: 4321,
      sportType: 1,
      competitionId: 5,
      scoreObj: { matchId: 4321, statusId: 4, homeScore: [2, 1, 0, 1, 3], awayScore: [2, 0, 0, 2, 1], goingTime: 67, note: "" },
    });
    latest().push(wireCodec.encodeSocketMessage({ type: 200, matchId: 4321, sportType: 1, roomId: 77, hxRoomId: "hx", anchorInfo: { avatar: "", roomId: 77, customId: 1 } }));

    expect(scope.getState($frames)).toEqual([12, 200]);
    expect(scope.getState($scored)).toEqual([4321]);
    expect(scope.getState($living)).toEqual([77]);
    expect(scope.getState($socketStatus)).toBe("open");
    socket.disconnect();
  });
});
