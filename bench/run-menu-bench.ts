// Competition-menu benchmark in Chromium: the data library's menu (/footballMatchData/index) with
// 500 football competitions, typed into and scrolled as a user would, against the same build with
// the menu's off-screen skipping turned off (`content-visibility: visible` on its groups), in one
// run, interleaved. Numbers, not pass/fail; bench/README.md "Competition menu" says what each is.
//   npx tsx bench/run-menu-bench.ts [--runs 3] [--skip-build] [--competitions 500]
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { REPO, startPreview, stopAllServers, killAllServersNow, type TargetSpec } from "./list-bench/servers";
import { BENCH_CHROMIUM_ARGS } from "./list-bench/chromium-args";
import { median, percentile, round } from "./list-bench/stats";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = flag("runs", 3);
const COMPETITIONS = flag("competitions", 500);
const OUT_DIR = join(REPO, "bench/results/menu-dist");
const PORT = 4310;
/** Queries a fan types, one character at a time: region, league, cup, a letter, then a miss. */
const QUERIES = ["英格兰", "联赛", "杯", "a", "超级联赛", "没有这个"];
const TYPE_DELAY_MS = 120;
const SCROLL_PX_PER_FRAME = 40;
const NO_SKIPPING = '[data-testid="competition-menu"] section { content-visibility: visible !important; }';

const CHROMIUM_ARGS = [...BENCH_CHROMIUM_ARGS];

type Variant = "app" | "no-skipping";

interface RunResult {
  /** Event Timing durations of each keystroke's events (input delay + handlers + next paint), ms. */
  keystrokes: number[];
  /** Keystroke → the result list changed and the next frame painted, ms. */
  results: number[];
  typingLongTasks: number[];
  /** Frame intervals while the longest result list scrolls top to bottom, ms. */
  frames: number[];
  scrollLongTasks: number[];
  listed: number;
}

/** In the page: long tasks, event timings, and a stamp when the result pane changes. */
function installProbe(): void {
  const w = window as unknown as { __menu: { longTasks: number[]; events: { name: string; duration: number; id: number }[] } };
  w.__menu = { longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__menu.longTasks.push(e.duration);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    // interactionId: in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      w.__menu.events.push({ name: e.name, duration: e.duration, id: e.interactionId ?? 0 });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const takeLongTasks = (page: Page) => page.evaluate(() => (window as unknown as { __menu: { longTasks: number[] } }).__menu.longTasks.splice(0));

async function typeQuery(page: Page, query: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const char of query) {
    // Arm a watcher for the pane's next change, then type: input → pane changed → next frame.
    const changed = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const pane = document.querySelector('[data-testid="competition-menu"] [role="tabpanel"]')!.parentElement!;
          let typedAt = 0;
          const input = document.querySelector<HTMLInputElement>('[data-testid="competition-search"] input, input[aria-label="搜索赛事"]')!;
          input.addEventListener("input", () => (typedAt = performance.now()), { once: true });
          const observer = new MutationObserver(() => {
            if (!typedAt) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - typedAt)));
          });
          observer.observe(pane, { subtree: true, childList: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(-1);
          }, 3000);
        }),
    );
    await page.keyboard.type(char);
    const latency = await changed;
    if (latency >= 0) latencies.push(latency);
    await page.waitForTimeout(TYPE_DELAY_MS);
  }
  return latencies;
}

async function scrollLongest(page: Page): Promise<{ frames: number[]; listed: number }> {
  return page.evaluate(async (pxPerFrame) => {
    const pane = document.querySelector<HTMLElement>('[data-testid="competition-menu"] [role="tabpanel"]')!;
    const listed = pane.querySelectorAll('[data-testid="competition-link"]').length;
    pane.scrollTop = 0;
    const frames: number[] = [];
    let last = performance.now();
    await new Promise<void>((resolve) => {
      const step = (t: number) => {
        frames.push(t - last);
        last = t;
        pane.scrollTop += pxPerFrame;
        if (pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 1) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame((t) => {
        last = t;
        requestAnimationFrame(step);
      });
    });
    return { frames: frames.slice(1), listed };
  }, SCROLL_PX_PER_FRAME);
}

async function measure(page: Page, origin: string, variant: Variant): Promise<RunResult> {
  await page.goto(`${origin}/footballMatchData/index`);
  if (variant === "no-skipping") await page.addStyleTag({ content: NO_SKIPPING });
  await page.getByTestId("competition-link").first().waitFor();
  const input = page.getByRole("textbox", { name: "搜索赛事" });
  await takeLongTasks(page);
  const results: number[] = [];
  for (const query of QUERIES) {
    await input.fill("");
    await page.waitForTimeout(300);
    await input.click();
    results.push(...(await typeQuery(page, query)));
  }
  const typingLongTasks = await takeLongTasks(page);
  const keystrokes = await page.evaluate(() => {
    const byInteraction = new Map<number, number>();
    for (const e of (window as unknown as { __menu: { events: { duration: number; id: number }[] } }).__menu.events) {
      if (e.id) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    }
    return [...byInteraction.values()];
  });
  // The longest list: the query of the candidates that lists the most competitions.
  let best = { query: "", count: -1 };
  for (const query of ["联赛", "杯", "超", "甲", "乙"]) {
    await input.fill(query);
    await page.waitForTimeout(400);
    const count = await page.getByTestId("competition-link").count();
    if (count > best.count) best = { query, count };
  }
  await input.fill(best.query);
  await page.waitForTimeout(500);
  await takeLongTasks(page);
  const { frames, listed } = await scrollLongest(page);
  const scrollLongTasks = await takeLongTasks(page);
  return { keystrokes, results, typingLongTasks, frames, scrollLongTasks, listed };
}

function summary(runs: RunResult[]) {
  const all = (pick: (r: RunResult) => number[]) => runs.flatMap(pick);
  return {
    "keystroke → next paint (Event Timing), p95 / max ms": `${round(percentile(all((r) => r.keystrokes.length ? r.keystrokes : [0]), 95))} / ${round(Math.max(0, ...all((r) => r.keystrokes)))}`,
    "keystroke → results painted, median / p95 / max ms": `${round(median(all((r) => r.results)))} / ${round(percentile(all((r) => r.results), 95))} / ${round(Math.max(...all((r) => r.results)))}`,
    "long tasks > 50 ms while typing (all runs), count / longest ms": `${all((r) => r.typingLongTasks).length} / ${round(Math.max(0, ...all((r) => r.typingLongTasks)))}`,
    "competitions in the scrolled result list": String(runs[0]?.listed ?? 0),
    "frame interval while scrolling it, median / p95 ms": `${round(median(all((r) => r.frames)))} / ${round(percentile(all((r) => r.frames), 95))}`,
    "long tasks > 50 ms while scrolling, count / longest ms": `${all((r) => r.scrollLongTasks).length} / ${round(Math.max(0, ...all((r) => r.scrollLongTasks)))}`,
  };
}

async function main() {
  if (!args.includes("--skip-build")) {
    const built = spawnSync("npx", ["vite", "build", "--outDir", OUT_DIR, "--emptyOutDir"], { cwd: REPO, stdio: "inherit", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } });
    if (built.status !== 0) throw new Error("build failed");
  }
  const target: TargetSpec = { name: "app", cwd: REPO, configArgs: ["--outDir", OUT_DIR], path: "/footballMatchData/index", warmList: "/api/v1/football/comp/category" };
  const server = await startPreview(target, PORT, { seed: 20261121, footballCompetitions: COMPETITIONS });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const results: Record<Variant, RunResult[]> = { app: [], "no-skipping": [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const variant of ["app", "no-skipping"] as const) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
        await context.addInitScript(() => {
          localStorage.setItem("downloadPromptClosed", "1");
          sessionStorage.setItem("downloadBannerClosed", "1");
        });
        // tsx names the functions it compiles (__name); the page has no such helper.
        await context.addInitScript("window.__name = (fn) => fn;");
        await context.addInitScript(installProbe);
        const page = await context.newPage();
        results[variant].push(await measure(page, server.origin, variant));
        console.log(`[menu bench] run ${run + 1}/${RUNS} ${variant} done`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stopAllServers();
  }
  const table = { app: summary(results.app), "no-skipping": summary(results["no-skipping"]) };
  console.table(table);
  mkdirSync(join(REPO, "bench/results"), { recursive: true });
  writeFileSync(join(REPO, "bench/results/menu-latest.json"), JSON.stringify({ competitions: COMPETITIONS, runs: RUNS, table, raw: results }, null, 2));
}

process.on("SIGINT", () => {
  killAllServersNow();
  process.exit(130);
});
main().catch((error) => {
  killAllServersNow();
  console.error(error);
  process.exit(1);
});
