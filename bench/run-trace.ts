// Where a list page's main thread goes: a Chromium trace of a few seconds of the stream, standing
// still or auto-scrolling, summed by trace event (self time on the renderer's main thread). A
// profile, not a benchmark: it names the work a change should remove; the list bench measures
// whether it did. Usage: bench/README.md "Traces".
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { BENCH_CHROMIUM_ARGS } from "./list-bench/chromium-args";
import { exitOnHelp, numericFlags } from "./list-bench/cli-flags";
import { REPO, runWithServerCleanup, startPreview, stopAllServers, targetSpec, type TargetSpec } from "./list-bench/servers";
import type { TargetName, Workload } from "./list-bench/options";

const USAGE = `Usage: npx tsx bench/run-trace.ts [flags]

  --target app|ag-grid|baseline   the page traced (default app; build it first: npm run build, or
                        the list bench's builds of the peers)
  --app-dir DIR         the app's checkout (default this repo; its dist/ is served)
  --phase still|scroll|load|timeline
                        standing still at the top, auto-scrolling, or loading the page: traced
                        from the navigation to the first row plus --seconds, with a timeline of
                        the requests and the main thread's longer tasks (default still);
                        timeline: loads untraced (--repeat of them) and prints when the start
                        chunk, the list's request and reply, the first contentful paint, the
                        first row in the DOM and its first paint came, with medians: the least
                        disturbed view of a load (and any performance marks named kq:…, for
                        throwaway instrumentation)
  --compare-dir DIR     with --phase timeline: another checkout's build, its loads alternated with
                        --app-dir's (AB, BA, …; each on its own preview), medians for each
  --seconds N           trace length (default 8)
  --sport football|basketball
                        the board traced: football on /matchEvents (default) or basketball on
                        /basketball (the app only)
  --per-day N           matches a day of that sport (default 10000 football, 3000 basketball)
  --rate N              score frames a second (default 1000 football, 500 basketball)
  --scroll-px N         pixels per animation frame while scrolling (default 40)
  --cpu-throttle N      CDP CPU throttling during the trace (default 1)
  --goals N             goals a second pushed on the rows in view (POST /api/sim/control/goal), as
                        the list bench's still half does, during the trace or the --frames
                        (default 0)
  --repeat N            traces in a row, each on a fresh page (default 1)
  --top N               trace events listed (default 25)
  --query Q             appended to the page's address (e.g. "?qa=1"), for experiments
  --port N              the preview's port (default 4390)
  --save FILE           also write the (last) raw trace, for chrome://tracing or DevTools (with
                        --js-profile: the CPU profile, a .cpuprofile for DevTools)
  --frames N            instead of a trace: scroll exactly N animation frames (--scroll-px each,
                        down the list) and report the main thread's task time for them (CDP
                        Performance.getMetrics) and the frames' intervals (untraced). A fixed amount
                        of scrolling, whatever frame rate the machine gives: with --rate 0 the cost of
                        scrolling alone, comparable across builds run one after another
  --js-profile          a CPU profile instead of the trace: the JS functions with the most self
                        time (file:line:column of the served script; forced style and layout count
                        as the self time of the function that forced them), and the scripts' totals
  --profile-last MS     with --js-profile and --phase load: only the last MS ms before the first row
                        (the render that brings the rows, say)
  --profile-longest     with --js-profile: only the longest run of samples without idle (the longest
                        task, near enough)`;

const { values } = parseArgs({
  options: {
    target: { type: "string", default: "app" },
    "app-dir": { type: "string" },
    phase: { type: "string", default: "still" },
    seconds: { type: "string", default: "8" },
    sport: { type: "string", default: "football" },
    "per-day": { type: "string" },
    rate: { type: "string" },
    "scroll-px": { type: "string", default: "40" },
    "cpu-throttle": { type: "string", default: "1" },
    repeat: { type: "string", default: "1" },
    top: { type: "string", default: "25" },
    port: { type: "string", default: "4390" },
    query: { type: "string", default: "" },
    save: { type: "string" },
    "js-profile": { type: "boolean" },
    "profile-last": { type: "string" },
    "profile-longest": { type: "boolean" },
    frames: { type: "string" },
    goals: { type: "string", default: "0" },
    "compare-dir": { type: "string" },
    help: { type: "boolean" },
  },
});
exitOnHelp(values.help, USAGE);
const num = numericFlags(USAGE);
const target = values.target as TargetName;
if (!["app", "ag-grid", "baseline"].includes(target)) throw new Error(`--target must be app, ag-grid or baseline\n\n${USAGE}`);
const phase = values.phase;
if (!["still", "scroll", "load", "timeline"].includes(phase!)) throw new Error(`--phase must be still, scroll, load or timeline\n\n${USAGE}`);
const seconds = num("seconds", values.seconds!, 0);
const sport = values.sport as Workload;
if (sport !== "football" && sport !== "basketball") throw new Error(`--sport must be football or basketball\n\n${USAGE}`);
if (sport === "basketball" && target !== "app") throw new Error(`--sport basketball goes with the app only\n\n${USAGE}`);
// The list bench's workloads: 10,000 football matches a day at 1,000 msgs/s, 3,000 basketball at 500.
const perDay = num("per-day", values["per-day"] ?? (sport === "football" ? "10000" : "3000"), 1);
const rate = num("rate", values.rate ?? (sport === "football" ? "1000" : "500"), 0);
/** The sim's knobs for the sport traced. */
const simKnobs = sport === "football" ? { seed: 20261121, footballPerDay: perDay, messagesPerSecond: rate } : { seed: 20261121, basketballPerDay: perDay, basketballMessagesPerSecond: rate };
const scrollPx = num("scroll-px", values["scroll-px"]!, 1);
const cpuThrottle = num("cpu-throttle", values["cpu-throttle"]!, 1);
const repeat = num("repeat", values.repeat!, 1);
const top = num("top", values.top!, 1);
const port = num("port", values.port!, 1);
const goalsPerSecond = num("goals", values.goals!, 0);
const fixedFrames = values.frames === undefined ? null : num("frames", values.frames, 1);
const compareDir = values["compare-dir"] ? resolve(values["compare-dir"]) : null;
if (compareDir && (phase !== "timeline" || target !== "app")) throw new Error(`--compare-dir goes with --phase timeline and the app\n\n${USAGE}`);

const CATEGORIES = [...(process.env.TRACE_EXTRA ? process.env.TRACE_EXTRA.split(",") : []), "devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8.execute", "blink", "cc", "gpu"].join(",");
const CHROMIUM_ARGS = [...BENCH_CHROMIUM_ARGS, ...(process.env.CHROMIUM_EXTRA_ARGS ? process.env.CHROMIUM_EXTRA_ARGS.split(" ") : [])];

/** Scrolls the list's scroller down by px for exactly n animation frames; resolves after the last. */
const SCROLL_FRAMES = `function (px, n) {
  var row = document.querySelector("[data-match-id]");
  var scroller = document.scrollingElement || document.documentElement;
  for (var el = row && row.parentElement; el && el !== document.body; el = el.parentElement) {
    var overflowY = getComputedStyle(el).overflowY;
    if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight + 10) { scroller = el; break; }
  }
  return new Promise(function (done) {
    var left = n;
    var last = 0;
    var intervals = [];
    function step(now) {
      if (last) intervals.push(now - last);
      last = now;
      scroller.scrollBy(0, px);
      left -= 1;
      if (left > 0) requestAnimationFrame(step);
      else requestAnimationFrame(function () { setTimeout(function () { done(intervals); }, 0); });
    }
    requestAnimationFrame(step);
  });
}`;

/** Scrolls the list's own scroller when it has one (AG Grid), else the document, as the list bench does. */
const AUTO_SCROLL = `function (px) {
  var row = document.querySelector("[data-match-id]");
  var scroller = document.scrollingElement || document.documentElement;
  for (var el = row && row.parentElement; el && el !== document.body; el = el.parentElement) {
    var overflowY = getComputedStyle(el).overflowY;
    if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight + 10) { scroller = el; break; }
  }
  var direction = 1;
  var last = null;
  window.__traceFrames = [];
  function step(ts) {
    if (last !== null) window.__traceFrames.push(ts - last);
    last = ts;
    var max = scroller.scrollHeight - scroller.clientHeight;
    if (scroller.scrollTop >= max - 1) direction = -1;
    else if (scroller.scrollTop <= 0) direction = 1;
    scroller.scrollBy(0, direction * px);
    requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
}`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time per event name on one thread: each complete event's duration less its children's. */
function selfTimes(events: TraceEvent[]): { total: number; tasks: number; byName: Map<string, number> } {
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byName = new Map<string, number>();
  const stack: { end: number; name: string; childTime: number; dur: number }[] = [];
  let total = 0;
  let tasks = 0;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byName.set(done.name, (byName.get(done.name) ?? 0) + done.dur - done.childTime);
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.childTime += event.dur!;
    else {
      total += event.dur!;
      tasks += 1;
    }
    stack.push({ end: event.ts + event.dur!, name: event.name, childTime: 0, dur: event.dur! });
  }
  close(Infinity);
  return { total, tasks, byName };
}

/** The page's renderer main thread: the CrRendererMain with the most task time. */
function rendererMain(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`);
  let best: TraceEvent[] = [];
  for (const key of mains) {
    const own = events.filter((e) => `${e.pid}:${e.tid}` === key);
    if (own.filter((e) => e.ph === "X").length > best.filter((e) => e.ph === "X").length) best = own;
  }
  return best;
}

/** The scroll's animation frames while tracing: how many, their median and p95 interval, the share late. */
function frameText(frames: number[]): string {
  if (frames.length === 0) return "";
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  // Frames that came after more than one display frame (16.7 ms at 60 Hz, with some slack), and
  // after more than two (the 4× target's 33 ms): p95 moves in whole display frames, these do not.
  const share = (overMs: number) => ((frames.filter((interval) => interval > overMs).length / frames.length) * 100).toFixed(1);
  return `; ${frames.length} scroll frames, interval median ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, ${share(20)} % over 20 ms, ${share(36)} % over 36 ms`;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Names a served script's position by the build's source map (dist/assets/*.js.map), when there is one. */
function sourceNamer(distDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url: string, line: number, column: number): string | null => {
    const file = url.split("/").pop() ?? "";
    if (!maps.has(file)) {
      const path = resolve(distDir, "assets", `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8")) as RawSourceMap) : null);
    }
    const position = maps.get(file)?.originalPositionFor({ line: line + 1, column });
    if (!position?.source) return null;
    const source = position.source.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "~");
    return `${source}:${position.line}`;
  };
}

/** The longest stretch of samples with no "(idle)" sample in it, on the profile's clock (µs). */
function longestBusyRun(profile: { samples?: number[]; timeDeltas?: number[]; startTime?: number }, nodes: Map<number, ProfileNode>): { from: number; to: number } | null {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let best: { from: number; to: number } | null = null;
  let runFrom: number | null = null;
  let at = profile.startTime ?? 0;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    const idle = nodes.get(samples[i]!)?.callFrame.functionName === "(idle)";
    if (!idle && runFrom === null) runFrom = at;
    if (idle && runFrom !== null) {
      if (!best || at - runFrom > best.to - best.from) best = { from: runFrom, to: at };
      runFrom = null;
    }
  }
  // A run still going when the profile stopped (the first row's task, say) counts too.
  if (runFrom !== null && (!best || at - runFrom > best.to - best.from)) best = { from: runFrom, to: at };
  return best;
}

/** The CPU profile's self time by function and by script, from its samples and their intervals. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime?: number; endTime?: number }, tracedMs: number, distDir: string, lastMs?: number): void {
  const named = sourceNamer(distDir);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const bySource = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Sample times on the profile's clock (µs): samples before the window asked for are left out.
  const from = lastMs === undefined ? -Infinity : (profile.endTime ?? 0) - lastMs * 1000;
  const longest = values["profile-longest"] ? longestBusyRun(profile, nodes) : null;
  if (longest) console.log(`  the longest run without idle: ${((longest.to - longest.from) / 1000).toFixed(1)} ms, from ${((longest.from - (profile.startTime ?? 0)) / 1000).toFixed(0)} ms into the profile`);
  let at = profile.startTime ?? 0;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    const frame = nodes.get(samples[i]!)?.callFrame;
    const micros = deltas[i + 1] ?? 0;
    if (!frame || at < from) continue;
    if (longest && (at < longest.from || at >= longest.to)) continue;
    const file = frame.url.split("/").pop() || "(native)";
    const source = frame.url ? named(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const key = `${frame.functionName || "(anonymous)"} ${source ?? `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    byScript.set(file, (byScript.get(file) ?? 0) + micros);
    const sourceFile = source ? source.replace(/:\d+$/, "") : frame.url ? file : `(${frame.functionName || "native"})`;
    bySource.set(sourceFile, (bySource.get(sourceFile) ?? 0) + micros);
  }
  const list = (title: string, map: Map<string, number>, count: number) => {
    console.log(`  ${title}`);
    for (const [key, micros] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`  ${(micros / 1000).toFixed(1).padStart(8)} ms  ${((micros / 1000 / tracedMs) * 100).toFixed(1).padStart(5)} %  ${key}`);
  };
  list("JS self time by script (the profile's samples):", byScript, 10);
  list("JS self time by source file (source maps):", bySource, top);
  list("JS self time by function:", byFunction, top);
}

async function traceOnce(spec: TargetSpec, origin: string, run: number, distDir: string, label = target as string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    const page = await context.newPage();
    if (phase === "load") return await traceLoad(browser, page, `${origin}${spec.path}${values.query}`, run, distDir);
    if (phase === "timeline") return void timelinesOf(label).push(await loadTimeline(page, `${origin}${spec.path}${values.query}`, run, label));
    await page.goto(`${origin}${spec.path}${values.query}`);
    await page.waitForSelector("[data-match-id]", { timeout: 120_000 });
    await page.waitForTimeout(5_000);
    const cdp = await context.newCDPSession(page);
    if (cpuThrottle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
    if (fixedFrames !== null) {
      await cdp.send("Performance.enable");
      const metrics = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
      const goals = goalsPerSecond > 0 ? pushGoalsInView(page, origin, goalsPerSecond) : null;
      const before = await metrics();
      let intervals: number[];
      try {
        intervals = (await page.evaluate(`(${SCROLL_FRAMES})(${scrollPx}, ${fixedFrames})`)) as number[];
      } finally {
        goals?.stop();
        await goals?.done;
      }
      const after = await metrics();
      const ms = (name: string) => ((after[name]! - before[name]!) * 1000).toFixed(0);
      const wall = ((after.Timestamp! - before.Timestamp!) * 1000).toFixed(0);
      console.log(`[frames ${run}] ${target}${values.query}: ${fixedFrames} frames of ${scrollPx} px at ${rate} msgs/s, CPU ${cpuThrottle}×: tasks ${ms("TaskDuration")} ms (script ${ms("ScriptDuration")}, layout ${ms("LayoutDuration")}, style ${ms("RecalcStyleDuration")}) in ${wall} ms${frameText(intervals).replace("scroll frames", "frames")}`);
      return;
    }
    if (phase === "scroll") {
      // A string, not a function: tsx's name helpers do not exist in the page.
      await page.evaluate(`(${AUTO_SCROLL})(${scrollPx})`);
      await page.waitForTimeout(500);
    }
    const traced = seconds * 1000;
    const goals = goalsPerSecond > 0 ? pushGoalsInView(page, origin, goalsPerSecond) : null;
    try {
      await measure(browser, page, cdp, run, distDir, traced);
    } finally {
      goals?.stop();
      await goals?.done;
    }
  } finally {
    await browser.close();
  }
}

/**
 * A page load, traced from before the navigation to --seconds after the first row: when each
 * request left and finished, and the main thread's tasks over 10 ms, on one clock (ms from the
 * navigation), then the load's self time by event.
 */
async function traceLoad(browser: Browser, page: Page, url: string, run: number, distDir: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (cpuThrottle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
  if (values["js-profile"]) {
    // The profile of the load: from before the navigation to the first row in the DOM.
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector("[data-match-id]", { timeout: 120_000 });
    const { profile } = await cdp.send("Profiler.stop");
    if (values.save) writeFileSync(resolve(values.save), JSON.stringify(profile));
    const lastMs = values["profile-last"] === undefined ? undefined : Number(values["profile-last"]);
    console.log(`\n[load profile ${run}] ${target} ${url.replace(/^https?:\/\/[^/]+/, "")}, ${perDay}/day, CPU ${cpuThrottle}×, ${lastMs === undefined ? "to the first row" : `the last ${lastMs} ms before the first row`}`);
    printProfile(profile, lastMs ?? Date.now() - started, distDir, lastMs);
    return;
  }
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForSelector("[data-match-id]", { timeout: 120_000 });
  const firstRowAt = (await page.evaluate("performance.now()")) as number;
  await page.waitForTimeout(seconds * 1000);
  const raw = await browser.stopTracing();
  if (values.save) writeFileSync(resolve(values.save), raw);
  const { traceEvents } = JSON.parse(raw.toString("utf8")) as { traceEvents: TraceEvent[] };
  const main = rendererMain(traceEvents);
  const navigation = traceEvents.find((e) => e.name === "navigationStart" && main.length > 0 && e.pid === main[0]!.pid) ?? main.find((e) => e.ph === "X");
  const zero = navigation?.ts ?? 0;
  const at = (ts: number) => ((ts - zero) / 1000).toFixed(0).padStart(6);
  console.log(`\n[load ${run}] ${target} ${url.replace(/^https?:\/\/[^/]+/, "")}, ${perDay}/day, CPU ${cpuThrottle}×: first row in the DOM at ~${firstRowAt.toFixed(0)} ms (page clock)`);
  const sent = new Map<string, { url: string; ts: number }>();
  const lines: { ts: number; text: string }[] = [];
  for (const event of traceEvents) {
    const data = (event.args as { data?: { requestId?: string; url?: string; encodedDataLength?: number } } | undefined)?.data;
    if (event.name === "ResourceSendRequest" && data?.requestId && data.url) sent.set(data.requestId, { url: data.url, ts: event.ts });
    if (event.name === "ResourceFinish" && data?.requestId) {
      const request = sent.get(data.requestId);
      if (request) lines.push({ ts: request.ts, text: `request ${request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)} → done at ${at(event.ts).trim()} ms, ${((data.encodedDataLength ?? 0) / 1024).toFixed(1)} KiB` });
    }
  }
  const { total } = selfTimes(main);
  const complete = main.filter((e) => e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  for (const event of complete) {
    if (event.ts < end) continue;
    end = event.ts + event.dur!;
    if (event.dur! >= 10_000) {
      const inside = complete.filter((e) => e.ts >= event.ts && e.ts + e.dur! <= end && e !== event && e.dur! >= 2_000).map((e) => e.name);
      const named = [...new Set(inside)].slice(0, 5).join(", ");
      lines.push({ ts: event.ts, text: `task ${(event.dur! / 1000).toFixed(1)} ms: ${named}` });
    }
  }
  for (const line of lines.sort((a, b) => a.ts - b.ts)) console.log(`  ${at(line.ts)} ms  ${line.text}`);
  console.log(`  main thread: ${(total / 1000).toFixed(0)} ms of tasks over the traced load`);
  const rows = [...selfTimes(main).byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, micros] of rows) console.log(`  ${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`);
}

/** Records, from the page's first script on, when the first row joined the DOM and when it was first painted. */
const FIRST_ROW_WATCH = `(() => {
  const seen = () => {
    if (window.__firstRowAt !== undefined || !document.querySelector("[data-match-id]")) return;
    window.__firstRowAt = performance.now();
    window.__firstRowCounts = document.querySelectorAll("[data-match-id]").length + " rows, " + document.getElementsByTagName("*").length + " elements";
    requestAnimationFrame(() => setTimeout(() => (window.__firstRowPaintedAt = performance.now()), 0));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})()`;

type Timeline = Record<"startChunk" | "listLeft" | "listDone" | "firstPaint" | "firstRow" | "firstRowPainted", number>;
/** Each build's load timelines, by label (the app dir, or the target). */
const timelines = new Map<string, Timeline[]>();
const timelinesOf = (label: string) => timelines.get(label) ?? timelines.set(label, []).get(label)!;

/** One untraced load (--phase timeline): the moments a first view waits on, on the page's clock. */
async function loadTimeline(page: Page, url: string, run: number, label: string): Promise<Timeline> {
  if (cpuThrottle > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
  await page.addInitScript(FIRST_ROW_WATCH);
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction("window.__firstRowPaintedAt !== undefined", undefined, { timeout: 120_000 });
  const moments = (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType("resource");
    const list = entries.find((e) => /_b(\\?|$)/.test(e.name) && e.initiatorType !== "script");
    const start = entries.find((e) => /\\/assets\\/index-[^/]*\\.js$/.test(e.name));
    const contentful = performance.getEntriesByName("first-contentful-paint")[0];
    return { startChunk: start ? start.responseEnd : NaN, listLeft: list ? list.startTime : NaN, listDone: list ? list.responseEnd : NaN, firstPaint: contentful ? contentful.startTime : NaN, firstRow: window.__firstRowAt, firstRowPainted: window.__firstRowPaintedAt };
  })()`)) as Timeline;
  const marks = (await page.evaluate(`performance.getEntriesByType("mark").filter((m) => m.name.startsWith("kq:")).map((m) => m.name.slice(3) + " " + m.startTime.toFixed(0)).join(", ")`)) as string;
  if (marks) console.log(`  marks: ${marks}`);
  console.log(`  at the first row: ${await page.evaluate("window.__firstRowCounts")}`);
  const text = (Object.keys(moments) as (keyof Timeline)[]).map((key) => `${key} ${moments[key].toFixed(0)}`).join(", ");
  console.log(`[timeline ${run}] ${label}: ${text} ms`);
  return moments;
}

function printTimelineMedians(): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  for (const [label, loads] of timelines) {
    if (loads.length < 2) continue;
    const keys = Object.keys(loads[0]!) as (keyof Timeline)[];
    console.log(`[timeline medians of ${loads.length}] ${label}: ${keys.map((key) => `${key} ${median(loads.map((t) => t[key])).toFixed(0)}`).join(", ")} ms`);
  }
}

/** Goals on the rows in view (both sides in turn), `perSecond` of them, until stopped. */
function pushGoalsInView(page: Page, origin: string, perSecond: number): { stop(): void; done: Promise<void> } {
  let stopped = false;
  const done = (async () => {
    const rows = (await page.evaluate(
      `[...document.querySelectorAll("[data-match-id]")].filter((row) => { const box = row.getBoundingClientRect(); return box.bottom > 0 && box.top < innerHeight; }).map((row) => Number(row.getAttribute("data-match-id")))`,
    )) as number[];
    for (let i = 0; !stopped && rows.length > 0; i++) {
      const sentAt = Date.now();
      const side = Math.floor(i / rows.length) % 2 === 0 ? "home" : "away";
      await fetch(`${origin}/api/sim/control/goal`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ matchId: rows[i % rows.length], side }) });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 1000 / perSecond - Date.now())));
    }
  })();
  return { stop: () => (stopped = true), done };
}

/** A CPU profile (--js-profile) or a trace of `traced` ms, printed. */
async function measure(browser: Browser, page: Page, cdp: CDPSession, run: number, distDir: string, traced: number): Promise<void> {
  {
    if (values["js-profile"]) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.waitForTimeout(traced);
      const { profile } = await cdp.send("Profiler.stop");
      if (values.save) writeFileSync(resolve(values.save), JSON.stringify(profile));
      console.log(`\n[profile ${run}] ${target} ${phase}, ${seconds} s, ${perDay}/day at ${rate} msgs/s, CPU ${cpuThrottle}×`);
      printProfile(profile, traced, distDir);
      return;
    }
    await page.evaluate("window.__traceFrames && (window.__traceFrames.length = 0)");
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    await page.waitForTimeout(traced);
    const raw = await browser.stopTracing();
    const frames = (await page.evaluate("window.__traceFrames || []")) as number[];
    if (values.save) writeFileSync(resolve(values.save), raw);
    const { traceEvents } = JSON.parse(raw.toString("utf8")) as { traceEvents: TraceEvent[] };
    const main = rendererMain(traceEvents);
    const { total, tasks, byName } = selfTimes(main);
    console.log(`\n[trace ${run}] ${target} ${phase}, ${seconds} s, ${perDay}/day at ${rate} msgs/s, CPU ${cpuThrottle}×: main thread ${(total / 1000).toFixed(0)} ms of tasks (${((total / 1000 / traced) * 100).toFixed(1)} %), ${tasks} top-level events${frameText(frames)}`);
    const rows = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [name, micros] of rows) console.log(`  ${(micros / 1000).toFixed(1).padStart(8)} ms  ${((micros / 1000 / traced) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
}

runWithServerCleanup(async () => {
  const appDir = values["app-dir"] ? resolve(values["app-dir"]) : REPO;
  const spec = targetSpec(target, appDir, null, sport)!;
  const server = await startPreview(spec, port, simKnobs);
  try {
    const distDir = target === "app" ? resolve(appDir, "dist") : resolve(REPO, "bench/results", `${target}-dist`);
    if (compareDir) {
      // Alternated loads of two builds, each on its own preview started together: AB, BA, AB, …
      const other = targetSpec("app", compareDir, null, sport)!;
      const otherServer = await startPreview(other, port + 1, simKnobs);
      const builds = [
        { spec, origin: server.origin, dir: appDir },
        { spec: other, origin: otherServer.origin, dir: compareDir },
      ];
      for (let run = 1; run <= repeat; run++) {
        for (const build of run % 2 === 1 ? builds : [...builds].reverse()) await traceOnce(build.spec, build.origin, run, resolve(build.dir, "dist"), build.dir);
      }
    } else {
      for (let run = 1; run <= repeat; run++) await traceOnce(spec, server.origin, run, distDir);
    }
    printTimelineMedians();
  } finally {
    await stopAllServers();
  }
});
