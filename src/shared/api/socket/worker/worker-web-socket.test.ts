import { describe, expect, it, vi } from "vitest";
import { SOCKET_CODE, encodeSocketMessage, type SocketFrame } from "#wire";
import { createSocketClient } from "../socket-client";
import type { FromWorker, ToWorker } from "./worker-protocol";
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

const WorkerWebSocket = workerWebSocketClass(() => new FakeWorker() as unknown as Worker);
const bytes = (init: Parameters<typeof encodeSocketMessage>[0]) => {
  const encoded = encodeSocketMessage(init);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength) as ArrayBuffer;
};

describe("a socket in a worker, through the socket client", () => {
  it("opens with the signed url, subscribes the lists, and takes a batch of frames in one go", () => {
    const frames: SocketFrame[] = [];
    const client = createSocketClient({ url: () => "ws://sim/ws/match?sign=x", WebSocketImpl: WorkerWebSocket, onFrame: (f) => frames.push(f) });
    client.connect();
    const worker = FakeWorker.last;
    expect(worker.commands[0]).toEqual({ type: "open", url: "ws://sim/ws/match?sign=x" });

    worker.emit({ type: "open" });
    expect(client.status).toBe("open");
    // The football and basketball list subscriptions went out through the worker.
    expect(worker.commands.filter((c) => c.type === "send")).toHaveLength(2);

    worker.emit({ type: "frames", frames: [bytes({ type: SOCKET_CODE.PONG, timestamp: 1 }), new Uint8Array([0xff, 0xff]).buffer, bytes({ type: SOCKET_CODE.PONG, timestamp: 2 })], receivedAt: [1, 2, 3] });
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
    const client = createSocketClient({ url: () => "ws://sim", WebSocketImpl: WorkerWebSocket, reconnectDelayMs: 1000, onClose: (c) => closes.push(c) });
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
    const client = createSocketClient({ url: () => "ws://sim", WebSocketImpl: WorkerWebSocket, onClose: (c) => closes.push(c) });
    client.connect();
    FakeWorker.last.onerror?.({});
    expect(closes).toEqual([expect.objectContaining({ code: 1006, reason: "socket worker failed" })]);
    client.disconnect();
  });
});
