// What the page and the socket worker say to each other (worker-web-socket.ts ⇄ socket-worker.ts).
// Inbound frames travel as transferred ArrayBuffers, several to a message: the page then takes a
// whole batch in one task instead of one task per socket message.

export type ToWorker =
  | { type: "open"; url: string }
  | { type: "send"; data: ArrayBuffer }
  /** A display frame of the page began at `frameAt` (unix ms), `periodMs` after the one before (display-frame-clock.ts). */
  | { type: "frameClock"; frameAt: number; periodMs: number }
  | { type: "close"; code?: number; reason?: string };

export type FromWorker =
  | { type: "open" }
  /** `receivedAt[i]`: when frame i reached the worker, unix ms (performance.timeOrigin + now()). */
  | { type: "frames"; frames: ArrayBuffer[]; receivedAt: number[] }
  | { type: "error" }
  | { type: "close"; code: number; reason: string };

/** How long the worker gathers frames before posting them until the page has sent its frame times: one batch a display frame at most. */
export const WORKER_BATCH_MS = 16;
/**
 * How long before the page's next frame a batch is posted: time for the page to take the message
 * and apply it before the frame begins (with 4 ms the busier batches still missed their frame).
 */
export const WORKER_BATCH_LEAD_MS = 8;
/** How often the page sends the worker its frame times (two animation frames each time). */
export const FRAME_CLOCK_EVERY_MS = 1_000;
