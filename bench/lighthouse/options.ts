// Flags of the Lighthouse runner (bench/README.md "Lighthouse").
import { parseArgs } from "node:util";
import { exitOnHelp, numericFlags } from "../list-bench/cli-flags";

export interface LighthouseOptions {
  /** Lighthouse runs per page; the median run (by performance score) is reported. */
  runs: number;
  /** Page names to audit (the route table's keys, plus matchCentre); null: every page. */
  pages: string[] | null;
  skipBuild: boolean;
  port: number;
  seed: number;
  /** JSON results; the Markdown table goes beside it (.md). */
  out: string;
  chromiumPath: string;
  /** A folder for each run's whole Lighthouse report (page-run.json), to read what the summary leaves out; null: none kept. */
  reports: string | null;
}

const HELP = `Usage: npx tsx bench/run-lighthouse.ts [flags]
(run it under the bench lock: flock /tmp/kanqiu-bench.lock npx tsx bench/run-lighthouse.ts ...)

  --runs N          Lighthouse runs per page, the median run (by performance score) reported
                    (default 1)
  --pages a,b       only these pages, by route-table key (home, matchEvents, liveRoom,
                    footballTeam, ...; matchCentre is /liveRoom?detail=...); default: every page
  --skip-build      reuse dist/ instead of \`npm run build\`
  --port N          vite preview port (default 4420)
  --seed N          SIM_SEED (default 20261121)
  --out FILE        JSON results (default bench/results/lighthouse.json; .md beside it)
  --chromium PATH   Chromium binary (default $CHROMIUM_PATH or /usr/bin/chromium)
  --reports DIR     also keep each run's whole Lighthouse report as DIR/<page>-<run>.json
                    (long tasks, the network waterfall, the LCP element; default: none)`;

export function readOptions(argv: string[]): LighthouseOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string", default: "1" },
      pages: { type: "string" },
      "skip-build": { type: "boolean", default: false },
      port: { type: "string", default: "4420" },
      seed: { type: "string", default: "20261121" },
      out: { type: "string", default: "bench/results/lighthouse.json" },
      chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      reports: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  exitOnHelp(values.help, HELP);
  const num = numericFlags(HELP, { integer: true });
  const pages = values.pages
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    runs: num("runs", values.runs, 1),
    pages: pages?.length ? pages : null,
    skipBuild: values["skip-build"],
    port: num("port", values.port, 1024),
    seed: num("seed", values.seed, 0),
    out: values.out,
    chromiumPath: values.chromium,
    reports: values.reports ?? null,
  };
}
