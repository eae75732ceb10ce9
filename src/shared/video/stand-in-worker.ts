// The stand-in scene drawn off the page's thread: this worker draws each frame on its own
// OffscreenCanvas and writes it, as a VideoFrame, into the track the page plays (a
// MediaStreamTrackGenerator's writable side, handed over by stand-in-stream). The page's thread
// then only shows the frames, as with a real decoded feed; a canvas captured on the page cost a
// phone-class CPU a full page update per frame.
import type { StandInPalette } from "./stand-in-palette";
import { drawStandInFrame, SCENE_HEIGHT, SCENE_WIDTH, STAND_IN_UNAVAILABLE } from "./stand-in-scene";
import type { StandInScene } from "./video-source";

export interface StandInWorkerStart {
  frames: WritableStream<VideoFrame>;
  scene: StandInScene;
  palette: StandInPalette;
  fps: number;
}

/** What the worker answers: only a failure (no 2D context). */
export interface StandInWorkerReply {
  failed: string;
}

function start({ frames, scene, palette, fps }: StandInWorkerStart) {
  const canvas = new OffscreenCanvas(SCENE_WIDTH, SCENE_HEIGHT);
  const ctx = canvas.getContext("2d");
  if (!ctx) {
    self.postMessage({ failed: STAND_IN_UNAVAILABLE } satisfies StandInWorkerReply);
    return;
  }
  const writer = frames.getWriter();
  const started = performance.now();
  let writing = false;
  const timer = setInterval(() => {
    // A frame still being taken skips this one rather than queueing behind it.
    if (writing) return;
    const elapsedMs = performance.now() - started;
    drawStandInFrame(ctx, scene, palette, elapsedMs);
    const frame = new VideoFrame(canvas, { timestamp: Math.round(elapsedMs * 1000) });
    writing = true;
    writer.write(frame).then(
      () => (writing = false),
      // The track was stopped: the stream is over.
      () => {
        frame.close();
        clearInterval(timer);
      },
    );
  }, 1000 / fps);
}

self.addEventListener("message", (event: MessageEvent<StandInWorkerStart>) => start(event.data), { once: true });
