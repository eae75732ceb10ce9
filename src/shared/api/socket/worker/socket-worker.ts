// The socket's worker: it owns the WebSocket, so the browser's one task per socket message runs
// here, and the page gets the frames in batches (frame-batcher.ts). It knows nothing of the wire:
// bytes in, bytes out; the page's socket client decodes and routes as before.
/// <reference lib="webworker" />
import { createDisplayFrameClock } from "./display-frame-clock";
import { createFrameBatcher } from "./frame-batcher";
import { WORKER_BATCH_LEAD_MS, WORKER_BATCH_MS, type FromWorker, type ToWorker } from "./worker-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

let socket: WebSocket | null = null;
interface Arrival {
  frame: ArrayBuffer;
  at: number;
}
const wallNow = () => performance.timeOrigin + performance.now();
// Batches go just before the page's frames begin, once the page has said when they do.
const frameClock = createDisplayFrameClock({ fallbackMs: WORKER_BATCH_MS, leadMs: WORKER_BATCH_LEAD_MS });
const batcher = createFrameBatcher<Arrival>((arrivals) => {
  const frames = arrivals.map((a) => a.frame);
  post({ type: "frames", frames, receivedAt: arrivals.map((a) => a.at) }, frames);
}, () => frameClock.delayFrom(wallNow()));

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const command = event.data;
  if (command.type === "open") {
    try {
      socket = new WebSocket(command.url);
    } catch {
      // A URL the constructor refuses: as a browser socket would, an error then a close.
      post({ type: "error" });
      post({ type: "close", code: 1006, reason: "bad url" });
      return;
    }
    socket.binaryType = "arraybuffer";
    socket.onopen = () => post({ type: "open" });
    socket.onmessage = (message: MessageEvent) => {
      if (message.data instanceof ArrayBuffer) batcher.push({ frame: message.data, at: wallNow() });
      // Text is not the wire's: dropped here, as the page's client would drop it.
      else console.warn("[socket] dropped a non-binary frame");
    };
    socket.onerror = () => {
      batcher.flush();
      post({ type: "error" });
    };
    socket.onclose = (close) => {
      batcher.flush();
      post({ type: "close", code: close.code, reason: close.reason });
      socket = null;
    };
  } else if (command.type === "frameClock") {
    frameClock.sample(command.frameAt, command.periodMs);
  } else if (command.type === "send") {
    socket?.send(command.data);
  } else {
    batcher.dispose();
    socket?.close(command.code, command.reason);
    socket = null;
    scope.close();
  }
};
