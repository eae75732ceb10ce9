// Lighthouse for every page of the route table: the production build served by `vite preview`
// with the embedded sim (as the list benchmark serves it), each page audited in a fresh Debian
// Chromium with Lighthouse's mobile preset (simulated slow 4G, 4× CPU). Numbers, not pass/fail.
// Run it under the bench lock: `flock /tmp/kanqiu-bench.lock npx tsx bench/run-lighthouse.ts`;
// `--help` lists the flags, bench/README.md "Lighthouse" says what the figures are.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join, resolve } from "node:path";
import { auditPage, type AuditResult } from "./lighthouse/audit";
import { readOptions, type LighthouseOptions } from "./lighthouse/options";
import { lookUpIds, pageNames, pagePlans, type PagePlan } from "./lighthouse/pages";
import { consoleTable, markdown, medianRun, sometimesFailing, type PageResult } from "./lighthouse/report";
import { codeSignIn, passwordSignIn, simApi, type SimApi, type StoredSession } from "./lighthouse/sim-api";
import { REPO, buildApp, runWithServerCleanup, sourceState, startPreview } from "./list-bench/servers";

/** A seeded anchor (phone 1390000 + the last four digits of its customId, password kanqiu123; tests/e2e/sign-in.ts). */
const ANCHOR_PHONE = "13900000077";
const SEEDED_PASSWORD = "kanqiu123";

const began = Date.now();
const log = (line: string) => console.log(`[lighthouse ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const lighthouseVersion = () => (JSON.parse(readFileSync(join(REPO, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 300);

/** A new session per audit: the sim's access tokens live 120 s, and the app may rotate them while audited. */
async function sessionFor(page: PagePlan, api: SimApi, origin: string): Promise<StoredSession | null> {
  switch (page.viewer) {
    case "guest":
      return null;
    case "user":
      // A new fan's account each time (a fresh number, so the SMS resend interval never applies).
      return codeSignIn(api, origin, `186${String(Date.now()).slice(-8)}`);
    case "anchor":
      return passwordSignIn(api, ANCHOR_PHONE, SEEDED_PASSWORD);
  }
}

async function run(options: LighthouseOptions): Promise<void> {
  const known = pageNames();
  const unknown = (options.pages ?? []).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(", ")}; pages: ${known.join(", ")}`);
  const source = sourceState(REPO);
  log(`app from ${REPO}${source.head ? ` (HEAD ${source.head}, ${source.changedPaths} changed paths in the work tree)` : ""}`);
  if (!options.skipBuild) buildApp();

  const server = await startPreview(
    { name: "app", cwd: REPO, configArgs: [], path: "/", warmList: "/api/v1/football/realtimeMatch_b" },
    options.port,
    { seed: options.seed },
  );
  const results: PageResult[] = [];
  try {
    const api = simApi(server.origin);
    const ids = await lookUpIds(api);
    log(`ids from the sim: ${JSON.stringify(ids)}`);
    const pages = pagePlans(ids).filter((page) => !options.pages || options.pages.includes(page.name));
    for (const page of pages) {
      const runs: AuditResult[] = [];
      const errors: string[] = [];
      for (let i = 0; i < options.runs; i++) {
        try {
          const session = await sessionFor(page, api, server.origin);
          const reportFile = options.reports ? join(options.reports, `${page.name}-${i + 1}.json`) : null;
          const result = await auditPage(options.chromiumPath, server.origin, page.path, session, reportFile);
          runs.push(result);
          log(
            `${page.name} run ${i + 1}/${options.runs}: perf ${result.performance}, a11y ${result.accessibility}, best practices ${result.bestPractices}` +
              ` (LCP ${Math.round(result.lcpMs ?? 0)} ms, TBT ${Math.round(result.tbtMs ?? 0)} ms)`,
          );
        } catch (error) {
          errors.push(messageOf(error));
          log(`${page.name} run ${i + 1}/${options.runs} failed: ${messageOf(error)}`);
        }
      }
      const median = medianRun(runs);
      results.push({
        page,
        performanceRuns: runs.map((r) => r.performance),
        median,
        sometimesFailing: sometimesFailing(runs, median),
        runs: runs.map(({ performance, fcpMs, lcpMs, tbtMs, cls, layoutShifts }) => ({ performance, fcpMs, lcpMs, tbtMs, cls, layoutShifts })),
        failuresByRun: runs.map((r) => [...r.accessibilityFailures, ...r.bestPracticeFailures]),
        errors,
      });
    }
  } finally {
    await server.stop();
  }

  const benchmarkIndex = results.find((r) => r.median?.benchmarkIndex)?.median?.benchmarkIndex ?? null;
  const context = [
    `${new Date().toISOString().slice(0, 10)}, HEAD ${source.head ?? "?"} (${source.changedPaths ?? "?"} changed paths), ${cpus().length} cores,`,
    `Lighthouse ${lighthouseVersion()}, ${options.runs} run(s) per page (median by performance),`,
    `SIM_SEED=${options.seed}, Lighthouse benchmarkIndex ${benchmarkIndex ?? "?"}.`,
  ].join(" ");
  console.log(`\n${consoleTable(results)}\n`);
  const out = resolve(REPO, options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ context, options, results }, null, 2));
  writeFileSync(out.replace(/\.json$/, "") + ".md", markdown(results, context));
  log(`wrote ${out} and the Markdown beside it (${((Date.now() - began) / 60000).toFixed(1)} min in all)`);
}

runWithServerCleanup(() => run(readOptions(process.argv.slice(2))));
