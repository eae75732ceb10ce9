import { describe, expect, it } from "vitest";
import { goalSoundUri, goalSoundWav } from "./goal-sound";

describe("goal sound", () => {
  it("is a small PCM WAV file", () => {
    const wav = goalSoundWav();
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 16)).toBe("WAVEfmt ");
    expect(text(36, 40)).toBe("data");
    const view = new DataView(wav.buffer);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(view.getUint32(40, true)).toBe(wav.length - 44);
    expect(wav.length).toBeLessThan(4000);
    expect(goalSoundUri()).toMatch(/^data:audio\/wav;base64,UklGR/);
  });
});
