// What the in-page probe (page-probe.ts, injected as an init script) exposes on
// window.__benchProbe, shared by the probe and the Node runner that reads it. All times are
// performance.now() of the page (ms since navigation start).

export interface ProbeScroll {
  /** rAF-to-rAF intervals while auto-scrolling, ms. */
  deltas: number[];
  /** Pixels actually scrolled (sum of scroll position changes). */
  distance: number;
  /** What was scrolled: "document" or a CSS-ish description of the scroll container. */
  scroller: string;
}

export interface ProbeLatency {
  matchId: number;
  /** Wall clock (ms since epoch) of the frame's arrival and of the text change, to join with pushes. */
  arrivedAtWall: number;
  shownAtWall: number;
  /** The score the frame asked for, "home,away" (basketball: full-game totals). */
  score: string;
  /** Frame arrival (its message event) → the score cell's text showing the frame's score. */
  domMs: number;
  /** Frame arrival → the next animation frame after that text change (the frame that paints it). */
  paintMs: number;
}

export interface ProbeCapture {
  startedAt: number;
  endedAt: number;
  /**
   * Score/status frames of the list's sport received during the capture: 12/13 for football,
   * 102/103 for basketball (a 150 only updates the overtime part of the score a 102 set and is
   * not counted as a message of its own).
   */
  scoreFrames: number;
  /** …of which the frame's row was in the DOM when it arrived (only those can be measured). */
  scoreFramesToDomRows: number;
  /** Distinct (row, animation frame) pairs with childList/characterData mutations inside the row. */
  rowFrameMutations: number;
  /** …in rows that had no frame of their own in the second before: collateral re-renders. */
  collateralRowFrameMutations: number;
  /** One per frame that changed a score shown in the DOM and whose new text was then seen. */
  latencies: ProbeLatency[];
  /** Score changes still not shown when the capture stopped. */
  unresolved: number;
  /** Score changes replaced by a newer frame for the same match before they showed. */
  superseded: number;
  /** Score changes whose row left the DOM before they showed. */
  lostRows: number;
}

export interface ProbeLongTask {
  start: number;
  duration: number;
}

export interface ProbeWindowPlan {
  scrollMs: number;
  settleMs: number;
  stillMs: number;
  pxPerFrame: number;
  /** Which score frames are timed and counted. */
  sport: "football" | "basketball";
}

export interface ProbeWindow {
  startedAt: number;
  endedAt: number;
  socketMessages: number;
  scroll: ProbeScroll;
  capture: ProbeCapture;
  longTasks: ProbeLongTask[];
}

export interface BenchProbe {
  /** When the first [data-match-id] entered the DOM. */
  firstRowInDomAt: number | null;
  /** The rAF after that: the frame that paints the first rows. */
  firstRowPaintedAt: number | null;
  /** Every message on the match socket since navigation (any code, counted without decoding). */
  socketMessages: number;
  longTasks(from: number, to: number): ProbeLongTask[];
  startScroll(pxPerFrame: number): void;
  stopScroll(): ProbeScroll;
  scrollToTop(): void;
  startCapture(sport: ProbeWindowPlan["sport"]): void;
  /** Stops, lets one more animation frame run (to time the last paints) and returns the capture. */
  stopCapture(): Promise<ProbeCapture>;
  /**
   * The whole load window, timed in the page so a busy main thread cannot stretch it through
   * protocol round trips: auto-scroll, back to the top, settle, then capture with rows still.
   */
  runLoadWindow(plan: ProbeWindowPlan): Promise<ProbeWindow>;
  /** usedJSHeapSize after a forced gc (null when performance.memory is unavailable). */
  heapBytes(): { bytes: number | null; gc: boolean };
}

declare global {
  interface Window {
    __benchProbe?: BenchProbe;
  }
}
