import { describe, expect, it } from "vitest";
import { RingBuffer } from "./ring-buffer";

describe("RingBuffer", () => {
  it("keeps the last `capacity` items, addressed by absolute index", () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.since(0)).toEqual([]);
    for (let i = 0; i < 7; i++) ring.push(i * 10);
    expect(ring.total).toBe(7);
    expect(ring.first).toBe(4);
    expect(ring.length).toBe(3);
    expect(ring.since(0)).toEqual([40, 50, 60]);
    expect(ring.since(5)).toEqual([50, 60]);
    expect(ring.at(3)).toBeUndefined();
    expect(ring.at(4)).toBe(40);
    expect(ring.at(6)).toBe(60);
    expect(ring.at(7)).toBeUndefined();
  });

  it("never holds more than its capacity, however many are pushed", () => {
    const ring = new RingBuffer<number>(1000);
    for (let i = 0; i < 25_000; i++) ring.push(i);
    expect(ring.length).toBe(1000);
    expect(ring.since(0)[0]).toBe(24_000);
    ring.clear();
    expect(ring.length).toBe(0);
    expect(ring.since(0)).toEqual([]);
  });

  it("refuses a capacity that is not a positive integer", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new RingBuffer(bad)).toThrow(RangeError);
  });
});
