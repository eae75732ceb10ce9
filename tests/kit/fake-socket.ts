// A WebSocket a test drives by hand (open, push, close) and whose sent frames it reads back
// decoded; and pushing a frame into a scope as the socket would (encoded, decoded, routed).
import { allSettled, type Scope } from "effector";
import { type SocketFrame, type SocketMessageInit } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import { frameReceived, type WebSocketConstructor, type WebSocketLike } from "@/shared/api";

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

/** A frame as the socket hands it to the app: through the binary codec, then into frameReceived. */
export function pushFrame(scope: Scope, message: SocketMessageInit) {
  const frame = decodeSocketMessage(encodeSocketMessage(message));
  if (!frame) throw new Error(`frame ${message.type} did not decode`);
  return allSettled(frameReceived, { scope, params: frame });
}
