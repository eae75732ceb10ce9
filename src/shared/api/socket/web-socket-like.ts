// The slice of the WebSocket API the client uses, so tests (and Node) can pass their own class.
// Handlers are declared method-style, which TypeScript checks bivariantly: the DOM WebSocket's
// `(ev: CloseEvent) => any` handlers then fit without casts.
type Handler<E> = { bivarianceHack(event: E): void }["bivarianceHack"];

export interface WebSocketLike {
  binaryType: string;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  /** `receivedAt` (unix ms): when the frame reached a socket worker, which hands frames on later. */
  onmessage: Handler<{ data: unknown; receivedAt?: number }> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  onerror: Handler<unknown> | null;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;
