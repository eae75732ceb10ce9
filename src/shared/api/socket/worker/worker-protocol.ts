// What the page and the socket worker say to each other (worker-web-socket.ts ⇄ socket-worker.ts).
// Inbound frames travel as transferred ArrayBuffers, several to a message: the page then takes a
// whole batch in one task instead of one task per socket message.

export type ToWorker =
  | { type: "open"; url: string }
  | { type: "send"; data: ArrayBuffer }
  | { type: "close"; code?: number; reason?: string };

export type FromWorker =
  | { type: "open" }
  /** `receivedAt[i]`: when frame i reached the worker, unix ms (performance.timeOrigin + now()). */
  | { type: "frames"; frames: ArrayBuffer[]; receivedAt: number[] }
  | { type: "error" }
  | { type: "close"; code: number; reason: string };

/** How long the worker gathers frames before posting them: one batch a display frame at most. */
export const WORKER_BATCH_MS = 16;
