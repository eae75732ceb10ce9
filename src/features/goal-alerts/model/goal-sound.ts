// The goal sound: a short two-note chime synthesised as an 8 kHz, 8-bit mono WAV (no asset file,
// no network), played through an <audio> element. Browsers may refuse to play before the user
// has interacted with the page; that refusal is silent.
import { createEffect } from "effector";

const SAMPLE_RATE = 8000;
const NOTES: ReadonlyArray<{ hz: number; seconds: number }> = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.24 },
];

/** The chime's WAV file bytes. */
export function goalSoundWav(): Uint8Array {
  const samples: number[] = [];
  for (const { hz, seconds } of NOTES) {
    const count = Math.round(seconds * SAMPLE_RATE);
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.exp((-4 * i) / count);
      samples.push(Math.round(128 + 100 * envelope * Math.sin(2 * Math.PI * hz * t)));
    }
  }
  const bytes = new Uint8Array(44 + samples.length);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate: 1 byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, "data");
  view.setUint32(40, samples.length, true);
  bytes.set(samples, 44);
  return bytes;
}

let dataUri: string | undefined;

/** The chime as a data: URI, built once. */
export function goalSoundUri(): string {
  if (dataUri === undefined) {
    let binary = "";
    for (const byte of goalSoundWav()) binary += String.fromCharCode(byte);
    dataUri = `data:audio/wav;base64,${btoa(binary)}`;
  }
  return dataUri;
}

/** Starts the chime and returns at once (never waits for playback). */
export const playGoalSoundFx = createEffect(() => {
  if (typeof Audio === "undefined") return;
  try {
    const audio = new Audio(goalSoundUri());
    audio.volume = 0.6;
    void audio.play()?.catch(() => {});
  } catch {
    // no audio support: a silent goal
  }
});
