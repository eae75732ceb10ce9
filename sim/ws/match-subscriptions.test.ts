import { describe, expect, it } from "vitest";
import { SOCKET_CODE } from "#wire";
import { kanqiu } from "#wire/codec";
import { createSimBackend } from "../backend";
import { TEST_DAY, TEST_NOW, TEST_OFFSET } from "../core/test-fixtures";
import { createSocketSession } from "./socket-session";
import { BASKETBALL_STAT } from "./match-subscriptions";

const frame = (type: number, matchId = 0) => kanqiu.SocketMessage.encode({ type, matchId }).finish();

function setup() {
  const backend = createSimBackend({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 200, basketballPerDay: 100 });
  const received: kanqiu.SocketMessage[] = [];
  const session = createSocketSession(backend, (bytes) => {
    const message = kanqiu.SocketMessage.decode(bytes);
    if (message.type < 200) received.push(message);
  });
  return { backend, received, session };
}

describe("socket session: match subscriptions (20/30/40, 120/130/140)", () => {
  it("answers a football match's detail, stats and text live at once, pushes its score without the list, and updates on change", () => {
    const { backend, received, session } = setup();
    const match = backend.world.day("football", TEST_DAY).find((m) => m.statusId === 2)!;
    const other = backend.world.day("football", TEST_DAY).find((m) => m.statusId === 2 && m.id !== match.id)!;
    session.receive(frame(SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE, match.id));
    session.receive(frame(SOCKET_CODE.FOOTBALL_STATS_SUBSCRIBE, match.id));
    session.receive(frame(SOCKET_CODE.FOOTBALL_TEXT_LIVE_SUBSCRIBE, match.id));
    expect(received.map((m) => [m.type, m.matchId])).toEqual([
      [13, match.id],
      [32, match.id],
      [42, match.id],
    ]);
    expect(received[1]!.statList!.stats!.length).toBeGreaterThan(0);

    received.length = 0;
    backend.engine.forceGoal(other.id, "home");
    expect(received).toHaveLength(0);
    backend.engine.forceGoal(match.id, "home");
    // The goal itself, then what it changed: the text live (and the stats when shots moved).
    expect(received[0]!.type).toBe(12);
    const tlive = received.find((m) => m.type === 42);
    expect(tlive?.tliveList?.incidents?.some((i) => i.type === 1)).toBe(true);

    session.receive(frame(SOCKET_CODE.FOOTBALL_DETAIL_CANCEL, match.id));
    session.receive(frame(SOCKET_CODE.FOOTBALL_STATS_CANCEL, match.id));
    session.receive(frame(SOCKET_CODE.FOOTBALL_TEXT_LIVE_CANCEL, match.id));
    received.length = 0;
    backend.engine.forceGoal(match.id, "away");
    expect(received).toHaveLength(0);
    session.close();
  });

  it("answers a basketball match's stats with fouls and timeouts, and its text live with each period's score", () => {
    const { backend, received, session } = setup();
    const match = backend.world.day("basketball", TEST_DAY).find((m) => m.statusId >= 4 && m.statusId <= 8)!;
    session.receive(frame(SOCKET_CODE.BASKETBALL_STATS_SUBSCRIBE, match.id));
    session.receive(frame(SOCKET_CODE.BASKETBALL_TEXT_LIVE_SUBSCRIBE, match.id));
    expect(received.map((m) => m.type)).toEqual([132, 142]);
    expect(received[0]!.statList!.stats!.map((s) => s.type)).toEqual([BASKETBALL_STAT.fouls, BASKETBALL_STAT.timeouts]);
    const periods = received[1]!.tliveList!.incidents!;
    expect(periods[0]).toMatchObject({ type: 13, time: 1, homeScore: match.homeScores[0], awayScore: match.awayScores[0] });
    session.close();
  });
});
