// The worker's estimate of the page's next frame: batches go a lead before it.
import { describe, expect, it } from "vitest";
import { createDisplayFrameClock } from "./display-frame-clock";

const clock = () => createDisplayFrameClock({ fallbackMs: 16, leadMs: 4 });

describe("the display frame clock", () => {
  it("waits the fallback until the page has sent a frame time", () => {
    expect(clock().delayFrom(1_000)).toBe(16);
  });

  it("sends a lead before the next frame, whatever moment the first frame of a batch arrives", () => {
    const frames = clock();
    frames.sample(1_000, 16);
    // Frames begin at 1,016, 1,032, …: sends at 1,012, 1,028, …
    expect(frames.delayFrom(1_001)).toBe(11);
    expect(frames.delayFrom(1_011.5)).toBe(0.5);
    // Past this frame's send time: the next frame's.
    expect(frames.delayFrom(1_013)).toBe(15);
    // Seconds later, still on the same beat.
    expect(frames.delayFrom(3_000 + 5)).toBeCloseTo(1_012 + 16 * 125 - 3_005);
    for (const now of [1_001, 1_013, 1_020, 2_222.2]) {
      const delay = frames.delayFrom(now);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(16);
    }
  });

  it("takes the shortest recent period (a missed frame reads as a double one), and follows the newest frame time", () => {
    const frames = clock();
    frames.sample(1_000, 33.4);
    frames.sample(2_000, 16.7);
    frames.sample(3_000, 33.4);
    // Period 16.7 from the frame at 3,000: the next send is at 3,012.7.
    expect(frames.delayFrom(3_001)).toBeCloseTo(11.7);
  });

  it("ignores frame times that cannot be one (a hidden page's, a bad number)", () => {
    const frames = clock();
    frames.sample(1_000, 0);
    frames.sample(1_000, 400);
    frames.sample(Number.NaN, 16);
    expect(frames.delayFrom(1_001)).toBe(16);
  });
});
