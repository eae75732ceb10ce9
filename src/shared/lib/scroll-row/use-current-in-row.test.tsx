// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollToShow, useCurrentInRow } from "./use-current-in-row";

describe("scrollToShow", () => {
  const row = { left: 0, right: 300 };

  it("leaves an item inside the row where it is", () => {
    expect(scrollToShow(row, { left: 10, right: 290 })).toBe(0);
  });

  it("scrolls right past an item cut at the right edge, with 8 px to spare", () => {
    expect(scrollToShow(row, { left: 280, right: 340 })).toBe(48);
  });

  it("scrolls left past an item cut at the left edge, with 8 px to spare", () => {
    expect(scrollToShow({ left: 20, right: 320 }, { left: -30, right: 30 })).toBe(-58);
  });
});

/** A stand-in observer: the test hands each observer the entry the browser would report. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Row({ current }: { current: string }) {
  const nav = useRef<HTMLElement>(null);
  useCurrentInRow(nav, [current]);
  return (
    <nav ref={nav} data-testid="row">
      {["首页", "足球", "篮球"].map((name) => (
        <a key={name} href="#" aria-current={name === current ? "page" : undefined}>
          {name}
        </a>
      ))}
    </nav>
  );
}

const box = (left: number, right: number) => ({ left, right, width: right - left }) as DOMRectReadOnly;

describe("useCurrentInRow", () => {
  afterEach(() => {
    cleanup();
    FakeObserver.made = [];
    vi.unstubAllGlobals();
  });

  it("watches the current item against its row and scrolls the row to bring it in", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { getByTestId } = render(<Row current="篮球" />);
    const row = getByTestId("row");
    const [observer] = FakeObserver.made;
    expect(observer!.options.root).toBe(row);
    expect(observer!.observed).toEqual([row.querySelector('[aria-current="page"]')]);
    expect(row.querySelector('[aria-current="page"]')?.textContent).toBe("篮球");

    observer!.report([{ intersectionRatio: 0.4, rootBounds: box(0, 300), boundingClientRect: box(270, 330) }]);
    expect(row.scrollLeft).toBe(38);
    expect(observer!.disconnected).toBe(true);
  });

  it("leaves the row alone when the current item is in view or has no box", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { getByTestId, rerender } = render(<Row current="首页" />);
    FakeObserver.made[0]!.report([{ intersectionRatio: 1, rootBounds: box(0, 300), boundingClientRect: box(0, 40) }]);
    rerender(<Row current="足球" />);
    FakeObserver.made[1]!.report([{ intersectionRatio: 0, rootBounds: box(0, 300), boundingClientRect: box(0, 0) }]);
    expect(getByTestId("row").scrollLeft).toBe(0);
  });

  it("looks again when what moves the current item changes, dropping the last look", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { rerender } = render(<Row current="首页" />);
    rerender(<Row current="篮球" />);
    expect(FakeObserver.made).toHaveLength(2);
    expect(FakeObserver.made[0]!.disconnected).toBe(true);
    expect(FakeObserver.made[1]!.observed[0]?.textContent).toBe("篮球");
  });
});
