// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_GROUP_MS, CAROUSEL_GROUP_SIZE, CAROUSEL_ITEM_MS, groupItems, itemDuration } from "../lib/carousel-timing";
import { useBannerCarousel } from "./use-banner-carousel";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Time passes in steps, each rendered, as it would in a browser (a timer set by an effect starts after its render). */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

describe("官方精选 carousel timing", () => {
  it("groups of 3, 3 s per item, 9 s per group", () => {
    expect([CAROUSEL_GROUP_SIZE, CAROUSEL_ITEM_MS, CAROUSEL_GROUP_MS]).toEqual([3, 3_000, 9_000]);
    expect(groupItems(1, 7)).toEqual([3, 4, 5]);
    expect(groupItems(2, 7)).toEqual([6]);
    // A short last group still lasts 9 s: its last banner holds the rest.
    expect(itemDuration(6, 7)).toBe(9_000);
    expect(itemDuration(3, 8)).toBe(3_000);
    expect(itemDuration(7, 8)).toBe(6_000);
  });

  it("moves to the next banner every 3 s and to the next group every 9 s, then back to the first", () => {
    const { result } = renderHook(() => useBannerCarousel(6));
    expect(result.current).toMatchObject({ active: 0, group: 0 });
    advance(2_999);
    expect(result.current.active).toBe(0);
    advance(1);
    expect(result.current.active).toBe(1);
    advance(6_000);
    expect(result.current).toMatchObject({ active: 3, group: 1 });
    advance(9_000);
    expect(result.current).toMatchObject({ active: 0, group: 0 });
  });

  it("a short last group is shown for 9 s", () => {
    const { result } = renderHook(() => useBannerCarousel(4));
    advance(9_000);
    expect(result.current).toMatchObject({ active: 3, group: 1 });
    advance(8_999);
    expect(result.current.active).toBe(3);
    advance(1);
    expect(result.current).toMatchObject({ active: 0, group: 0 });
  });

  it("hovering a banner selects it and pauses; leaving rotates on after its full 3 s", () => {
    const { result } = renderHook(() => useBannerCarousel(6));
    advance(1_500);
    act(() => result.current.held(4));
    expect(result.current).toMatchObject({ active: 4, group: 1, paused: true });
    advance(60_000);
    expect(result.current.active).toBe(4);
    act(() => result.current.released());
    advance(2_999);
    expect(result.current.active).toBe(4);
    advance(1);
    expect(result.current.active).toBe(5);
  });

  it("one banner or none does not rotate", () => {
    const one = renderHook(() => useBannerCarousel(1));
    const none = renderHook(() => useBannerCarousel(0));
    advance(30_000);
    expect(one.result.current.active).toBe(0);
    expect(none.result.current.active).toBe(0);
  });
});
