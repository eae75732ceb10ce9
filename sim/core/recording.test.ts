import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "./base64";
import { MINUTE_MS } from "./calendar";
import type { SimFrame } from "./engine/frames";
import { createSimCore } from "./index";
import { createRecorder, parseRecording, replayRecording } from "./recording";
import { TEST_NOW, TEST_OFFSET } from "./test-fixtures";

describe("base64", () => {
  it("round-trips every length and matches btoa", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 73 + n) & 0xff);
      const text = bytesToBase64(bytes);
      expect(text).toBe(btoa(String.fromCharCode(...bytes)));
      expect(Array.from(base64ToBytes(text))).toEqual(Array.from(bytes));
    }
    expect(() => base64ToBytes("ab$c")).toThrow();
  });
});

describe("recording", () => {
  const recorded = () => {
    const { engine } = createSimCore({ now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 800, basketballPerDay: 150 });
    const live: SimFrame[] = [];
    engine.onFrame((f) => live.push(f));
    const recorder = createRecorder(engine);
    engine.advance(10 * MINUTE_MS);
    recorder.stop();
    engine.advance(MINUTE_MS);
    return { live, recorder };
  };

  it("writes JSON lines of {at, frame} and parses them back", () => {
    const { live, recorder } = recorded();
    expect(recorder.lines.length).toBeGreaterThan(50);
    expect(live.length).toBeGreaterThan(recorder.lines.length); // stop() stopped recording
    const text = recorder.toJsonLines();
    const first = JSON.parse(text.split("\n")[0]!) as { at: number; frame: string };
    expect(Object.keys(first)).toEqual(["at", "frame"]);
    const parsed = parseRecording(text);
    expect(parsed).toHaveLength(recorder.lines.length);
    parsed.forEach((line, i) => {
      const original = live[i]!;
      expect(line.at).toBe(original.message.timestamp! - TEST_NOW);
      expect(Array.from(line.frame.bytes)).toEqual(Array.from(original.bytes));
      expect(line.frame.audience).toBe(original.audience);
      expect(line.frame.message.type).toBe(original.message.type);
      expect(line.frame.message.matchId ?? 0).toBe(original.message.matchId ?? 0);
    });
    expect(() => parseRecording('{"at": 1}\n')).toThrow(/line 1/);
    expect(parseRecording("\n\n")).toEqual([]);
  });

  it("replays in order, synchronously or on timers", async () => {
    const { recorder } = recorded();
    const lines = parseRecording(recorder.toJsonLines());
    const instant: SimFrame[] = [];
    await replayRecording(lines, (f) => instant.push(f), { speed: Infinity }).done;
    expect(instant.map((f) => f.bytes)).toEqual(lines.map((l) => l.frame.bytes));

    const timed: SimFrame[] = [];
    const handle = replayRecording(lines, (f) => timed.push(f), { speed: 20_000 }); // 10 min in ~30 ms
    await handle.done;
    expect(timed).toHaveLength(lines.length);

    const stopped: SimFrame[] = [];
    const h2 = replayRecording(lines, (f) => stopped.push(f), { speed: 1 });
    h2.stop();
    await h2.done;
    expect(stopped.length).toBeLessThan(lines.length);
  });

  it("reads the app's exports: a header first, client lines skipped, a state hash last", () => {
    const { recorder } = recorded();
    const frames = recorder.toJsonLines().trimEnd().split("\n");
    const header = JSON.stringify({ kanqiuRecording: 1, startedAt: TEST_NOW, source: "app", snapshot: { football: [], basketball: [] } });
    const refreshed = JSON.stringify({ at: 5, refreshed: { sport: "football", match: { matchId: 1 } } });
    const followed = JSON.stringify({ at: 6, followed: { sport: "football", matchId: 1, hasFollow: 1 } });
    const hash = JSON.stringify({ stateHash: "ab".repeat(32) });
    const text = [header, frames[0], refreshed, ...frames.slice(1), followed, hash, ""].join("\n");
    expect(parseRecording(text).map((l) => l.frame.bytes)).toEqual(parseRecording(recorder.toJsonLines()).map((l) => l.frame.bytes));

    expect(() => parseRecording([JSON.stringify({ kanqiuRecording: 2, startedAt: 0 }), frames[0]].join("\n"))).toThrow(/line 1: recording version 2/);
    expect(() => parseRecording([frames[0], header].join("\n"))).toThrow(/line 2: a header belongs on the first line/);
    expect(() => parseRecording([hash, frames[0]].join("\n"))).toThrow(/line 1: a state hash belongs on the last line/);
    expect(() => parseRecording("null\n")).toThrow(/line 1/);
  });
});
