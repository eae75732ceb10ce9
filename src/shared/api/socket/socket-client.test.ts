import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type SocketFrame } from "#wire";
import * as wireCodec from "#wire/codec";
import { fakeWebSockets } from "#test-kit/fake-socket";
import { createSocketClient, type SocketClientOptions, type SocketCloseInfo, type SocketOpenInfo, type SocketStatus } from "./socket-client";

const HEARTBEAT_MS = 1_000;
const RECONNECT_MS = 500;
const PING = 1;

function setup(overrides: Partial<SocketClientOptions> = {}) {
  const fake = fakeWebSockets();
  const frames: SocketFrame[] = [];
  const statuses: SocketStatus[] = [];
  const closes: SocketCloseInfo[] = [];
  let opens = 0;
  let signs = 0;
  const client = createSocketClient({
    url: () => `ws://kanqiu.test/ws/match?sign=${++signs}`,
    WebSocketImpl: fake.WebSocketImpl,
    heartbeatMs: HEARTBEAT_MS,
    reconnectDelayMs: RECONNECT_MS,
    now: () => Date.now(),
    onFrame: (frame) => frames.push(frame),
    onStatusChange: (status) => statuses.push(status),
    onOpen: () => opens++,
    onClose: (info) => closes.push(info),
    ...overrides,
    codec: overrides.codec ?? wireCodec,
  });
  return { client, frames, statuses, closes, opens: () => opens, ...fake };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-20T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("connecting", () => {
  it("opens a binary socket on the signed URL, signing afresh for each attempt", () => {
    const { client, sockets, latest } = setup();
    expect(client.status).toBe("idle");
    client.connect();
    expect(client.status).toBe("connecting");
    expect(latest().url).toBe("ws://kanqiu.test/ws/match?sign=1");
    expect(latest().binaryType).toBe("arraybuffer");

    latest().accept();
    expect(client.status).toBe("open");
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets.map((s) => s.url)).toEqual(["ws://kanqiu.test/ws/match?sign=1", "ws://kanqiu.test/ws/match?sign=2"]);
  });

  it("ignores connect() while connecting or open", () => {
    const { client, sockets, latest } = setup();
    client.connect();
    client.connect();
    latest().accept();
    client.connect();
    expect(sockets).toHaveLength(1);
  });

  it("counts a URL the WebSocket constructor refuses as a failed attempt", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, closes } = setup({
      WebSocketImpl: class {
        constructor() {
          throw new SyntaxError("bad url");
        }
      } as unknown as SocketClientOptions["WebSocketImpl"],
    });
    expect(() => client.connect()).not.toThrow();
    expect(client.status).toBe("reconnecting");
    expect(closes).toEqual([expect.objectContaining({ wasOpen: false, willReconnect: true })]);
    expect(warn).toHaveBeenCalled();
    client.disconnect();
  });
});

describe("connecting with a URL that comes later (the app signs with WebCrypto)", () => {
  /** A promise the test settles by hand. */
  function later<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((res) => {
      resolve = res;
    });
    return { promise, resolve };
  }

  it("stays connecting until the URL comes, then opens on it and subscribes", async () => {
    const url = later<string>();
    const { client, sockets, latest } = setup({ url: () => url.promise });
    client.connect();
    client.connect(); // a second connect while the first attempt waits makes nothing more
    expect(client.status).toBe("connecting");
    expect(sockets).toHaveLength(0);
    url.resolve("ws://kanqiu.test/ws/match?sign=webcrypto");
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.map((socket) => socket.url)).toEqual(["ws://kanqiu.test/ws/match?sign=webcrypto"]);
    latest().accept();
    expect(client.status).toBe("open");
    expect(latest().sentTypes()).toEqual([10, 100]);
  });

  it("signs afresh for a reconnect after a drop", async () => {
    let signs = 0;
    const { client, sockets, latest } = setup({ url: () => Promise.resolve(`ws://kanqiu.test/ws/match?sign=${++signs}`) });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(sockets.map((socket) => socket.url)).toEqual(["ws://kanqiu.test/ws/match?sign=1", "ws://kanqiu.test/ws/match?sign=2"]);
  });

  it("counts a URL that cannot be made as a failed attempt, and tries again at the next one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = vi.fn().mockRejectedValueOnce(new Error("no signer")).mockResolvedValue("ws://kanqiu.test/ws/match?sign=2");
    const { client, sockets, closes, latest } = setup({ url });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe("reconnecting");
    expect(sockets).toHaveLength(0);
    expect(closes).toEqual([expect.objectContaining({ code: 1006, wasOpen: false, willReconnect: true })]);
    expect(String(warn.mock.calls.at(-1))).toContain("no signer");
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    latest().accept();
    expect(client.status).toBe("open");
    expect(url).toHaveBeenCalledTimes(2);
  });

  it("makes no socket when disconnected while the URL is on its way", async () => {
    const url = later<string>();
    const { client, sockets } = setup({ url: () => url.promise });
    client.connect();
    client.disconnect();
    url.resolve("ws://kanqiu.test/ws/match?sign=late");
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(sockets).toHaveLength(0);
    expect(client.status).toBe("closed");
  });
});

describe("a codec loaded with the first attempt (the app keeps protobufjs out of its start chunk)", () => {
  it("connects while the codec downloads, counts as open once it has come, then sends and decodes with it", async () => {
    let arrive!: (codec: typeof wireCodec) => void;
    const loadCodec = vi.fn(() => new Promise<typeof wireCodec>((resolve) => (arrive = resolve)));
    const { client, sockets, latest, frames, opens } = setup({ codec: loadCodec });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    // The socket (its worker and handshake) does not wait for the codec...
    expect(sockets).toHaveLength(1);
    latest().accept();
    // ...but it is not open for the app before the codec can encode its subscriptions.
    expect(client.status).toBe("connecting");
    expect(latest().sentTypes()).toEqual([]);
    expect(opens()).toBe(0);
    // A frame that comes meanwhile waits for the codec, and is delivered first.
    latest().push(wireCodec.encodeSocketMessage({ type: 12, matchId: 5, scoreObj: { matchId: 5, statusId: 2, homeScore: [2], awayScore: [0] } }));
    expect(frames).toEqual([]);
    arrive(wireCodec);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe("open");
    expect(latest().sentTypes()).toEqual([10, 100]);
    expect(opens()).toBe(1);
    latest().push(wireCodec.encodeSocketMessage({ type: 12, matchId: 7, scoreObj: { matchId: 7, statusId: 2, homeScore: [1], awayScore: [0] } }));
    expect(frames.map((frame) => [frame.type, frame.matchId, frame.scoreObj?.homeScore])).toEqual([
      [12, 5, [2]],
      [12, 7, [1]],
    ]);
    // A reconnect reuses the loaded codec.
    latest().drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    expect(loadCodec).toHaveBeenCalledTimes(1);
  });

  it("a codec that fails to load fails the attempt: its socket is closed, and the next attempt loads the codec again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loadCodec = vi.fn<() => Promise<typeof wireCodec>>().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(wireCodec);
    const { client, sockets, closes, latest } = setup({ codec: loadCodec });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe("reconnecting");
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closedWith).not.toBeNull();
    expect(closes).toEqual([expect.objectContaining({ code: 1006, wasOpen: false, willReconnect: true })]);
    expect(String(warn.mock.calls.at(-1))).toContain("chunk failed");
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe("open");
    expect(loadCodec).toHaveBeenCalledTimes(2);
  });

  it("a codec that fails while the URL is still being signed fails the attempt once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let signed!: (url: string) => void;
    const loadCodec = vi.fn<() => Promise<typeof wireCodec>>().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(wireCodec);
    const { client, sockets, closes } = setup({ codec: loadCodec, url: () => new Promise<string>((resolve) => (signed = resolve)) });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe("reconnecting");
    signed("ws://kanqiu.test/ws/match?sign=late");
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    expect(closes).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("list subscriptions", () => {
  it("subscribes football (10) and basketball (100) on open", () => {
    const { client, latest, opens } = setup();
    client.connect();
    expect(latest().sent).toEqual([]);
    latest().accept();
    expect(latest().sentTypes()).toEqual([10, 100]);
    expect(opens()).toBe(1);
  });

  it("cancels a released list (11) and does not resubscribe it after a reconnect", () => {
    const { client, latest } = setup();
    client.connect();
    latest().accept();
    const release = client.holdList("football");
    expect(latest().sentTypes()).toEqual([10, 100]); // already wanted: no second subscribe
    release();
    expect(latest().sentTypes()).toEqual([10, 100, 11]);

    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().accept();
    expect(latest().sentTypes()).toEqual([100]);

    client.holdList("football");
    expect(latest().sentTypes()).toEqual([100, 10]);
  });

  it("cancels only when the last holder releases, once", () => {
    const { client, latest } = setup();
    client.connect();
    latest().accept();
    const first = client.holdList("basketball");
    const second = client.holdList("basketball");
    first();
    first(); // a double release does not count twice
    expect(latest().sentTypes()).toEqual([10, 100]);
    second();
    expect(latest().sentTypes()).toEqual([10, 100, 101]);
    second();
    expect(latest().sentTypes()).toEqual([10, 100, 101]);
  });

  it("remembers a list held while closed and subscribes it on open", () => {
    const { client, latest } = setup({ wantedLists: [] });
    const release = client.holdList("basketball");
    client.connect();
    latest().accept();
    expect(latest().sentTypes()).toEqual([100]);
    release();
    expect(latest().sentTypes()).toEqual([100, 101]);
  });

  it("restores every held subscription once after a reconnect, whoever holds it, and cancels on the last release", () => {
    const { client, latest } = setup({ wantedLists: ["football"] });
    client.connect();
    latest().accept();
    const detail = { subscribe: 20, cancel: 21, matchId: 4001 };
    const roomHold = client.hold(detail);
    const cardHold = client.hold(detail); // a second owner of the same match's detail
    const stats = client.hold({ subscribe: 30, cancel: 31, matchId: 4001 });
    client.hold({ subscribe: 20, cancel: 21, matchId: 4002 });
    expect(latest().sent.map((f) => [f.type, f.matchId])).toEqual([[10, 0], [20, 4001], [30, 4001], [20, 4002]]);

    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().accept();
    expect(latest().sent.map((f) => [f.type, f.matchId])).toEqual([[10, 0], [20, 4001], [30, 4001], [20, 4002]]);

    roomHold();
    stats();
    cardHold();
    expect(latest().sent.slice(4).map((f) => [f.type, f.matchId])).toEqual([[31, 4001], [21, 4001]]);
  });

  it("sends other C→S frames only while open", () => {
    const { client, latest } = setup({ wantedLists: [] });
    expect(client.send({ type: 20, matchId: 4001 })).toBe(false);
    client.connect();
    expect(client.send({ type: 20, matchId: 4001 })).toBe(false);
    latest().accept();
    expect(client.send({ type: 20, matchId: 4001 })).toBe(true);
    expect(latest().sent).toEqual([expect.objectContaining({ type: 20, matchId: 4001 })]);
  });
});

describe("heartbeat", () => {
  it("pings every heartbeatMs while open, with the time in ms, and tracks the pong", () => {
    const { client, latest } = setup({ wantedLists: [] });
    client.connect();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(latest().sent).toEqual([]); // not open yet: no pings

    latest().accept();
    const pings = () => latest().sent.filter((f) => f.type === PING);
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(pings()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toEqual([expect.objectContaining({ type: PING, timestamp: Date.now() })]);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(pings()).toHaveLength(4);

    expect(client.lastPongAt).toBeNull();
    latest().push({ type: 2, timestamp: Date.now() });
    expect(client.lastPongAt).toBe(Date.now());
  });

  it("stops after disconnect()", () => {
    const { client, latest } = setup({ wantedLists: [] });
    client.connect();
    latest().accept();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    client.disconnect();
    vi.advanceTimersByTime(HEARTBEAT_MS * 10);
    expect(latest().sentTypes()).toEqual([PING]);
    expect(latest().closedWith).toEqual({ code: 1000, reason: "client disconnect" });
  });

  it("stops when the connection drops", () => {
    const { client, latest, sockets } = setup({ wantedLists: [], reconnectDelayMs: HEARTBEAT_MS * 10 });
    client.connect();
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(HEARTBEAT_MS * 5);
    expect(sockets[0]!.sent).toEqual([]);
    client.disconnect();
  });
});

describe("reconnect", () => {
  it("reconnects exactly reconnectDelayMs after a close, not before", () => {
    const { client, sockets, latest, closes } = setup();
    client.connect();
    latest().accept();
    latest().drop(1001, "going away");
    expect(client.status).toBe("reconnecting");
    expect(closes).toEqual([{ code: 1001, reason: "going away", wasOpen: true, willReconnect: true }]);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(client.reconnectAttempt).toBe(1);
  });

  it("tries 3 times, then starts the cycle over on the same schedule", () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().accept();
    latest().drop();

    const attempts: number[] = [];
    for (let i = 0; i < 7; i++) {
      vi.advanceTimersByTime(RECONNECT_MS - 1);
      expect(sockets).toHaveLength(1 + i);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(2 + i);
      attempts.push(client.reconnectAttempt);
      latest().drop(); // this attempt fails
    }
    expect(attempts).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(client.status).toBe("reconnecting");
    client.disconnect();
  });

  it("resets the count after a successful open", () => {
    const { client, latest, statuses } = setup();
    client.connect();
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(client.reconnectAttempt).toBe(2);
    latest().accept();
    expect(client.reconnectAttempt).toBe(0);
    expect(client.status).toBe("open");
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(client.reconnectAttempt).toBe(1);
    expect(statuses).toEqual(["connecting", "open", "reconnecting", "open", "reconnecting"]);
    client.disconnect();
  });

  it("handles an error followed by its close as one drop", () => {
    const { client, sockets, latest, closes } = setup();
    client.connect();
    latest().accept();
    latest().fail();
    expect(closes).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
    client.disconnect();
  });

  it("reconnects after the server refuses the sign (4001)", () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().drop(4001, "bad sign");
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    client.disconnect();
  });

  it("stops on disconnect(), during a wait or while open", () => {
    const { client, sockets, latest, closes } = setup();
    client.connect();
    latest().accept();
    latest().drop();
    client.disconnect();
    expect(client.status).toBe("closed");
    vi.advanceTimersByTime(RECONNECT_MS * 20);
    expect(sockets).toHaveLength(1);

    client.connect();
    latest().accept();
    client.disconnect();
    expect(closes.at(-1)).toEqual({ code: 1000, reason: "client disconnect", wasOpen: true, willReconnect: false });
    vi.advanceTimersByTime(RECONNECT_MS * 20);
    expect(sockets).toHaveLength(2);
  });

  it("connect() during a reconnect wait connects at once", () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().accept();
    latest().drop();
    client.connect();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_MS * 2);
    expect(sockets).toHaveLength(2);
    client.disconnect();
  });
});

describe("incoming frames", () => {
  it("drops a garbage frame with a warning, stays up, and delivers the next good one", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, latest, frames } = setup();
    client.connect();
    latest().accept();

    latest().push(new Uint8Array([0xff, 0xff, 0xff, 0xff]));
    latest().push("a text frame");
    expect(warn).toHaveBeenCalledTimes(2);
    expect(frames).toEqual([]);

    latest().push(wireCodec.encodeSocketMessage({ type: 12, matchId: 4001, sportType: 1, scoreObj: { matchId: 4001, statusId: 2, homeScore: [1, 0, 0, 0, 2], awayScore: [0, 0, 0, 1, 1], goingTime: 12, note: "" } }));
    expect(frames).toEqual([expect.objectContaining({ type: 12, matchId: 4001, scoreObj: expect.objectContaining({ homeScore: [1, 0, 0, 0, 2] }) })]);
    expect(client.status).toBe("open");
    expect(latest().closedWith).toBeNull();
  });
});

describe("a connection that stops answering, and attempts asked for at once", () => {
  const PONG_TIMEOUT_MS = 300;

  it("drops and reconnects when a ping gets no pong in time; a pong in time keeps it", () => {
    const { client, latest, sockets, closes } = setup({ wantedLists: [], pongTimeoutMs: PONG_TIMEOUT_MS });
    client.connect();
    latest().accept();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    vi.advanceTimersByTime(PONG_TIMEOUT_MS - 1);
    latest().push({ type: 2, timestamp: Date.now() }); // answered in time
    vi.advanceTimersByTime(HEARTBEAT_MS - PONG_TIMEOUT_MS + 1); // the next ping
    expect(client.status).toBe("open");
    vi.advanceTimersByTime(PONG_TIMEOUT_MS); // unanswered
    expect(client.status).toBe("reconnecting");
    expect(closes.at(-1)).toMatchObject({ code: 4000, reason: "no pong", wasOpen: true, willReconnect: true });
    expect(sockets[0]!.closedWith).not.toBeNull();
    expect(client.nextAttemptAt).toBe(Date.now() + RECONNECT_MS);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    expect(client.nextAttemptAt).toBeNull();
  });

  it("tells an open after a drop from the first open, and when each open sent its subscriptions", () => {
    const opens: SocketOpenInfo[] = [];
    const { client, latest } = setup({ onOpen: (info) => opens.push(info) });
    client.connect();
    vi.advanceTimersByTime(250);
    latest().accept();
    const firstOpenAt = Date.now();
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().fail(); // a failed attempt does not count as another drop
    vi.advanceTimersByTime(RECONNECT_MS);
    latest().accept();
    expect(opens).toEqual([
      { afterDrop: false, openedAt: firstOpenAt },
      { afterDrop: true, openedAt: firstOpenAt + 2 * RECONNECT_MS },
    ]);
  });

  it("reconnectNow attempts at once during a wait, but not within the minimum gap of the last attempt", () => {
    const scheduled: number[] = [];
    const { client, latest, sockets } = setup({ reconnectDelayMs: 60_000, minAttemptGapMs: 5_000, onReconnectScheduled: (at) => scheduled.push(at) });
    expect(client.reconnectNow()).toBe(false); // nothing to hurry
    client.connect();
    latest().accept();
    vi.advanceTimersByTime(1_000);
    latest().drop();
    expect(scheduled).toEqual([Date.now() + 60_000]);
    expect(client.reconnectNow()).toBe(true); // the open a second ago was no failed attempt
    expect(sockets).toHaveLength(2);
    latest().fail();
    expect(client.reconnectNow()).toBe(false); // the last attempt was just now
    vi.advanceTimersByTime(5_000);
    expect(client.reconnectNow()).toBe(true);
    expect(sockets).toHaveLength(3);
    latest().accept();
    expect(client.status).toBe("open");
    expect(client.reconnectNow()).toBe(false);
  });
});

describe("unreadable data", () => {
  it("drops a detached buffer with a warning and stays open", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, latest, frames } = setup({ wantedLists: [] });
    client.connect();
    latest().accept();
    const detached = new ArrayBuffer(8);
    structuredClone(detached, { transfer: [detached] });
    latest().onmessage?.({ data: detached });
    expect(frames).toEqual([]);
    expect(client.status).toBe("open");
    expect(warn).toHaveBeenCalledWith("[socket] dropped a non-binary frame");
    warn.mockRestore();
  });
});
