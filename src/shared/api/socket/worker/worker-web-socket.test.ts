import { describe, expect, it, vi } from "vitest";
import { SOCKET_CODE, type SocketFrame } from "#wire";
import * as wireCodec from "#wire/codec";
import { createSocketClient } from "../socket-client";
import type { FromWorker, ToWorker } from "./worker-protocol";
import { resetSocketWorkerFailure, socketFramesArriveBatched, socketInWorkerOrPage } from "./socket-in-worker-or-page";
import { workerWebSocketClass } from "./worker-web-socket";

/** A stand-in for the socket worker: records commands, and lets the test post its messages. */
class FakeWorker {
  static last: FakeWorker;
  commands: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker) {
    this.commands.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

/** A stand-in for the page's own WebSocket; `made` lists every one constructed. */
function fakePageSockets() {
  const made: InstanceType<typeof PageSocket>[] = [];
  class PageSocket {
    binaryType = "blob";
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    sent: Uint8Array[] = [];
    constructor(readonly url: string) {
      made.push(this);
    }
    send(data: Uint8Array) {
      this.sent.push(data);
    }
    close() {}
  }
  return { made, PageSocket };
}

const WorkerWebSocket = workerWebSocketClass(() => new FakeWorker() as unknown as Worker);
const bytes = (init: Parameters<typeof wireCodec.encodeSocketMessage>[0]) => {
  const encoded = wireCodec.encodeSocketMessage(init);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength) as ArrayBuffer;
};

describe("a socket in a worker, through the socket client", () => {
  it("opens with the signed url, subscribes the lists, and takes a batch of frames in one go", () => {
    const frames: SocketFrame[] = [];
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim/ws/match?sign=x", WebSocketImpl: WorkerWebSocket, onFrame: (f) => frames.push(f) });
    client.connect();
    const worker = FakeWorker.last;
    expect(worker.commands[0]).toEqual({ type: "open", url: "ws://sim/ws/match?sign=x" });

    worker.emit({ type: "open" });
    expect(client.status).toBe("open");
    // The football and basketball list subscriptions went out through the worker.
    expect(worker.commands.filter((c) => c.type === "send")).toHaveLength(2);

    const tapped: number[] = [];
    client.setFrameTap((_bytes, receivedAt) => tapped.push(receivedAt));
    worker.emit({ type: "frames", frames: [bytes({ type: SOCKET_CODE.PONG, timestamp: 1 }), new Uint8Array([0xff, 0xff]).buffer, bytes({ type: SOCKET_CODE.PONG, timestamp: 2 })], receivedAt: [101, 102, 103] });
    // A recording keeps when each frame reached the worker, not when the batch reached the page.
    expect(tapped).toEqual([101, 102, 103]);
    // The undecodable frame in the middle is dropped; the others arrive in order.
    expect(frames.map((f) => [f.type, f.timestamp])).toEqual([
      [SOCKET_CODE.PONG, 1],
      [SOCKET_CODE.PONG, 2],
    ]);
    client.disconnect();
    expect(worker.commands.at(-1)).toEqual({ type: "close", code: 1000, reason: "client disconnect" });
  });

  it("a close from the worker is a drop: the worker goes and a reconnect is scheduled", () => {
    vi.useFakeTimers();
    const closes: { code: number; wasOpen: boolean }[] = [];
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim", WebSocketImpl: WorkerWebSocket, reconnectDelayMs: 1000, onClose: (c) => closes.push(c) });
    client.connect();
    const first = FakeWorker.last;
    first.emit({ type: "open" });
    first.emit({ type: "close", code: 1006, reason: "gone" });
    expect(closes).toEqual([expect.objectContaining({ code: 1006, wasOpen: true })]);
    expect(first.terminated).toBe(true);
    expect(client.status).toBe("reconnecting");
    vi.advanceTimersByTime(1000);
    expect(FakeWorker.last).not.toBe(first);
    expect(FakeWorker.last.commands[0]).toMatchObject({ type: "open" });
    client.disconnect();
    vi.useRealTimers();
  });

  it("a worker that fails is a dropped connection", () => {
    const closes: { code: number; reason: string }[] = [];
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim", WebSocketImpl: WorkerWebSocket, onClose: (c) => closes.push(c) });
    client.connect();
    FakeWorker.last.onerror?.({});
    expect(closes).toEqual([expect.objectContaining({ code: 1006, reason: "socket worker failed" })]);
    client.disconnect();
  });

  it("a worker that fails before its socket opens hands the attempt to the page's socket at once, and later ones start there", () => {
    vi.stubGlobal("Worker", FakeWorker);
    vi.stubGlobal("WebSocket", class {});
    resetSocketWorkerFailure();
    const { made: pageSockets, PageSocket } = fakePageSockets();
    const frames: SocketFrame[] = [];
    const closes: unknown[] = [];
    const Impl = socketInWorkerOrPage(() => new FakeWorker() as unknown as Worker, PageSocket);
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim/ws/match", WebSocketImpl: Impl, onFrame: (f) => frames.push(f), onClose: (c) => closes.push(c) });
    client.connect();
    const worker = FakeWorker.last;
    expect(worker.commands[0]).toMatchObject({ type: "open" });
    expect(socketFramesArriveBatched()).toBe(true);

    worker.onerror?.({});
    expect(worker.terminated).toBe(true);
    expect(closes).toEqual([]);
    expect(pageSockets.map((socket) => [socket.url, socket.binaryType])).toEqual([["ws://sim/ws/match", "arraybuffer"]]);
    expect(socketFramesArriveBatched()).toBe(false);

    // The page's socket serves the client as the worker would have: open, subscriptions, frames.
    const onPage = pageSockets[0]!;
    onPage.onopen?.({});
    expect(client.status).toBe("open");
    expect(onPage.sent).toHaveLength(2);
    onPage.onmessage?.({ data: bytes({ type: SOCKET_CODE.PONG, timestamp: 7 }) });
    expect(frames.map((f) => f.timestamp)).toEqual([7]);
    client.disconnect();

    // The next connection does not try a worker again.
    const again = createSocketClient({ codec: wireCodec, url: () => "ws://sim/ws/match", WebSocketImpl: Impl });
    again.connect();
    expect(FakeWorker.last).toBe(worker);
    expect(pageSockets).toHaveLength(2);
    again.disconnect();
    resetSocketWorkerFailure();
    vi.unstubAllGlobals();
  });

  it("a worker the browser refuses at once (a policy) leaves the attempt to the page's socket", () => {
    vi.stubGlobal("Worker", FakeWorker);
    vi.stubGlobal("WebSocket", class {});
    resetSocketWorkerFailure();
    const { made: pageSockets, PageSocket } = fakePageSockets();
    const refused = () => {
      throw new DOMException("refused by policy", "SecurityError");
    };
    const closes: unknown[] = [];
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim/ws/match", WebSocketImpl: socketInWorkerOrPage(refused, PageSocket), onClose: (c) => closes.push(c) });
    client.connect();
    expect(pageSockets.map((socket) => socket.url)).toEqual(["ws://sim/ws/match"]);
    expect(closes).toEqual([]);
    expect(socketFramesArriveBatched()).toBe(false);
    client.disconnect();
    resetSocketWorkerFailure();
    vi.unstubAllGlobals();
  });

  it("a worker that fails after its socket opened is a dropped connection", () => {
    resetSocketWorkerFailure();
    const closes: { code: number }[] = [];
    const Impl = socketInWorkerOrPage(() => new FakeWorker() as unknown as Worker, class {} as never);
    const client = createSocketClient({ codec: wireCodec, url: () => "ws://sim", WebSocketImpl: Impl, onClose: (c) => closes.push(c) });
    client.connect();
    FakeWorker.last.emit({ type: "open" });
    FakeWorker.last.onerror?.({});
    expect(closes).toEqual([expect.objectContaining({ code: 1006, reason: "socket worker failed", wasOpen: true })]);
    expect(client.status).toBe("reconnecting");
    client.disconnect();
  });

  it("tells its worker when the page's frames begin, two animation frames now and every second, until closed", () => {
    vi.useFakeTimers();
    const frameTimes = [1_000, 1_016.7, 2_000, 2_033.4];
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => callbacks.push(callback));
    const runFrame = () => callbacks.shift()!(frameTimes.shift()!);
    try {
      const socket = new WorkerWebSocket("ws://sim/ws/match?sign=x");
      const worker = FakeWorker.last;
      runFrame();
      runFrame();
      const clockCommands = () => worker.commands.filter((c) => c.type === "frameClock");
      expect(clockCommands()).toEqual([{ type: "frameClock", frameAt: performance.timeOrigin + 1_016.7, periodMs: expect.closeTo(16.7) }]);
      vi.advanceTimersByTime(1_000);
      runFrame();
      runFrame();
      expect(clockCommands()[1]).toEqual({ type: "frameClock", frameAt: performance.timeOrigin + 2_033.4, periodMs: expect.closeTo(33.4) });
      socket.close();
      vi.advanceTimersByTime(5_000);
      expect(callbacks).toHaveLength(0);

      // A worker that fails before its socket opens, its attempt taken over by the page: its clock stops too.
      const TakenOver = workerWebSocketClass(() => new FakeWorker() as unknown as Worker, () => true);
      new TakenOver("ws://sim/ws/match?sign=y");
      FakeWorker.last.onerror?.({});
      callbacks.length = 0;
      vi.advanceTimersByTime(5_000);
      expect(callbacks).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
