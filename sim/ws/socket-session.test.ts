import { describe, expect, it } from "vitest";
import { SOCKET_CODE } from "#wire";
import { kanqiu } from "#wire/codec";
import { createSimBackend } from "../backend";
import { TEST_DAY, TEST_NOW, TEST_OFFSET } from "../core/test-fixtures";
import { createSocketSession } from "./socket-session";

const frame = (type: number) => kanqiu.SocketMessage.encode({ type }).finish();

describe("socket session: list subscriptions", () => {
  it("sends basketball pushes (102/103/150) once 100 is subscribed, football ones only after 10, none after 101", () => {
    const backend = createSimBackend({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 200, basketballPerDay: 100 });
    // List codes only: anchors (200+) go to every socket whatever it subscribed.
    const received: kanqiu.SocketMessage[] = [];
    const session = createSocketSession(backend, (bytes) => {
      const message = kanqiu.SocketMessage.decode(bytes);
      if (message.type < 200) received.push(message);
    });
    const basketball = backend.world.day("basketball", TEST_DAY).find((m) => m.statusId === 1)!;
    const football = backend.world.day("football", TEST_DAY).find((m) => m.statusId === 2)!;

    backend.engine.forceGoal(basketball.id, "home");
    expect(received).toHaveLength(0);

    session.receive(frame(SOCKET_CODE.BASKETBALL_LIST_SUBSCRIBE));
    expect(backend.sockets.summary()).toEqual({ connected: 1, footballList: 0, basketballList: 1, matchDetails: 0 });
    backend.engine.forceGoal(basketball.id, "away", 3);
    backend.engine.forceGoal(football.id, "home");
    backend.engine.forceStatus(basketball.id, 9);
    backend.engine.forceGoal(basketball.id, "home", 1);
    expect(received.map((m) => m.type)).toEqual([102, 103, 102, 150]);
    expect(received.every((m) => m.sportType === 2 && m.matchId === basketball.id)).toBe(true);
    expect(received[3]!.overTimeScore).toEqual([1, 0]);

    session.receive(frame(SOCKET_CODE.FOOTBALL_LIST_SUBSCRIBE));
    session.receive(frame(SOCKET_CODE.BASKETBALL_LIST_CANCEL));
    received.length = 0;
    backend.engine.forceGoal(basketball.id, "home");
    backend.engine.forceGoal(football.id, "away");
    expect(received.map((m) => m.type)).toEqual([12]);
    session.close();
    expect(backend.sockets.summary().connected).toBe(0);
  });

  it("counts the match details a socket holds (20 adds one, 21 takes it away, closing drops them)", () => {
    const backend = createSimBackend({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 200, basketballPerDay: 100 });
    const session = createSocketSession(backend, () => {});
    const [first, second] = backend.world.day("football", TEST_DAY);
    const detail = (type: number, matchId: number) => kanqiu.SocketMessage.encode({ type, matchId }).finish();
    session.receive(detail(SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE, first!.id));
    session.receive(detail(SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE, second!.id));
    expect(backend.sockets.summary()).toEqual({ connected: 1, footballList: 0, basketballList: 0, matchDetails: 2 });
    session.receive(detail(SOCKET_CODE.FOOTBALL_DETAIL_CANCEL, first!.id));
    expect(backend.sockets.summary().matchDetails).toBe(1);
    session.close();
    expect(backend.sockets.summary()).toEqual({ connected: 0, footballList: 0, basketballList: 0, matchDetails: 0 });
  });
});
