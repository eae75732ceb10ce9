// In-page instrumentation of the live-list benchmark, bundled to an IIFE and injected with
// page.addInitScript before any page script runs. It relies only on stable DOM hooks — rows carry
// data-match-id, the score cell data-testid="score" whose first two numbers are the home and away
// score (basketball: full-game totals) — and on the socket itself, so it measures the app and the
// naive baseline alike, football and basketball lists alike. Outside capture windows it only counts socket messages and
// long tasks (no decoding, no mutation observer), so the heap soak is not skewed by the probe.
// The generated codec itself, not "#wire": the index also brings crypto-js (cipher, socket sign),
// which the bundler cannot drop, and would add ~70 KB to a script injected into every page measured.
import { kanqiu } from "../../wire/generated/wire.js";
import type { BenchProbe, ProbeCapture, ProbeLatency, ProbeScroll, ProbeWindowPlan } from "./probe-api";

const ROW = "[data-match-id]";
const SCORE = '[data-testid="score"]';
const FOOTBALL_SCORE = 12;
const FOOTBALL_STATUS = 13;
const BASKETBALL_SCORE = 102;
const BASKETBALL_STATUS = 103;
const BASKETBALL_OVERTIME = 150;
/** Basketball score arrays: periods 0–3, overtime 4. */
const OVERTIME_INDEX = 4;
/**
 * A row mutation counts as its own frame's when a frame for that row arrived since the row's last
 * counted mutation, or within this long before it (one frame can change a row over two paints).
 */
const OWN_WINDOW_MS = 1000;

function install(): void {
  const now = () => performance.now();

  // Long tasks: a fixed ring, so a 10-minute soak of a janky page costs no growing memory.
  const RING = 16_384;
  const taskStart = new Float64Array(RING);
  const taskDuration = new Float64Array(RING);
  let taskCount = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        taskStart[taskCount % RING] = entry.startTime;
        taskDuration[taskCount % RING] = entry.duration;
        taskCount++;
      }
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // No longtask support: the runner sees zero tasks and says so through the busy-time metric.
  }

  // --- first rows painted -------------------------------------------------------------------
  const firstRowObserver = new MutationObserver(() => {
    if (probe.firstRowInDomAt !== null || !document.querySelector(ROW)) return;
    probe.firstRowInDomAt = now();
    firstRowObserver.disconnect();
    requestAnimationFrame(() => {
      probe.firstRowPaintedAt = now();
    });
  });
  firstRowObserver.observe(document, { subtree: true, childList: true });

  // --- capture state (load window) ----------------------------------------------------------
  let capturing = false;
  let sport: ProbeWindowPlan["sport"] = "football";
  let frameNo = 0;
  let rafId = 0;
  const rows = new Map<string, Element>();
  const lastFrameAt = new Map<string, number>();
  const unseenFrame = new Set<string>();
  const countedInFrame = new Map<string, number>();
  const pending = new Map<string, { at: number; want: string }>();
  /** Basketball: the last per-period scores pushed for each match, so a 150 (overtime only) gives a full total. */
  const periods = new Map<string, { home: number[]; away: number[] }>();
  let capture: ProbeCapture = emptyCapture();

  function emptyCapture(): ProbeCapture {
    return {
      startedAt: 0,
      endedAt: 0,
      scoreFrames: 0,
      scoreFramesToDomRows: 0,
      rowFrameMutations: 0,
      collateralRowFrameMutations: 0,
      latencies: [],
      unresolved: 0,
      superseded: 0,
      lostRows: 0,
    };
  }

  /** The first two numbers of a score text, e.g. "2 - 1" → "2,1" (format-agnostic). */
  const scoreKey = (text: string | null | undefined) => (text ?? "").match(/\d+/g)?.slice(0, 2).join(",") ?? "";

  function addRows(node: Node) {
    if (!(node instanceof Element)) return;
    if (node.matches(ROW)) rows.set(node.getAttribute("data-match-id") ?? "", node);
    for (const row of node.querySelectorAll(ROW)) rows.set(row.getAttribute("data-match-id") ?? "", row);
  }

  function dropRows(node: Node) {
    if (!(node instanceof Element)) return;
    const drop = (row: Element) => {
      const id = row.getAttribute("data-match-id") ?? "";
      if (rows.get(id) !== row) return;
      rows.delete(id);
      if (pending.delete(id)) capture.lostRows++;
    };
    if (node.matches(ROW)) drop(node);
    for (const row of node.querySelectorAll(ROW)) drop(row);
  }

  const mutationObserver = new MutationObserver((records) => {
    const at = now();
    const touched = new Set<Element>();
    for (const record of records) {
      if (record.type === "childList") {
        record.removedNodes.forEach(dropRows);
        record.addedNodes.forEach(addRows);
      } else if (record.type === "attributes") {
        // A recycled row element that now shows another match.
        for (const [id, row] of rows) if (row === record.target) rows.delete(id);
        addRows(record.target);
        continue;
      }
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = target?.closest(ROW);
      if (row) touched.add(row);
    }
    for (const row of touched) {
      const id = row.getAttribute("data-match-id") ?? "";
      if (countedInFrame.get(id) !== frameNo) {
        countedInFrame.set(id, frameNo);
        capture.rowFrameMutations++;
        const own = unseenFrame.delete(id) || (lastFrameAt.get(id) ?? -Infinity) >= at - OWN_WINDOW_MS;
        if (!own) capture.collateralRowFrameMutations++;
      }
      const wanted = pending.get(id);
      if (wanted && scoreKey(row.querySelector(SCORE)?.textContent) === wanted.want) {
        pending.delete(id);
        const latency: ProbeLatency = {
          matchId: Number(id),
          score: wanted.want,
          arrivedAtWall: performance.timeOrigin + wanted.at,
          shownAtWall: performance.timeOrigin + at,
          domMs: at - wanted.at,
          paintMs: 0,
        };
        capture.latencies.push(latency);
        requestAnimationFrame(() => {
          latency.paintMs = now() - wanted.at;
        });
      }
    }
  });

  const sum = (scores: readonly number[]) => scores.reduce((total, points) => total + points, 0);

  /**
   * The score a frame of the captured sport asks the row to show ("home,away"), and whether it
   * counts as a message of its own; null for frames of other codes or sports.
   */
  function wantedScore(message: kanqiu.SocketMessage, id: string): { want: string; counted: boolean } | null {
    if (sport === "football") {
      if ((message.type !== FOOTBALL_SCORE && message.type !== FOOTBALL_STATUS) || !message.scoreObj) return null;
      return { want: `${message.scoreObj.homeScore?.[0] ?? 0},${message.scoreObj.awayScore?.[0] ?? 0}`, counted: true };
    }
    if ((message.type === BASKETBALL_SCORE || message.type === BASKETBALL_STATUS) && message.scoreObj) {
      const home = [...(message.scoreObj.homeScore ?? [])];
      const away = [...(message.scoreObj.awayScore ?? [])];
      periods.set(id, { home, away });
      return { want: `${sum(home)},${sum(away)}`, counted: true };
    }
    if (message.type === BASKETBALL_OVERTIME && message.overTimeScore.length >= 2) {
      const known = periods.get(id);
      if (!known) return null; // no periods seen for this match in the capture: no total to expect
      known.home[OVERTIME_INDEX] = message.overTimeScore[0] ?? 0;
      known.away[OVERTIME_INDEX] = message.overTimeScore[1] ?? 0;
      return { want: `${sum(known.home)},${sum(known.away)}`, counted: false };
    }
    return null;
  }

  function onSocketMessage(event: MessageEvent) {
    onFrame(event.data, now());
  }

  /** One socket frame and when it arrived (page clock): at the page's socket, or at the socket worker. */
  function onFrame(data: unknown, at: number) {
    probe.socketMessages++;
    if (!capturing || !(data instanceof ArrayBuffer)) return;
    let message: kanqiu.SocketMessage;
    try {
      message = kanqiu.SocketMessage.decode(new Uint8Array(data));
    } catch {
      return;
    }
    const id = String(message.matchId || message.scoreObj?.matchId || 0);
    const wanted = wantedScore(message, id);
    if (!wanted) return;
    lastFrameAt.set(id, at);
    if (wanted.counted) {
      capture.scoreFrames++;
      unseenFrame.add(id);
    }
    const row = rows.get(id);
    if (!row || !row.isConnected) return;
    if (wanted.counted) capture.scoreFramesToDomRows++;
    const cell = row.querySelector(SCORE);
    const want = wanted.want;
    if (!cell || scoreKey(cell.textContent) === want) return; // nothing the score cell must change
    const open = pending.get(id);
    if (open?.want === want) return; // the same score again (a 150 after its 102): keep the first arrival
    if (open) capture.superseded++;
    pending.set(id, { at, want });
  }

  // Wrap the socket before the page creates one: our listener is registered in the constructor,
  // before the page's own onmessage, so `at` is the moment the message is dispatched.
  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (String(url).includes("/ws/match")) this.addEventListener("message", onSocketMessage);
    }
  }
  window.WebSocket = ProbedWebSocket;

  // An app whose socket runs in a worker (named "socket"; a script named socket-worker before it
  // was inlined as a blob in the twentieth session) hands frames to the page in
  // batches, each frame stamped with when it reached the worker (unix ms): the arrival is that
  // moment on the page's clock, so the worker's batching wait counts in every latency measured.
  const NativeWorker = window.Worker;
  class ProbedWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== "socket" && !String(url).includes("socket-worker")) return;
      this.addEventListener("message", (event: MessageEvent) => {
        const data = event.data as { type?: string; frames?: unknown[]; receivedAt?: number[] };
        if (data?.type !== "frames" || !data.frames) return;
        data.frames.forEach((frame, i) => onFrame(frame, (data.receivedAt?.[i] ?? performance.timeOrigin + now()) - performance.timeOrigin));
      });
    }
  }
  window.Worker = ProbedWorker;

  // --- scrolling ------------------------------------------------------------------------------
  function findScroller(): { element: Element; label: string } {
    const row = document.querySelector(ROW);
    for (let el = row?.parentElement ?? null; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
      const { overflowY } = getComputedStyle(el);
      if ((overflowY === "auto" || overflowY === "scroll" || overflowY === "overlay") && el.scrollHeight > el.clientHeight + 10) {
        return { element: el, label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className ? `.${String(el.className).split(/\s+/)[0]}` : ""}` };
      }
    }
    return { element: document.scrollingElement ?? document.documentElement, label: "document" };
  }

  let scroll: { deltas: number[]; distance: number; scroller: string; stop: boolean } | null = null;

  const probe: BenchProbe = {
    firstRowInDomAt: null,
    firstRowPaintedAt: null,
    socketMessages: 0,
    longTasks(from, to) {
      const out = [];
      for (let i = Math.max(0, taskCount - RING); i < taskCount; i++) {
        const start = taskStart[i % RING]!;
        const duration = taskDuration[i % RING]!;
        if (start + duration >= from && start <= to) out.push({ start, duration });
      }
      return out;
    },
    startScroll(pxPerFrame) {
      const { element, label } = findScroller();
      const state = { deltas: [] as number[], distance: 0, scroller: label, stop: false };
      scroll = state;
      let last: number | null = null;
      let direction = 1;
      const step = (ts: number) => {
        if (state.stop) return;
        if (last !== null) state.deltas.push(ts - last);
        last = ts;
        const before = element.scrollTop;
        const max = element.scrollHeight - element.clientHeight;
        if (before >= max - 1) direction = -1;
        else if (before <= 0) direction = 1;
        element.scrollBy(0, direction * pxPerFrame);
        state.distance += Math.abs(element.scrollTop - before);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    },
    stopScroll(): ProbeScroll {
      const state = scroll ?? { deltas: [], distance: 0, scroller: "none", stop: true };
      state.stop = true;
      scroll = null;
      return { deltas: state.deltas, distance: state.distance, scroller: state.scroller };
    },
    scrollToTop() {
      findScroller().element.scrollTo(0, 0);
    },
    startCapture(captured) {
      sport = captured;
      capture = emptyCapture();
      capture.startedAt = now();
      rows.clear();
      pending.clear();
      periods.clear();
      lastFrameAt.clear();
      unseenFrame.clear();
      countedInFrame.clear();
      addRows(document.documentElement);
      mutationObserver.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["data-match-id"],
      });
      capturing = true;
      const tick = () => {
        frameNo++;
        rafId = requestAnimationFrame(tick);
      };
      rafId = requestAnimationFrame(tick);
    },
    async stopCapture() {
      capturing = false;
      cancelAnimationFrame(rafId);
      mutationObserver.takeRecords();
      mutationObserver.disconnect();
      capture.endedAt = now();
      capture.unresolved = pending.size;
      const result = capture;
      rows.clear();
      pending.clear();
      periods.clear();
      lastFrameAt.clear();
      unseenFrame.clear();
      countedInFrame.clear();
      // The paint times of the last changes are filled in by their rAF callbacks.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return result;
    },
    async runLoadWindow(plan) {
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const startedAt = now();
      const messagesBefore = probe.socketMessages;
      probe.startScroll(plan.pxPerFrame);
      await wait(plan.scrollMs);
      const scrolled = probe.stopScroll();
      probe.scrollToTop();
      await wait(plan.settleMs);
      probe.startCapture(plan.sport);
      await wait(Math.max(0, plan.stillMs - plan.settleMs));
      const captured = await probe.stopCapture();
      const endedAt = now();
      return {
        startedAt,
        endedAt,
        socketMessages: probe.socketMessages - messagesBefore,
        scroll: scrolled,
        capture: captured,
        longTasks: probe.longTasks(startedAt, endedAt),
      };
    },
    heapBytes() {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (gc) {
        gc();
        gc();
      }
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      return { bytes: memory ? memory.usedJSHeapSize : null, gc: Boolean(gc) };
    },
  };
  window.__benchProbe = probe;
}

if (window.top === window && !window.__benchProbe) install();
