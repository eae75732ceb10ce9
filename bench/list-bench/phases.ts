// The two measured phases, identical for every target (app, baseline, AG Grid): first rows
// painted (fresh context per navigation, no load), and the stream (load window with scrolling then
// still rows, then the heap soak). Everything is read through window.__benchProbe and the Chrome
// DevTools Protocol; nothing depends on how the list is built.
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import type { BenchOptions, Workload } from "./options";
import type { ProbeCapture } from "./probe-api";
import { recordScriptsUntilFirstRow, type ScriptWeight } from "./script-weight";
import { distribution, median, round, type Distribution } from "./stats";

const VIEWPORT = { width: 1366, height: 900 };
const WARMUP_MS = 5000;
const SETTLE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function probedPage(browser: Browser, probeScript: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "zh-CN" });
  await context.addInitScript({ content: probeScript });
  return { context, page: await context.newPage() };
}

async function waitForFirstRows(page: Page, url: string): Promise<ScriptWeight> {
  const scriptsLoaded = recordScriptsUntilFirstRow(page);
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__benchProbe?.firstRowInDomAt != null, undefined, { timeout: 180_000, polling: 50 });
  const scripts = await scriptsLoaded();
  await page.waitForFunction(() => window.__benchProbe?.firstRowPaintedAt != null, undefined, { timeout: 180_000, polling: 100 });
  return scripts;
}

/** The list's own total when it shows one (data-count or the digits of summary-total), else null. */
async function listedRows(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const total = document.querySelector('[data-testid="summary-total"]');
    if (!total) return null;
    const value = Number(total.getAttribute("data-count") ?? (total.textContent ?? "").replace(/\D+/g, ""));
    return Number.isFinite(value) ? value : null;
  });
}

// --- first rows painted ---------------------------------------------------------------------

export interface PaintRun {
  firstRowInDomMs: number;
  firstRowsPaintedMs: number;
  listedRows: number | null;
  domRows: number;
  longTasksBeforePaint: number;
}

export interface PaintResult {
  /** Matches per day of the workload's sport. */
  perDay: number;
  runs: PaintRun[];
  medianMs: number | null;
  listedRows: number | null;
  domRows: number | null;
  /** Scripts requested before the first row entered the DOM, on the first run (the same build each run). */
  scripts: ScriptWeight | null;
}

export async function measureFirstPaint(browser: Browser, probeScript: string, url: string, perDay: number, runs: number): Promise<PaintResult> {
  const results: PaintRun[] = [];
  let scripts: ScriptWeight | null = null;
  for (let run = 0; run < runs; run++) {
    const { context, page } = await probedPage(browser, probeScript);
    try {
      const loaded = await waitForFirstRows(page, url);
      scripts ??= loaded;
      const probe = await page.evaluate(() => {
        const p = window.__benchProbe!;
        return {
          inDom: p.firstRowInDomAt!,
          painted: p.firstRowPaintedAt!,
          domRows: document.querySelectorAll("[data-match-id]").length,
          longTasks: p.longTasks(0, p.firstRowPaintedAt!).length,
        };
      });
      results.push({
        firstRowInDomMs: round(probe.inDom)!,
        firstRowsPaintedMs: round(probe.painted)!,
        listedRows: await listedRows(page),
        domRows: probe.domRows,
        longTasksBeforePaint: probe.longTasks,
      });
    } finally {
      await context.close();
    }
  }
  return {
    perDay,
    runs: results,
    medianMs: round(median(results.map((r) => r.firstRowsPaintedMs))),
    listedRows: results[0]?.listedRows ?? null,
    domRows: results[0]?.domRows ?? null,
    scripts,
  };
}

// --- stream: load window and heap soak ----------------------------------------------------------

interface CdpTimes {
  Timestamp: number;
  TaskDuration: number;
  ScriptDuration: number;
  LayoutDuration: number;
  RecalcStyleDuration: number;
}

async function cdpTimes(cdp: CDPSession): Promise<CdpTimes> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    Timestamp: value("Timestamp"),
    TaskDuration: value("TaskDuration"),
    ScriptDuration: value("ScriptDuration"),
    LayoutDuration: value("LayoutDuration"),
    RecalcStyleDuration: value("RecalcStyleDuration"),
  };
}

export interface HeapSample {
  streamSeconds: number;
  bytes: number | null;
}

export interface StreamResult {
  /** Matches per day of the workload's sport. */
  perDay: number;
  messagesPerSecondAsked: number;
  listedRows: number | null;
  domRowsAtRest: number;
  window: { seconds: number; scrollSeconds: number; stillSeconds: number };
  socketMessagesPerSecond: number;
  longTasks: { count: number; maxMs: number | null; totalMs: number };
  /** Share of the window the renderer main thread was busy (CDP Performance metrics). */
  busyPct: { task: number | null; script: number | null; layout: number | null; style: number | null };
  /**
   * Main-thread busy ms (CDP TaskDuration) per 1,000 socket messages received in the load window:
   * busy ms per second ÷ messages per second × 1000 (the CDP and the page's window differ by a
   * protocol round trip at each end, so each figure is taken as a rate over its own window).
   * Everything the renderer's main thread did counts, scrolling and painting included.
   */
  mainThreadMsPer1000Messages: number | null;
  scroll: Distribution & { scroller: string; pxPerSecond: number | null; pxPerSecondAsked: number };
  still: {
    goalsPushed: number;
    goalTargets: number;
    /** Score/status frames of the workload's sport (12/13 or 102/103). */
    scoreFrames: number;
    scoreFramesToDomRows: number;
    rowsChangedPerMessage: number | null;
    collateralRowsPerMessage: number | null;
    latencyDomMs: Distribution;
    latencyPaintMs: Distribution;
    /** Goal pushed at the sim (control call sent) → its score text in the DOM: includes socket backlog. */
    goalToDomMs: Distribution;
    unresolved: number;
    superseded: number;
    lostRows: number;
  };
  heap: { samples: HeapSample[]; gcExposed: boolean; firstMb: number | null; lastMb: number | null; growthPct: number | null };
}

interface GoalPush {
  matchId: number;
  sentAt: number;
  ok: boolean;
  /** The score the push made, "home,away" as the probe keys it, when the sim's reply says (it names the match's scores). */
  score?: string;
}

const total = (scores: readonly number[]) => scores.reduce((sum, points) => sum + points, 0);

/** The score the row must show after the push: football's totals (index 0), basketball's sums. */
function pushedScore(workload: Workload, reply: unknown): string | undefined {
  const { homeScore, awayScore } = (reply ?? {}) as { homeScore?: unknown; awayScore?: unknown };
  if (!Array.isArray(homeScore) || !Array.isArray(awayScore)) return undefined;
  const [home, away] = [homeScore as number[], awayScore as number[]];
  return workload === "football" ? `${home[0] ?? 0},${away[0] ?? 0}` : `${total(home)},${total(away)}`;
}

async function pushGoals(origin: string, workload: Workload, matchIds: number[], perSecond: number, untilMs: number, pushes: GoalPush[]): Promise<void> {
  if (matchIds.length === 0 || perSecond <= 0) return;
  const interval = 1000 / perSecond;
  for (let i = 0; Date.now() < untilMs; i++) {
    const sentAt = Date.now();
    const matchId = matchIds[i % matchIds.length]!;
    const side = Math.floor(i / matchIds.length) % 2 === 0 ? "home" : "away";
    const reply = await fetch(`${origin}/api/sim/control/goal`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ matchId, side }),
    });
    const score = reply.ok ? pushedScore(workload, await reply.json().catch(() => null)) : undefined;
    pushes.push({ matchId, sentAt, ok: reply.ok, ...(score === undefined ? {} : { score }) });
    await sleep(Math.min(sentAt + interval, untilMs) - Date.now());
  }
}

/**
 * Joins pushes with the score changes they caused. A push whose reply named its score joins the
 * first change that showed exactly that score after it was sent (basketball load frames change the
 * same rows' scores too, so "the next change" would often be someone else's). Pushes without a
 * score (a before tree's sim) join as before: each timed change with the last push for that match
 * before the frame came.
 */
function goalLatencies(pushes: GoalPush[], capture: ProbeCapture): number[] {
  const out: number[] = [];
  const joined = new Set<ProbeCapture["latencies"][number]>();
  for (const push of pushes) {
    if (!push.ok || push.score === undefined) continue;
    const change = capture.latencies.find((c) => !joined.has(c) && c.matchId === push.matchId && c.score === push.score && c.arrivedAtWall >= push.sentAt - 1);
    if (!change) continue;
    joined.add(change);
    out.push(round(change.shownAtWall - push.sentAt, 1)!);
  }
  const used = new Set<GoalPush>();
  for (const change of capture.latencies) {
    const push = pushes.filter((p) => p.ok && p.score === undefined && p.matchId === change.matchId && p.sentAt <= change.arrivedAtWall + 1).at(-1);
    if (!push || used.has(push)) continue;
    used.add(push);
    out.push(round(change.shownAtWall - push.sentAt, 1)!);
  }
  return out;
}

const ratio = (count: number, per: number) => (per > 0 ? round(count / per, 2) : null);
const pct = (seconds: number, windowSeconds: number) => round((100 * seconds) / windowSeconds, 1);

/** What one stream measures: the list's sport (which frames the probe times), its size and load. */
export interface StreamPlan {
  workload: Workload;
  perDay: number;
  rate: number;
}

export async function measureStream(
  browser: Browser,
  probeScript: string,
  origin: string,
  path: string,
  plan: StreamPlan,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<StreamResult> {
  const { context, page } = await probedPage(browser, probeScript);
  try {
    await waitForFirstRows(page, `${origin}${path}`);
    const streamStart = Date.now();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    if (options.cpuThrottle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottle });
    await sleep(WARMUP_MS);

    // Goals go to rows in view at the top of the list (where the window returns for its still
    // half), pushed from Node for the whole window; the probe times those it sees while still.
    const targets = await page.evaluate(() =>
      [...document.querySelectorAll("[data-match-id]")]
        .filter((row) => {
          const box = row.getBoundingClientRect();
          return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
        })
        .filter((row) => (row.querySelector('[data-testid="score"]')?.textContent ?? "").match(/\d+/g)?.length === 2)
        .map((row) => Number(row.getAttribute("data-match-id"))),
    );
    const scrollMs = (options.loadSeconds * 1000) / 2;
    const windowPlan = { scrollMs, settleMs: SETTLE_MS, stillMs: options.loadSeconds * 1000 - scrollMs, pxPerFrame: options.scrollPx, sport: plan.workload };
    log(`load window ${options.loadSeconds} s: scrolling ${scrollMs / 1000} s, then still with ${plan.workload === "football" ? "goals" : "points"} on ${targets.length} rows in view`);
    const times0 = await cdpTimes(cdp);
    const pushes: GoalPush[] = [];
    const [win] = await Promise.all([
      page.evaluate((p) => window.__benchProbe!.runLoadWindow(p), windowPlan),
      pushGoals(origin, plan.workload, targets, options.goalsPerSecond, Date.now() + options.loadSeconds * 1000, pushes),
    ]);
    const times1 = await cdpTimes(cdp);
    const capture: ProbeCapture = win.capture;
    const tasks = win.longTasks;
    const windowSeconds = (win.endedAt - win.startedAt) / 1000;
    const cdpSeconds = times1.Timestamp - times0.Timestamp;
    const domRowsAtRest = await page.evaluate(() => document.querySelectorAll("[data-match-id]").length);
    const busyMsPerSecond = cdpSeconds > 0 ? ((times1.TaskDuration - times0.TaskDuration) * 1000) / cdpSeconds : null;
    const messagesPerSecond = windowSeconds > 0 ? win.socketMessages / windowSeconds : 0;
    const endToEnd = goalLatencies(pushes, capture);

    // Heap: a sample per stream minute (forced gc first), the first at 1 minute.
    const samples: HeapSample[] = [];
    let gcExposed = false;
    for (let minute = 1; minute <= options.soakMinutes; minute++) {
      await sleep(streamStart + minute * 60_000 - Date.now());
      const heap = await page.evaluate(() => window.__benchProbe!.heapBytes());
      gcExposed = heap.gc;
      samples.push({ streamSeconds: round((Date.now() - streamStart) / 1000, 0)!, bytes: heap.bytes });
      log(`heap at ${samples.at(-1)!.streamSeconds} s of stream: ${heap.bytes === null ? "n/a" : `${(heap.bytes / 1048576).toFixed(1)} MB`}`);
    }
    const first = samples[0]?.bytes ?? null;
    const last = samples.at(-1)?.bytes ?? null;

    return {
      perDay: plan.perDay,
      messagesPerSecondAsked: plan.rate,
      listedRows: await listedRows(page),
      domRowsAtRest,
      window: { seconds: round(windowSeconds, 1)!, scrollSeconds: scrollMs / 1000, stillSeconds: round((capture.endedAt - capture.startedAt) / 1000, 1)! },
      socketMessagesPerSecond: round(win.socketMessages / windowSeconds, 0)!,
      longTasks: {
        count: tasks.length,
        maxMs: tasks.length ? round(Math.max(...tasks.map((t) => t.duration)), 0) : null,
        totalMs: round(tasks.reduce((sum, t) => sum + t.duration, 0), 0)!,
      },
      busyPct: {
        task: pct(times1.TaskDuration - times0.TaskDuration, cdpSeconds),
        script: pct(times1.ScriptDuration - times0.ScriptDuration, cdpSeconds),
        layout: pct(times1.LayoutDuration - times0.LayoutDuration, cdpSeconds),
        style: pct(times1.RecalcStyleDuration - times0.RecalcStyleDuration, cdpSeconds),
      },
      mainThreadMsPer1000Messages: busyMsPerSecond !== null && messagesPerSecond > 0 ? round((busyMsPerSecond / messagesPerSecond) * 1000, 1) : null,
      scroll: {
        ...distribution(win.scroll.deltas.map((d) => round(d, 2)!)),
        scroller: win.scroll.scroller,
        pxPerSecond: round(win.scroll.distance / (scrollMs / 1000), 0),
        pxPerSecondAsked: options.scrollPx * 60,
      },
      still: {
        goalsPushed: pushes.filter((p) => p.ok).length,
        goalTargets: targets.length,
        scoreFrames: capture.scoreFrames,
        scoreFramesToDomRows: capture.scoreFramesToDomRows,
        rowsChangedPerMessage: ratio(capture.rowFrameMutations, capture.scoreFramesToDomRows),
        collateralRowsPerMessage: ratio(capture.collateralRowFrameMutations, capture.scoreFramesToDomRows),
        latencyDomMs: distribution(capture.latencies.map((l) => round(l.domMs, 1)!)),
        latencyPaintMs: distribution(capture.latencies.filter((l) => l.paintMs > 0).map((l) => round(l.paintMs, 1)!)),
        goalToDomMs: distribution(endToEnd),
        unresolved: capture.unresolved,
        superseded: capture.superseded,
        lostRows: capture.lostRows,
      },
      heap: {
        samples,
        gcExposed,
        firstMb: first === null ? null : round(first / 1048576, 1),
        lastMb: last === null ? null : round(last / 1048576, 1),
        growthPct: first && last !== null && samples.length > 1 ? round((100 * (last - first)) / first, 1) : null,
      },
    };
  } finally {
    await context.close();
  }
}
