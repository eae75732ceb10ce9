// Builds the app, the baseline and the AG Grid peer, and runs `vite preview` + the embedded sim
// for each as child processes on 127.0.0.1. Every server started here is stopped by
// stopAllServers(), which the runner calls in `finally` and on SIGINT/SIGTERM.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TargetName, Workload } from "./options";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
const VITE_BIN = join(REPO, "node_modules/vite/bin/vite.js");
const BASELINE_CONFIG = "bench/vite.config.bench.ts";
export const BASELINE_DIST = join(REPO, "bench/results/baseline-dist");
const BASELINE_MARKER = "kanqiu-bench-naive-baseline";
const AG_GRID_CONFIG = "bench/vite.config.ag-grid.ts";
/** bench/ag-grid/main.ts marks its page with this text. */
const AG_GRID_MARKER = "kanqiu-bench-ag-grid-peer";

export interface TargetSpec {
  name: TargetName;
  /** Where `vite preview` runs (the app's checkout; the baseline and AG Grid always run from this repo). */
  cwd: string;
  /** Extra `vite preview` arguments. */
  configArgs: string[];
  /** Where the workload's list is. */
  path: string;
  /** The list call warmed before the first navigation. */
  warmList: string;
}

/** Each workload's page in the app (the baseline and AG Grid have football only). */
const APP_PATH: Readonly<Record<Workload, string>> = { football: "/matchEvents", basketball: "/basketball" };

/**
 * The app comes from `appDir` (this repo unless --app-dir names another checkout); "before" from
 * `beforeDir`, and without one there is no "before" (serving the app under that name would
 * report the app against itself). The baseline and AG Grid are football lists: null for basketball.
 */
export function targetSpec(name: TargetName, appDir: string, beforeDir: string | null, workload: Workload = "football"): TargetSpec | null {
  const warmList = `/api/v1/${workload}/realtimeMatch_b`;
  switch (name) {
    case "app":
      return { name, cwd: appDir, configArgs: [], path: APP_PATH[workload], warmList };
    case "before":
      if (!beforeDir) throw new Error('the "before" target needs --before-dir');
      return { name, cwd: beforeDir, configArgs: [], path: APP_PATH[workload], warmList };
    case "baseline":
      return workload === "football" ? { name, cwd: REPO, configArgs: ["--config", BASELINE_CONFIG], path: "/", warmList } : null;
    case "ag-grid":
      return workload === "football" ? { name, cwd: REPO, configArgs: ["--config", AG_GRID_CONFIG], path: "/", warmList } : null;
  }
}

const BASE_ENV = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" };

/** The runner's own SIM_* variables never leak into a server: each gets exactly its knobs. */
function withoutSimKnobs(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("SIM_")));
}

function runStep(label: string, command: string, args: string[], cwd = REPO): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env: BASE_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit ${result.status}):\n${(result.stdout ?? "") + (result.stderr ?? "")}`.slice(-6000));
  }
  console.log(`[bench] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `npm run build`: the app into <appDir>/dist/. */
export function buildApp(appDir: string = REPO): void {
  runStep(`npm run build${appDir === REPO ? "" : ` in ${appDir}`}`, "npm", ["run", "build"], appDir);
}

/**
 * Builds what the run measures: `npm run build` (app, into <appDir>/dist/; before, into
 * <beforeDir>/dist/), the baseline's own build (into bench/results/baseline-dist/) and the AG Grid
 * peer's (into bench/results/ag-grid-dist/).
 */
export function buildAll(appDir: string, beforeDir: string | null, targets: readonly TargetName[]): void {
  if (targets.includes("app")) buildApp(appDir);
  if (beforeDir && targets.includes("before")) runStep(`npm run build in ${beforeDir} (before)`, "npm", ["run", "build"], beforeDir);
  if (targets.includes("baseline")) runStep(`vite build --config ${BASELINE_CONFIG}`, "npx", ["vite", "build", "--config", BASELINE_CONFIG]);
  if (targets.includes("ag-grid")) runStep(`vite build --config ${AG_GRID_CONFIG}`, "npx", ["vite", "build", "--config", AG_GRID_CONFIG]);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Whether the app's build is free of each bench-only peer page. */
export interface BundleCheck {
  /** No file of the build mentions the naive baseline. */
  baseline: boolean;
  /** …nor the AG Grid peer page, nor AG Grid itself (its root element's class). */
  agGrid: boolean;
}

/** Reads every file of the app's build (code and source maps) for traces of the bench's peer pages. */
export function appBundleExcludesPeers(appDir: string): BundleCheck {
  const texts = filesUnder(join(appDir, "dist")).map((file) => readFileSync(file, "utf8"));
  const free = (...needles: string[]) => texts.every((text) => needles.every((needle) => !text.includes(needle)));
  return {
    baseline: free(BASELINE_MARKER, "bench/baseline"),
    agGrid: free(AG_GRID_MARKER, "bench/ag-grid", "ag-root-wrapper"),
  };
}

/** Which sources the app was built from: HEAD and the number of changed paths (read-only git). */
export function sourceState(dir: string): { head: string | null; changedPaths: number | null } {
  const git = (args: string[]) => spawnSync("git", ["-C", dir, ...args], { encoding: "utf8" });
  const head = git(["rev-parse", "--short", "HEAD"]);
  if (head.status !== 0) return { head: null, changedPaths: null };
  const status = git(["status", "--porcelain"]);
  return { head: head.stdout.trim(), changedPaths: status.status === 0 ? status.stdout.split("\n").filter(Boolean).length : null };
}

/** The sim's environment knobs (README "Sim knobs"); one left out keeps the sim's default. */
export interface SimKnobs {
  seed: number;
  footballPerDay?: number;
  messagesPerSecond?: number;
  basketballPerDay?: number;
  basketballMessagesPerSecond?: number;
  footballCompetitions?: number;
}

function simEnv(knobs: SimKnobs): Record<string, string> {
  const env: Record<string, string> = { SIM_SEED: String(knobs.seed) };
  const set = (name: string, value: number | undefined) => {
    if (value !== undefined) env[name] = String(value);
  };
  set("SIM_FOOTBALL_PER_DAY", knobs.footballPerDay);
  set("SIM_MESSAGES_PER_SECOND", knobs.messagesPerSecond);
  set("SIM_BASKETBALL_PER_DAY", knobs.basketballPerDay);
  set("SIM_BASKETBALL_MESSAGES_PER_SECOND", knobs.basketballMessagesPerSecond);
  set("SIM_FOOTBALL_COMPETITIONS", knobs.footballCompetitions);
  return env;
}

export interface PreviewServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms:\n${output()}`);
}

export async function startPreview(target: TargetSpec, port: number, knobs: SimKnobs): Promise<PreviewServer> {
  const child = spawn(
    process.execPath,
    [VITE_BIN, "preview", ...target.configArgs, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: target.cwd,
      env: { ...withoutSimKnobs(BASE_ENV), ...simEnv(knobs) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", () => running.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, child, () => output, 60_000);
    await waitForHttp(`${origin}/api/sim/control/sockets`, child, () => output, 60_000);
    // Warm the server (the sim's first list encoding, the file cache) so the first navigation
    // measured is not also the server's first request.
    await fetch(`${origin}${target.warmList}`, { method: "POST", headers: { "Content-Type": "application/json", scope: "web" }, body: "{}" });
    await fetch(`${origin}${target.path}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, port, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** Last resort for process exit: synchronous kill of anything still running. */
export function killAllServersNow(): void {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
}

/**
 * Runs a bench's main with its servers' clean-up wired: Ctrl-C, SIGTERM and exit kill every server
 * still running, and an error stops them, is printed and sets exit code 1.
 */
export function runWithServerCleanup(main: () => Promise<void>): void {
  const stopOnSignal = (signal: NodeJS.Signals) => {
    killAllServersNow();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  process.once("exit", killAllServersNow);
  main().catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stopAllServers();
    process.exitCode = 1;
  });
}
