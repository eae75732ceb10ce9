// The simulated product's stand-in for a room's channel: a real MediaStream made in the browser,
// a drawn scene at 25 fps plus, once unmuted, a quiet WebAudio tone, so play, pause, mute, volume
// and fullscreen work on it as on a real feed. Where the browser can, a worker draws the frames
// into the track (stand-in-worker), leaving the page's thread as free as a decoded feed would;
// elsewhere a page canvas is drawn and captured. Reached only through a dynamic import (its own
// chunk).
import { standInPalette, type StandInPalette } from "./stand-in-palette";
import { drawStandInFrame, SCENE_HEIGHT, SCENE_WIDTH, STAND_IN_UNAVAILABLE } from "./stand-in-scene";
import type { StandInWorkerReply, StandInWorkerStart } from "./stand-in-worker";
import type { StandInScene, VideoListener } from "./video-source";

const FPS = 25;
/** Quiet: a hum under whatever the page plays, never startling when unmuted at full volume. */
const TONE_GAIN = 0.04;

interface ToneTrack {
  track: MediaStreamTrack;
  unlock: () => void;
  stop: () => void;
}

/** Two soft sine tones with a slow swell. Browsers start an AudioContext suspended until a gesture. */
function createTone(): ToneTrack | null {
  if (typeof AudioContext === "undefined") return null;
  const audio = new AudioContext();
  const out = audio.createMediaStreamDestination();
  const gain = audio.createGain();
  gain.gain.value = TONE_GAIN;
  const swell = audio.createOscillator();
  const swellDepth = audio.createGain();
  swell.frequency.value = 0.25;
  swellDepth.gain.value = TONE_GAIN / 2;
  swell.connect(swellDepth).connect(gain.gain);
  const tones = [196, 293.66].map((frequency) => {
    const osc = audio.createOscillator();
    osc.type = "sine";
    osc.frequency.value = frequency;
    osc.connect(gain);
    return osc;
  });
  gain.connect(out);
  for (const osc of [swell, ...tones]) osc.start();
  const [track] = out.stream.getAudioTracks();
  if (!track) {
    void audio.close();
    return null;
  }
  return {
    track,
    unlock: () => void audio.resume(),
    stop: () => {
      track.stop();
      void audio.close();
    },
  };
}

/** Chromium's track fed with VideoFrames (not in TypeScript's DOM types). */
interface VideoTrackGenerator extends MediaStreamTrack {
  readonly writable: WritableStream<VideoFrame>;
}
type VideoTrackGeneratorClass = new (init: { kind: "video" }) => VideoTrackGenerator;

/** The scene's video track and how to stop drawing it. */
interface DrawnTrack {
  track: MediaStreamTrack;
  stop: () => void;
}

/** The scene's track drawn on a worker; null where the browser lacks a piece of it. */
function workerDrawnTrack(scene: StandInScene, palette: StandInPalette, listener: VideoListener): DrawnTrack | null {
  const Generator = (globalThis as { MediaStreamTrackGenerator?: VideoTrackGeneratorClass }).MediaStreamTrackGenerator;
  if (!Generator || typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined" || typeof VideoFrame === "undefined") return null;
  const track = new Generator({ kind: "video" });
  const worker = new Worker(new URL("./stand-in-worker.ts", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event: MessageEvent<StandInWorkerReply>) => listener.failed(new Error(event.data.failed)));
  worker.addEventListener("error", () => listener.failed(new Error(STAND_IN_UNAVAILABLE)));
  const start: StandInWorkerStart = { frames: track.writable, scene, palette, fps: FPS };
  worker.postMessage(start, [track.writable]);
  return {
    track,
    stop: () => {
      worker.terminate();
      track.stop();
    },
  };
}

/** The scene drawn on a page canvas and captured (browsers without the worker's pieces). */
function pageDrawnTrack(scene: StandInScene, palette: StandInPalette): DrawnTrack {
  const canvas = document.createElement("canvas");
  canvas.width = SCENE_WIDTH;
  canvas.height = SCENE_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx || typeof canvas.captureStream !== "function") throw new Error(STAND_IN_UNAVAILABLE);
  const started = performance.now();
  const draw = () => drawStandInFrame(ctx, scene, palette, performance.now() - started);
  draw();
  // A timer, not requestAnimationFrame: the stream keeps moving while the tab is in the background.
  const timer = window.setInterval(draw, 1000 / FPS);
  const video = canvas.captureStream(FPS);
  return {
    track: video.getVideoTracks()[0]!,
    stop: () => {
      window.clearInterval(timer);
      for (const track of video.getTracks()) track.stop();
    },
  };
}

export async function openStandInStream(scene: StandInScene, listener: VideoListener): Promise<() => void> {
  const palette = standInPalette(scene.seed);
  const video = workerDrawnTrack(scene, palette, listener) ?? pageDrawnTrack(scene, palette);
  const stream = new MediaStream([video.track]);
  // The tone joins the stream at the first unmute: making an AudioContext blocks the page's thread
  // (60 ms on a desktop, bench/README.md "fifteenth session"), and a muted preview never plays it.
  let tone: ToneTrack | null = null;
  let stopped = false;
  const unlockAudio = () => {
    if (stopped) return;
    if (!tone) {
      tone = createTone();
      if (tone) stream.addTrack(tone.track);
    }
    tone?.unlock();
  };
  listener.feed({ stream, unlockAudio });
  return () => {
    stopped = true;
    video.stop();
    tone?.stop();
  };
}
