// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWindowScrollDerived } from "./use-window-scroll-derived";

const band = (scrollY: number) => (scrollY >= 400 ? "far" : "near");

function Shows({ follow }: { follow: boolean }) {
  return <output>{useWindowScrollDerived(band, follow)}</output>;
}

let frames: FrameRequestCallback[] = [];
let scrollY = 0;

beforeEach(() => {
  frames = [];
  scrollY = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(0)));
const scrollTo = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });

describe("useWindowScrollDerived", () => {
  it("derives from the position at mount, checks it again at the next frame, then follows scrolling", () => {
    scrollY = 500;
    const { container } = render(<Shows follow />);
    expect(container.textContent).toBe("far");
    scrollY = 0; // moved between the render and the next frame (a restored scroll position)
    expect(frames).toHaveLength(1);
    runFrames();
    expect(container.textContent).toBe("near");
    scrollTo(450);
    expect(container.textContent).toBe("far");
  });

  it("does not read the position in the commit that mounts it", () => {
    let reads = 0;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => (reads++, scrollY) });
    render(<Shows follow />);
    expect(reads).toBe(1); // the first render's read, before anything is on the page
    runFrames();
    expect(reads).toBe(2);
  });

  it("neither reads nor listens while not following", () => {
    let reads = 0;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => (reads++, 900) });
    const { container } = render(<Shows follow={false} />);
    scrollTo(900);
    runFrames();
    expect(container.textContent).toBe("near");
    expect(reads).toBe(0);
  });
});
