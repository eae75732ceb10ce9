// The chime as Web Audio schedules it, on a fake AudioContext that records what it is asked to do.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface Tone {
  hz: number;
  startAt: number;
  stopAt: number;
  gain: { startValue: number; startAt: number; rampTo: number; rampAt: number } | null;
}

class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = "running";
  currentTime = 5;
  destination = { name: "speakers" };
  tones: Tone[] = [];
  resumed = 0;
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.resumed += 1;
    return Promise.resolve();
  }
  createOscillator() {
    const tone: Tone = { hz: 0, startAt: NaN, stopAt: NaN, gain: null };
    this.tones.push(tone);
    const frequency = {
      set value(hz: number) {
        tone.hz = hz;
      },
    };
    return {
      frequency,
      connect: (gain: { tone?: Tone; record: { startValue: number; startAt: number; rampTo: number; rampAt: number } }) => {
        tone.gain = gain.record;
        return gain;
      },
      start: (at: number) => (tone.startAt = at),
      stop: (at: number) => (tone.stopAt = at),
    };
  }
  createGain() {
    const record = { startValue: NaN, startAt: NaN, rampTo: NaN, rampAt: NaN, destination: null as unknown };
    return {
      record,
      gain: {
        setValueAtTime: (value: number, at: number) => Object.assign(record, { startValue: value, startAt: at }),
        exponentialRampToValueAtTime: (value: number, at: number) => Object.assign(record, { rampTo: value, rampAt: at }),
      },
      connect: (destination: unknown) => {
        record.destination = destination;
        return destination;
      },
    };
  }
}

/** The sound's module afresh; the page already interacted with unless said otherwise. */
async function freshSound({ interacted = true } = {}) {
  vi.resetModules();
  const page = new EventTarget();
  const { watchFirstInteraction } = await import("@/shared/lib/user-interaction");
  watchFirstInteraction(page);
  if (interacted) page.dispatchEvent(new Event("pointerdown"));
  return { ...(await import("./goal-sound")), press: () => page.dispatchEvent(new Event("pointerdown")) };
}

beforeEach(() => {
  FakeAudioContext.made = [];
  vi.stubGlobal("AudioContext", FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

describe("the goal sound", () => {
  it("is two notes, 880 Hz then 1320 Hz, one after the other, each fading from volume 0.6", async () => {
    const { playGoalSoundFx } = await freshSound();
    await playGoalSoundFx();
    const [audio] = FakeAudioContext.made;
    expect(audio!.tones.map(({ hz, startAt, stopAt }) => ({ hz, startAt, stopAt: Number(stopAt.toFixed(2)) }))).toEqual([
      { hz: 880, startAt: 5, stopAt: 5.12 },
      { hz: 1320, startAt: 5.12, stopAt: 5.36 },
    ]);
    for (const tone of audio!.tones) {
      expect(tone.gain).toMatchObject({ startValue: 0.6, startAt: tone.startAt, rampAt: tone.stopAt, destination: audio!.destination });
      expect(tone.gain!.rampTo).toBeCloseTo(0.6 * Math.exp(-4));
    }
  });

  it("plays every goal on one shared context", async () => {
    const { playGoalSoundFx } = await freshSound();
    await playGoalSoundFx();
    await playGoalSoundFx();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.tones).toHaveLength(4);
  });

  it("makes no context before the user's first interaction (a goal is silent then), and plays once there has been one", async () => {
    const { playGoalSoundFx, press } = await freshSound({ interacted: false });
    await playGoalSoundFx();
    expect(FakeAudioContext.made).toHaveLength(0);
    press();
    await playGoalSoundFx();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.tones.map((tone) => tone.hz)).toEqual([880, 1320]);
  });

  it("asks a context the browser holds suspended to resume, and schedules the chime anyway", async () => {
    const { playGoalSoundFx } = await freshSound();
    await playGoalSoundFx();
    const [audio] = FakeAudioContext.made;
    audio!.state = "suspended";
    await playGoalSoundFx();
    expect(audio!.resumed).toBe(1);
    expect(audio!.tones).toHaveLength(4);
  });

  it("is silent, without an error, where there is no Web Audio or it refuses", async () => {
    vi.stubGlobal("AudioContext", undefined);
    const none = await freshSound();
    await expect(none.playGoalSoundFx()).resolves.toBeUndefined();
    vi.stubGlobal(
      "AudioContext",
      class {
        constructor() {
          throw new Error("NotAllowedError");
        }
      },
    );
    const refused = await freshSound();
    await expect(refused.playGoalSoundFx()).resolves.toBeUndefined();
  });
});
