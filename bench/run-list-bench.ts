// Live-list benchmark in Chromium: the app's football list against a naive baseline (all rows in
// the DOM, list in useState), both production builds served by `vite preview` with the embedded
// sim. Numbers, not pass/fail. `npx tsx bench/run-list-bench.ts --help` lists the flags;
// bench/README.md says what each number means and what cannot be measured.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { readOptions, type BenchOptions } from "./list-bench/options";
import { measureFirstPaint, measureStream } from "./list-bench/phases";
import { bundleProbe } from "./list-bench/probe-bundle";
import { consoleTable, markdownTable, tableRows, type Results } from "./list-bench/report";
import {
  REPO,
  appBundleExcludesBaseline,
  buildAll,
  killAllServersNow,
  sourceState,
  startPreview,
  stopAllServers,
  targetSpec,
} from "./list-bench/servers";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--enable-precise-memory-info",
  "--js-flags=--expose-gc",
];

const began = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function run(options: BenchOptions): Promise<void> {
  const appDir = resolve(options.appDir ?? REPO);
  const beforeDir = options.beforeDir ? resolve(options.beforeDir) : null;
  // Fails here, before any build, if a target cannot be served.
  const targets = options.targets.map((name) => targetSpec(name, appDir, beforeDir));
  const source = sourceState(appDir);
  const beforeSource = beforeDir ? sourceState(beforeDir) : null;
  log(`app from ${appDir}${source.head ? ` (HEAD ${source.head}, ${source.changedPaths} changed paths in the work tree)` : ""}`);
  if (beforeDir) log(`before from ${beforeDir}${beforeSource?.head ? ` (HEAD ${beforeSource.head})` : ""}`);
  if (!options.skipBuild) buildAll(appDir, beforeDir);
  const excludesBaseline = appBundleExcludesBaseline(appDir);
  log(`app bundle free of the baseline: ${excludesBaseline}`);
  const probe = await bundleProbe();

  let browser: Browser | undefined;
  const results: Results = {};
  let port = options.portBase;
  let chromiumVersion = "?";
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
    chromiumVersion = browser.version();
    log(`Chromium ${chromiumVersion}`);

    // Targets are measured one after another, each with all its paint sizes, then each stream.
    for (const target of targets) {
      const name = target.name;
      results[name] = { paint: [], stream: null };
      for (const size of options.paintSizes) {
        const server = await startPreview(target, port++, { footballPerDay: size, messagesPerSecond: 0, seed: options.seed });
        try {
          const paint = await measureFirstPaint(browser, probe, `${server.origin}${target.path}`, size, options.paintRuns);
          results[name].paint.push(paint);
          const js = paint.scripts ? `, ${(paint.scripts.totalGzipBytes / 1024).toFixed(1)} KiB gzip JS in ${paint.scripts.files.length} files before the first row` : "";
          log(`${name} first rows painted, ${size}/day: ${paint.runs.map((r) => r.firstRowsPaintedMs).join(", ")} ms (${paint.listedRows ?? "?"} rows listed, ${paint.domRows} in DOM${js})`);
        } finally {
          await server.stop();
        }
      }
    }

    for (const target of options.paintOnly ? [] : targets) {
      const name = target.name;
      const server = await startPreview(target, port++, { footballPerDay: options.loadSize, messagesPerSecond: options.rate, seed: options.seed });
      try {
        log(`${name} stream: ${options.loadSize}/day at ${options.rate} msgs/s, soak to ${options.soakMinutes} min`);
        results[name]!.stream = await measureStream(browser, probe, server.origin, target.path, options, (line) => log(`${name} ${line}`));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser?.close();
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
  ].join("\n");

  console.log(`\n${consoleTable(rows)}\n`);
  const out = resolve(REPO, options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), command, machine, chromium: chromiumVersion, options, app: { dir: appDir, ...source }, before: beforeDir ? { dir: beforeDir, ...beforeSource } : null, appBundleExcludesBaseline: excludesBaseline, durationSeconds: Math.round((Date.now() - began) / 1000), table: rows, results }, null, 2)}\n`,
  );
  writeFileSync(out.replace(/\.json$/, "") + ".md", `${markdown}\n`);
  log(`wrote ${out} and the Markdown table beside it (${((Date.now() - began) / 60000).toFixed(1)} min in all)`);
}

const stopOnSignal = (signal: NodeJS.Signals) => {
  killAllServersNow();
  process.exit(signal === "SIGINT" ? 130 : 143);
};
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);
process.once("exit", killAllServersNow);

run(readOptions(process.argv.slice(2))).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  await stopAllServers();
  process.exitCode = 1;
});
