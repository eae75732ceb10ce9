// The goal sound: a short two-note chime synthesised by the Web Audio API (no asset file, no
// network) on one shared AudioContext, at volume 0.6. Web Audio renders on its own thread; an
// <audio> element per goal cost the page's main thread a media pipeline each time (a synchronous
// GPU-channel call, a dozen media events, ~3 ms a goal; bench/README.md, twenty-first session).
// Browsers keep a context suspended until the user has interacted with the page, so until then a
// goal is silent and no context is made: making one is synchronous work on the main thread (up to
// ~160 ms in headless Chromium, where it looks for an audio device), and a goal pushed during a
// page's load put it beside the first rows (bench/README.md, twenty-second session).
import { createEffect } from "effector";
import { hasUserInteracted } from "@/shared/lib/user-interaction";

/** The chime: two notes, each fading out (e^-4 over its length). */
export const GOAL_CHIME: ReadonlyArray<{ hz: number; seconds: number }> = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.24 },
];
export const GOAL_SOUND_VOLUME = 0.6;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (!hasUserInteracted()) return null;
  const Context = typeof AudioContext === "undefined" ? undefined : AudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** Schedules the chime on `audio`, starting now. */
export function playChime(audio: BaseAudioContext): void {
  let at = audio.currentTime;
  for (const { hz, seconds } of GOAL_CHIME) {
    const tone = audio.createOscillator();
    tone.frequency.value = hz;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(GOAL_SOUND_VOLUME, at);
    gain.gain.exponentialRampToValueAtTime(GOAL_SOUND_VOLUME * Math.exp(-4), at + seconds);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + seconds);
    at += seconds;
  }
}

/** Starts the chime and returns at once (never waits for playback); silent before the user's first interaction. */
export const playGoalSoundFx = createEffect(() => {
  try {
    const audio = audioContext();
    if (!audio) return;
    // Suspended until the user's first interaction; a resume before it stays pending, silently.
    if (audio.state === "suspended") void audio.resume().catch(() => {});
    playChime(audio);
  } catch {
    // no audio support: a silent goal
  }
});
