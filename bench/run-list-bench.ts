// Live-list benchmark in Chromium: the app's football list against a naive baseline (all rows in
// the DOM, list in useState) and AG Grid Community (the same list and feed in `createGrid` with
// async transactions), then the app's basketball list (no peers), all production builds
// served by `vite preview` with the embedded sim. Numbers, not pass/fail. `npx tsx bench/run-list-bench.ts --help` lists the flags;
// bench/README.md says what each number means and what cannot be measured.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { readOptions, type BenchOptions, type TargetName, type Workload } from "./list-bench/options";
import { measureFirstPaint, measureStream } from "./list-bench/phases";
import { bundleProbe } from "./list-bench/probe-bundle";
import { consoleTable, failures, markdownTable, tableRows, type Results, type TargetResults } from "./list-bench/report";
import {
  REPO,
  appBundleExcludesPeers,
  buildAll,
  runWithServerCleanup,
  sourceState,
  startPreview,
  stopAllServers,
  targetSpec,
  type SimKnobs,
  type TargetSpec,
} from "./list-bench/servers";
import { BENCH_CHROMIUM_ARGS } from "./list-bench/chromium-args";

const CHROMIUM_ARGS = [...BENCH_CHROMIUM_ARGS, "--enable-precise-memory-info", "--js-flags=--expose-gc"];

const began = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/**
 * The sim's knobs for a workload's server. Football as before (basketball at the sim's default
 * 600/day); basketball with its own size and load and football at the sim's default day
 * (3,000/day, no load), since the client keeps both lists subscribed.
 */
function knobsOf(workload: Workload, perDay: number, rate: number, seed: number): SimKnobs {
  return workload === "football"
    ? { seed, footballPerDay: perDay, messagesPerSecond: rate }
    : { seed, basketballPerDay: perDay, basketballMessagesPerSecond: rate };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 300);

async function run(options: BenchOptions): Promise<void> {
  const appDir = resolve(options.appDir ?? REPO);
  const beforeDir = options.beforeDir ? resolve(options.beforeDir) : null;
  // Fails here, before any build, if a target cannot be served.
  const plans = options.workloads.map((workload) => ({
    workload,
    targets: options.targets.map((name) => targetSpec(name, appDir, beforeDir, workload)).filter((t): t is TargetSpec => t !== null),
  }));
  for (const plan of plans) {
    const skipped = options.targets.filter((name) => !plan.targets.some((t) => t.name === name));
    if (skipped.length) log(`${plan.workload}: no ${skipped.join(", ")} (the baseline and AG Grid are football lists)`);
  }
  const source = sourceState(appDir);
  const beforeSource = beforeDir ? sourceState(beforeDir) : null;
  log(`app from ${appDir}${source.head ? ` (HEAD ${source.head}, ${source.changedPaths} changed paths in the work tree)` : ""}`);
  if (beforeDir) log(`before from ${beforeDir}${beforeSource?.head ? ` (HEAD ${beforeSource.head})` : ""}`);
  if (!options.skipBuild) buildAll(appDir, beforeDir, options.targets);
  // The app's dist is read only when the app is measured (with --only baseline|ag-grid it is not built).
  const bundleCheck = options.targets.includes("app") ? appBundleExcludesPeers(appDir) : null;
  log(bundleCheck ? `app bundle free of the baseline: ${bundleCheck.baseline}; of AG Grid: ${bundleCheck.agGrid}` : "app bundle not checked (the app is not measured)");
  const probe = await bundleProbe();

  const results: Results = {};
  let port = options.portBase;
  let chromiumVersion = "?";
  // A fresh Chromium for every measurement, so no build inherits another's browser. This does not
  // remove the order bias: the build measured second still reads ~10 % more main thread, the same
  // build twice included, so A/Bs are repeated with the builds swapped (bench/README.md "the
  // bench's order bias").
  const withBrowser = async <T>(body: (browser: Browser) => Promise<T>): Promise<T> => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
    if (chromiumVersion === "?") {
      chromiumVersion = browser.version();
      log(`Chromium ${chromiumVersion}`);
    }
    try {
      return await body(browser);
    } finally {
      await browser.close();
    }
  };
  try {

    // One workload after the other; within one, targets one after another with all their paint
    // sizes, then each target's stream.
    for (const { workload, targets } of plans) {
      const sizes = options[workload];
      const byTarget: Partial<Record<TargetName, TargetResults>> = {};
      results[workload] = byTarget;
      // Football is the reference workload: a failure there stops the run. Basketball's page may
      // not be there (or not in a before tree): its failure is reported, the run goes on.
      const guarded = async (name: TargetName, phase: string, body: () => Promise<void>) => {
        if (byTarget[name]?.error) return;
        try {
          await body();
        } catch (error) {
          if (workload === "football") throw error;
          byTarget[name]!.error = `${phase}: ${messageOf(error)}`;
          log(`${workload} ${name} ${phase} failed, skipping its other ${workload} phases: ${byTarget[name]!.error}`);
        }
      };
      for (const target of targets) {
        const name = target.name;
        byTarget[name] = { paint: [], stream: null };
        for (const size of sizes.paintSizes) {
          await guarded(name, `first paint at ${size}/day`, async () => {
            const server = await startPreview(target, port++, knobsOf(workload, size, 0, options.seed));
            try {
              const paint = await withBrowser((browser) => measureFirstPaint(browser, probe, `${server.origin}${target.path}`, size, options.paintRuns));
              byTarget[name]!.paint.push(paint);
              const js = paint.scripts ? `, ${(paint.scripts.totalGzipBytes / 1024).toFixed(1)} KiB gzip JS in ${paint.scripts.files.length} files before the first row` : "";
              log(`${workload} ${name} first rows painted, ${size}/day: ${paint.runs.map((r) => r.firstRowsPaintedMs).join(", ")} ms (${paint.listedRows ?? "?"} rows listed, ${paint.domRows} in DOM${js})`);
            } finally {
              await server.stop();
            }
          });
        }
      }

      for (const target of options.paintOnly ? [] : targets) {
        const name = target.name;
        await guarded(name, "stream", async () => {
          const server = await startPreview(target, port++, knobsOf(workload, sizes.loadSize, sizes.rate, options.seed));
          try {
            log(`${workload} ${name} stream: ${sizes.loadSize}/day at ${sizes.rate} msgs/s, soak to ${options.soakMinutes} min`);
            byTarget[name]!.stream = await withBrowser((browser) =>
              measureStream(
                browser,
                probe,
                server.origin,
                target.path,
                { workload, perDay: sizes.loadSize, rate: sizes.rate },
                options,
                (line) => log(`${workload} ${name} ${line}`),
              ),
            );
          } finally {
            await server.stop();
          }
        });
      }
    }
  } finally {
    await stopAllServers();
  }

  const rows = tableRows(results);
  const command = `npx tsx bench/run-list-bench.ts ${process.argv.slice(2).join(" ")}`.trim();
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    `Run ${date} on ${machine}, Chromium ${chromiumVersion} headless; command: \`${command}\`; app built from ${
      appDir === REPO ? "this work tree" : appDir
    }${source.head ? ` (HEAD ${source.head}, ${source.changedPaths} changed paths)` : " (no git metadata)"}${
      beforeDir ? `; before built from ${beforeDir}${beforeSource?.head ? ` (HEAD ${beforeSource.head})` : ""}` : ""
    }.`,
    "",
    markdownTable(rows),
    ...failures(results).map((line) => `\nNot measured: ${line}`),
  ].join("\n");

  console.log(`\n${consoleTable(rows)}\n`);
  for (const line of failures(results)) console.log(`not measured: ${line}`);
  const out = resolve(REPO, options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), command, machine, chromium: chromiumVersion, options, app: { dir: appDir, ...source }, before: beforeDir ? { dir: beforeDir, ...beforeSource } : null, appBundleExcludesBaseline: bundleCheck?.baseline ?? null, appBundleExcludesAgGrid: bundleCheck?.agGrid ?? null, durationSeconds: Math.round((Date.now() - began) / 1000), table: rows, results }, null, 2)}\n`,
  );
  writeFileSync(out.replace(/\.json$/, "") + ".md", `${markdown}\n`);
  log(`wrote ${out} and the Markdown table beside it (${((Date.now() - began) / 60000).toFixed(1)} min in all)`);
}

runWithServerCleanup(() => run(readOptions(process.argv.slice(2))));
