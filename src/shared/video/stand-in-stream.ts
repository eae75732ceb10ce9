// The simulated product's stand-in for a room's channel: a real MediaStream made in the browser,
// a canvas scene captured at 25 fps plus a quiet WebAudio tone, so play, pause, mute, volume and
// fullscreen work on it as on a real feed. Reached only through a dynamic import (its own chunk).
import { standInPalette } from "./stand-in-palette";
import { drawStandInFrame, SCENE_HEIGHT, SCENE_WIDTH } from "./stand-in-scene";
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

export async function openStandInStream(scene: StandInScene, listener: VideoListener): Promise<() => void> {
  const canvas = document.createElement("canvas");
  canvas.width = SCENE_WIDTH;
  canvas.height = SCENE_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx || typeof canvas.captureStream !== "function") throw new Error("此浏览器无法播放模拟直播画面");
  const palette = standInPalette(scene.seed);
  const started = performance.now();
  const draw = () => drawStandInFrame(ctx, scene, palette, performance.now() - started);
  draw();
  // A timer, not requestAnimationFrame: the stream keeps moving while the tab is in the background.
  const timer = window.setInterval(draw, 1000 / FPS);
  const video = canvas.captureStream(FPS);
  const tone = createTone();
  const stream = new MediaStream([...video.getVideoTracks(), ...(tone ? [tone.track] : [])]);
  listener.feed({ stream, unlockAudio: () => tone?.unlock() });
  return () => {
    window.clearInterval(timer);
    for (const track of video.getTracks()) track.stop();
    tone?.stop();
  };
}
