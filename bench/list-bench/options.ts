// Flags of the live-list benchmark. Defaults make a quick run (about 8.5 minutes of football and
// 3 of basketball on 2 cores); the full run is `--load-seconds 60 --soak-minutes 10`.
import { parseArgs } from "node:util";
import { exitOnHelp, numericFlags } from "./cli-flags";

/**
 * app: this checkout (or --app-dir); before: --before-dir, the same app at another revision;
 * baseline: the naive list; ag-grid: the same list in AG Grid Community (bench/ag-grid/).
 */
export type TargetName = "app" | "before" | "baseline" | "ag-grid";

/** The targets --only accepts. */
const ONLY: readonly TargetName[] = ["app", "baseline", "ag-grid"];

/** The list measured: football on /matchEvents (against the naive baseline and AG Grid), basketball on /basketball (app only). */
export type Workload = "football" | "basketball";

/** One workload's sim sizes: matches per day for first paint and under load, and the load rate. */
export interface WorkloadSizes {
  /** Matches per day of the workload's sport for the first-paint runs. */
  paintSizes: number[];
  /** Matches per day of the workload's sport during the stream. */
  loadSize: number;
  /** Extra score frames per second of the workload's sport during the stream (the sim's load knob). */
  rate: number;
}

export interface BenchOptions {
  /** Seconds of measured load: the first half auto-scrolls, the second half is still. */
  loadSeconds: number;
  /** Minutes of stream when the second heap sample is taken (the first is at 1 minute). */
  soakMinutes: number;
  /** Which lists are measured, in this order. */
  workloads: Workload[];
  /** SIM_FOOTBALL_PER_DAY and SIM_MESSAGES_PER_SECOND of the football workload. */
  football: WorkloadSizes;
  /** SIM_BASKETBALL_PER_DAY and SIM_BASKETBALL_MESSAGES_PER_SECOND of the basketball workload. */
  basketball: WorkloadSizes;
  /** Navigations per size and target for first paint (the median is reported). */
  paintRuns: number;
  /** Goals (basketball: 2 points) pushed per second through the sim's control call during the still half, on rows in view. */
  goalsPerSecond: number;
  /** Auto-scroll speed, pixels per animation frame. */
  scrollPx: number;
  /** CPU slowdown of the page during the stream (CDP Emulation.setCPUThrottlingRate; 1: none, 4: a mid-range phone). */
  cpuThrottle: number;
  portBase: number;
  seed: number;
  skipBuild: boolean;
  /** Checkout the app is built and served from (default: this repo). */
  appDir: string | null;
  /** A second checkout of the app measured beside it in the same run, as "before". */
  beforeDir: string | null;
  /** Measure first paint only (no stream, no soak). */
  paintOnly: boolean;
  targets: TargetName[];
  out: string;
}

const HELP = `Usage: npx tsx bench/run-list-bench.ts [flags]

  --sport football|basketball|both
                        lists measured (default both): football on /matchEvents against the
                        naive baseline and AG Grid Community, then basketball on /basketball
                        (app and before only: the baseline and AG Grid are football lists)
  --load-seconds N      measured load window, seconds (default 20; the issue's full run: 60)
  --soak-minutes N      stream minutes at the second heap sample (default 2; full run: 10)
  --rate N              football score frames per second during load (default 1000)
  --paint-sizes A,B     football matches per day for first paint (default 3000,10000)
  --load-size N         football matches per day under load (default 10000)
  --basketball-rate N   basketball score frames per second during load (default 500)
  --basketball-paint-sizes A,B
                        basketball matches per day for first paint (default 3000)
  --basketball-load-size N
                        basketball matches per day under load (default 3000)
  --paint-runs N        navigations per size and target (default 3; median reported)
  --goals-per-second N  goals (basketball: 2 points) pushed on rows in view to time score
                        updates (default 4)
  --scroll-px N         auto-scroll pixels per animation frame (default 40)
  --cpu-throttle N      slow the page's CPU N× during the stream (CDP Emulation.setCPUThrottlingRate;
                        default 1: none; the issue's phone-class figure: 4)
  --port-base N         first port; one consecutive port per target and paint size plus one
                        per target stream, per workload: 11 by default, 16 with --before-dir
                        (default 4310)
  --seed N              SIM_SEED (default 20261121)
  --only app|baseline|ag-grid
                        measure one target only (and "before" when --before-dir is given);
                        only that target is built
  --before-dir DIR      also build and serve another checkout of the app as "before" (e.g.
                        \`git worktree add /tmp/kanqiu-before <rev>\` with node_modules linked),
                        measured in the same run just before the app (targets run one after
                        another, not interleaved): before/after columns. A before tree without
                        /basketball gives n/a for basketball (or pass --sport football)
  --paint-only          first paint and the JS before the first row only (no stream, no soak)
  --skip-build          reuse <app>/dist/, bench/results/baseline-dist/ and
                        bench/results/ag-grid-dist/
  --app-dir DIR         build and serve the app from another checkout (e.g. an export of HEAD
                        with node_modules linked); the baseline and AG Grid always come from
                        this repo
  --out FILE            JSON results (default bench/results/latest.json)`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      sport: { type: "string", default: "both" },
      "load-seconds": { type: "string", default: "20" },
      "soak-minutes": { type: "string", default: "2" },
      rate: { type: "string", default: "1000" },
      "paint-sizes": { type: "string", default: "3000,10000" },
      "load-size": { type: "string", default: "10000" },
      "basketball-rate": { type: "string", default: "500" },
      "basketball-paint-sizes": { type: "string", default: "3000" },
      "basketball-load-size": { type: "string", default: "3000" },
      "paint-runs": { type: "string", default: "3" },
      "goals-per-second": { type: "string", default: "4" },
      "scroll-px": { type: "string", default: "40" },
      "cpu-throttle": { type: "string", default: "1" },
      "port-base": { type: "string", default: "4310" },
      seed: { type: "string", default: "20261121" },
      only: { type: "string" },
      "skip-build": { type: "boolean", default: false },
      "app-dir": { type: "string" },
      "before-dir": { type: "string" },
      "paint-only": { type: "boolean", default: false },
      out: { type: "string", default: "bench/results/latest.json" },
      help: { type: "boolean", default: false },
    },
  });
  exitOnHelp(values.help, HELP);
  const num = numericFlags(HELP);
  const sizes = (name: string, value: string) => value.split(",").map((size) => num(name, size, 1));
  const only = values.only as TargetName | undefined;
  if (only !== undefined && !ONLY.includes(only)) throw new Error(`--only must be ${ONLY.join(", ")}\n\n${HELP}`);
  const sport = values.sport;
  if (sport !== "football" && sport !== "basketball" && sport !== "both") throw new Error(`--sport must be football, basketball or both\n\n${HELP}`);
  const options: BenchOptions = {
    loadSeconds: num("load-seconds", values["load-seconds"], 4),
    cpuThrottle: num("cpu-throttle", values["cpu-throttle"], 1),
    soakMinutes: num("soak-minutes", values["soak-minutes"], 1),
    workloads: sport === "both" ? ["football", "basketball"] : [sport],
    football: {
      paintSizes: sizes("paint-sizes", values["paint-sizes"]),
      loadSize: num("load-size", values["load-size"], 1),
      rate: num("rate", values.rate, 0),
    },
    basketball: {
      paintSizes: sizes("basketball-paint-sizes", values["basketball-paint-sizes"]),
      loadSize: num("basketball-load-size", values["basketball-load-size"], 1),
      rate: num("basketball-rate", values["basketball-rate"], 0),
    },
    paintRuns: num("paint-runs", values["paint-runs"], 1),
    goalsPerSecond: num("goals-per-second", values["goals-per-second"], 0),
    scrollPx: num("scroll-px", values["scroll-px"], 1),
    portBase: num("port-base", values["port-base"], 1024),
    seed: num("seed", values.seed, 0),
    skipBuild: values["skip-build"],
    appDir: values["app-dir"] ?? null,
    beforeDir: values["before-dir"] ?? null,
    paintOnly: values["paint-only"],
    targets: [...(values["before-dir"] ? (["before"] as const) : []), ...(only ? [only] : ONLY)],
    out: values.out,
  };
  return options;
}
