// A WebSocket whose connection lives in a worker (socket-worker.ts): the socket client uses it as
// it would the browser's, but inbound frames arrive in batches, one page task for many socket
// messages (docs/architecture.md "A socket frame, from the wire to a cell"). One worker per socket.
import type { WebSocketLike } from "../web-socket-like";
import { FRAME_CLOCK_EVERY_MS, type FromWorker, type ToWorker } from "./worker-protocol";
// Inlined (a blob URL, ~0.5 KiB gzip in the start chunk): a worker fetched from the server waited for a
// connection behind the page's chunks, and the socket and first list behind it.
import SocketWorker from "./socket-worker.ts?worker&inline";

/** The worker a socket runs in; a function so tests can hand their own. */
export type SocketWorkerFactory = () => Worker;

const defaultFactory: SocketWorkerFactory = () => new SocketWorker({ name: "socket" });

/**
 * `failedBeforeOpen` hears of a worker that failed before its socket opened (it did not load,
 * or a policy forbids it); when it answers true it has taken over, and no close is reported.
 */
export function workerWebSocketClass(createWorker: SocketWorkerFactory = defaultFactory, failedBeforeOpen: () => boolean = () => false) {
  return class WorkerWebSocket implements WebSocketLike {
    binaryType = "arraybuffer";
    onopen: WebSocketLike["onopen"] = null;
    onmessage: WebSocketLike["onmessage"] = null;
    onclose: WebSocketLike["onclose"] = null;
    onerror: WebSocketLike["onerror"] = null;
    private worker: Worker | null;
    private opened = false;
    /** Stops sending the worker the page's frame times (at close, or a worker that failed). */
    private stopFrameClock: () => void = () => {};

    constructor(url: string) {
      const worker = createWorker();
      this.worker = worker;
      worker.onmessage = (event: MessageEvent<FromWorker>) => this.received(event.data);
      // A worker that fails to load or crashes is a dropped connection (the client reconnects),
      // unless the failure came before the socket opened and the caller took over.
      worker.onerror = () => {
        if (!this.opened && failedBeforeOpen()) {
          worker.terminate();
          this.worker = null;
          this.stopFrameClock();
          return;
        }
        this.received({ type: "close", code: 1006, reason: "socket worker failed" });
      };
      this.command({ type: "open", url });
      this.stopFrameClock = sendFrameClock((frameAt, periodMs) => this.command({ type: "frameClock", frameAt, periodMs }));
    }

    send(data: Uint8Array): void {
      // A copy the worker can own: the caller's view may share a larger buffer.
      const copy = data.slice().buffer;
      this.command({ type: "send", data: copy }, [copy]);
    }

    close(code?: number, reason?: string): void {
      this.command({ type: "close", code, reason });
      this.worker = null;
      this.stopFrameClock();
    }

    private command(message: ToWorker, transfer: Transferable[] = []) {
      this.worker?.postMessage(message, transfer);
    }

    private received(message: FromWorker) {
      switch (message.type) {
        case "open":
          this.opened = true;
          this.onopen?.({});
          return;
        case "frames":
          // The whole batch in this one task; a handler may close the socket midway (then stop).
          for (const [i, frame] of message.frames.entries()) {
            if (!this.onmessage) return;
            this.onmessage({ data: frame, receivedAt: message.receivedAt[i] });
          }
          return;
        case "error":
          this.onerror?.({});
          return;
        case "close":
          this.worker?.terminate();
          this.worker = null;
          this.stopFrameClock();
          this.onclose?.({ code: message.code, reason: message.reason });
      }
    }
  };
}

/**
 * Tells the worker when the page's display frames begin: two animation frames in a row, now and
 * every FRAME_CLOCK_EVERY_MS, give a frame's start (unix ms) and the period. Two frames a second,
 * not a loop every frame: a callback waiting at every frame would make the page draw frames while
 * nothing changes. Nothing where there are no animation frames (tests, Node). Returns its stop.
 */
function sendFrameClock(send: (frameAt: number, periodMs: number) => void): () => void {
  if (typeof requestAnimationFrame !== "function") return () => {};
  let stopped = false;
  const sample = () =>
    requestAnimationFrame((first) =>
      requestAnimationFrame((second) => {
        if (!stopped) send(performance.timeOrigin + second, second - first);
      }),
    );
  sample();
  const timer = setInterval(sample, FRAME_CLOCK_EVERY_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Whether this environment can run the socket in a worker (browsers; not jsdom or Node). */
export const canUseSocketWorker = () => typeof Worker !== "undefined" && typeof WebSocket !== "undefined";
