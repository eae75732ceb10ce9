// The app's WebSocket: in a worker while workers work (worker-web-socket.ts), the page's own once
// one has failed to start (a policy that forbids workers, a script that does not load). A worker
// that fails before its socket opens hands the same attempt to a page socket at once, so a
// connection is never lost, or kept waiting for the next reconnect, because of the worker.
import type { WebSocketConstructor, WebSocketLike } from "../web-socket-like";
import { canUseSocketWorker, workerWebSocketClass, type SocketWorkerFactory } from "./worker-web-socket";

let workerFailed = false;

export function socketInWorkerOrPage(
  createWorker?: SocketWorkerFactory,
  PageSocket: WebSocketConstructor = globalThis.WebSocket as unknown as WebSocketConstructor,
): WebSocketConstructor {
  return class SocketInWorkerOrPage implements WebSocketLike {
    onopen: WebSocketLike["onopen"] = null;
    onmessage: WebSocketLike["onmessage"] = null;
    onclose: WebSocketLike["onclose"] = null;
    onerror: WebSocketLike["onerror"] = null;
    private binary = "arraybuffer";
    private inner: WebSocketLike;

    constructor(url: string) {
      const onPage = () => this.attach(new PageSocket(url));
      if (workerFailed) {
        this.inner = onPage();
        return;
      }
      // A worker that fails before its socket opens, or that the browser refuses at once (a policy
      // that forbids blob workers): this attempt and later ones go to the page's socket.
      const onPageFromNowOn = () => {
        workerFailed = true;
        return onPage();
      };
      const InWorker = workerWebSocketClass(createWorker, () => {
        this.inner = onPageFromNowOn();
        return true;
      });
      try {
        this.inner = this.attach(new InWorker(url));
      } catch {
        this.inner = onPageFromNowOn();
      }
    }

    get binaryType() {
      return this.binary;
    }
    set binaryType(type: string) {
      this.binary = type;
      this.inner.binaryType = type;
    }

    send(data: Uint8Array): void {
      this.inner.send(data);
    }

    close(code?: number, reason?: string): void {
      this.inner.close(code, reason);
    }

    // The client sets its handlers on this object after constructing it; they are read per event.
    private attach(socket: WebSocketLike): WebSocketLike {
      socket.binaryType = this.binary;
      socket.onopen = (event) => this.onopen?.(event);
      socket.onmessage = (event) => this.onmessage?.(event);
      socket.onclose = (event) => this.onclose?.(event);
      socket.onerror = (event) => this.onerror?.(event);
      return socket;
    }
  };
}

/**
 * Whether the app's socket hands frames over already gathered a display frame at a time (it runs
 * in the worker): consumers that gather pushes themselves need not wait a frame again.
 */
export const socketFramesArriveBatched = () => canUseSocketWorker() && !workerFailed;

/** Tests: forget a failed worker. */
export const resetSocketWorkerFailure = () => {
  workerFailed = false;
};
