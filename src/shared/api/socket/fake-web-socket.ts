// Test double for the socket tests: a WebSocket the test drives by hand (open, push, close) and
// whose sent frames it can read back decoded. Not used by app code.
import { decodeSocketMessage, encodeSocketMessage, type SocketFrame, type SocketMessageInit } from "#wire";
import type { WebSocketConstructor, WebSocketLike } from "./web-socket-like";

export class FakeWebSocket implements WebSocketLike {
  binaryType = "blob";
  onopen: WebSocketLike["onopen"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onerror: WebSocketLike["onerror"] = null;
  readonly sent: SocketFrame[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {}

  send(data: Uint8Array): void {
    const frame = decodeSocketMessage(data);
    if (frame) this.sent.push(frame);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  sentTypes(): number[] {
    return this.sent.map((f) => f.type);
  }

  // Server side.
  accept(): void {
    this.onopen?.({});
  }

  push(message: SocketMessageInit | Uint8Array | string): void {
    // Like a browser with binaryType "arraybuffer": a fresh ArrayBuffer holding just the frame.
    const data =
      typeof message === "string"
        ? message
        : new Uint8Array(message instanceof Uint8Array ? message : encodeSocketMessage(message)).buffer;
    this.onmessage?.({ data });
  }

  drop(code = 1006, reason = ""): void {
    this.onclose?.({ code, reason });
  }

  fail(): void {
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: "" });
  }
}

/** A WebSocket class for one test, remembering every socket it made. */
export function fakeWebSockets() {
  const sockets: FakeWebSocket[] = [];
  const WebSocketImpl: WebSocketConstructor = class extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  };
  const latest = (): FakeWebSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket was created");
    return socket;
  };
  return { WebSocketImpl, sockets, latest };
}
