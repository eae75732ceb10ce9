// The comparison table (console and Markdown) from the measured results: one row per metric,
// one column per workload and target (football's app, before, baseline and AG Grid, then
// basketball's app and before), ratios within a workload. Ratios are always other ÷ app:
// baseline ÷ app, ag-grid ÷ app and, with --before-dir, before ÷ app; above 1 means the other's
// number is bigger (for every metric here except messages received, bigger is worse). Basketball
// has no baseline and no AG Grid page, so no such ratios.
import type { TargetName, Workload } from "./options";
import type { PaintResult, StreamResult } from "./phases";

export interface TargetResults {
  paint: PaintResult[];
  stream: StreamResult | null;
  /** Why this target's workload could not be measured (e.g. the page has no rows yet). */
  error?: string;
}

export type WorkloadResults = Partial<Record<TargetName, TargetResults>>;
export type Results = Partial<Record<Workload, WorkloadResults>>;

interface Metric {
  name: string;
  value: (r: TargetResults) => number | null | undefined;
  unit?: string;
  target: string;
  /** Ratios of percentages that can be negative or near zero say nothing: leave them out. */
  noRatio?: boolean;
}

const WORKLOADS: readonly Workload[] = ["football", "basketball"];
const TARGET_ORDER: readonly TargetName[] = ["before", "app", "baseline", "ag-grid"];

const everyTarget = (results: Results): TargetResults[] =>
  WORKLOADS.flatMap((w) => Object.values(results[w] ?? {})).filter((r): r is TargetResults => !!r);

// Targets: the issue's "1 row per message"; the others are the usual budgets (a 60 Hz frame,
// Chrome's long-task threshold, a stable heap) and marked as such.
function metrics(results: Results): Metric[] {
  const all = everyTarget(results);
  const paintSizes = [...new Set(all.flatMap((r) => r.paint.map((p) => p.perDay)))].sort((a, b) => a - b);
  const stream = all.find((r) => r.stream)?.stream;
  const paintAt = (r: TargetResults, size: number) => r.paint.find((p) => p.perDay === size);
  return [
    ...paintSizes.flatMap<Metric>((size) => [
      {
        name: `first rows painted, ${size.toLocaleString("en-US")} matches/day, median`,
        value: (r) => paintAt(r, size)?.medianMs,
        unit: "ms",
        target: "lower (no number set)",
      },
      {
        name: `…rows listed at ${size.toLocaleString("en-US")} matches/day (today + tomorrow's early ones)`,
        value: (r) => paintAt(r, size)?.listedRows,
        target: "—",
        noRatio: true,
      },
    ]),
    {
      name: "JS downloaded before the first row, gzip (level 9)",
      value: (r) => kib(r.paint[0]?.scripts?.totalGzipBytes),
      unit: "KiB",
      target: "≤ 200 KB (issue 8)",
    },
    {
      name: "JS downloaded before the first row, as served (minified)",
      value: (r) => kib(r.paint[0]?.scripts?.totalBytes),
      unit: "KiB",
      target: "lower",
    },
    {
      name: "script files downloaded before the first row",
      value: (r) => r.paint[0]?.scripts?.files.length,
      target: "—",
      noRatio: true,
    },
    { name: "matches/day under load", value: (r) => r.stream?.perDay, target: "—", noRatio: true },
    { name: "load asked of the sim, score frames/s (the engine adds its own)", value: (r) => r.stream?.messagesPerSecondAsked, target: "—", noRatio: true },
    { name: "rows in the DOM at rest (load phase)", value: (r) => r.stream?.domRowsAtRest, target: "≈ rows in view + overscan" },
    { name: "socket messages received per s", value: (r) => r.stream?.socketMessagesPerSecond, target: "≥ load asked" },
    { name: "long tasks > 50 ms in the load window, count", value: (r) => r.stream?.longTasks.count, target: "0 (budget)" },
    { name: "longest task in the load window", value: (r) => r.stream?.longTasks.maxMs, unit: "ms", target: "< 50 (budget)" },
    { name: "main thread busy in the load window (CDP TaskDuration)", value: (r) => r.stream?.busyPct.task, unit: "%", target: "lower" },
    {
      name: "main-thread ms per 1,000 messages (busy ms ÷ socket messages in the load window × 1000)",
      value: (r) => r.stream?.mainThreadMsPer1000Messages,
      unit: "ms",
      target: "lower (issue: app ≤ 0.5× AG Grid)",
    },
    { name: "p95 frame interval while auto-scrolling", value: (r) => r.stream?.scroll.p95, unit: "ms", target: "≤ 16.7 (60 Hz budget; issue: app ≤ AG Grid)" },
    { name: "scroll speed achieved", value: (r) => r.stream?.scroll.pxPerSecond, unit: "px/s", target: `${stream?.scroll.pxPerSecondAsked ?? "?"} (asked: px per frame × 60)` },
    { name: "p95 frame arrival → new score text in the DOM", value: (r) => r.stream?.still.latencyDomMs.p95, unit: "ms", target: "≤ 16.7 (one frame, budget)" },
    { name: "p95 frame arrival → next frame after the change (painted)", value: (r) => r.stream?.still.latencyPaintMs.p95, unit: "ms", target: "≤ 33 (two frames, budget)" },
    { name: "p95 goal pushed at the sim → new score text in the DOM (incl. socket backlog)", value: (r) => r.stream?.still.goalToDomMs.p95, unit: "ms", target: "≤ 100 (budget)" },
    { name: "score changes timed (rows in the DOM only)", value: (r) => r.stream?.still.latencyDomMs.n, target: "—" },
    { name: "rows changed in the DOM per message (messages to rows in the DOM)", value: (r) => r.stream?.still.rowsChangedPerMessage, target: "≤ 1 (issue: 1)" },
    { name: "…of which rows with no message of their own", value: (r) => r.stream?.still.collateralRowsPerMessage, target: "0" },
    { name: "JS heap after 1 min of stream (after gc)", value: (r) => r.stream?.heap.firstMb, unit: "MB", target: "lower" },
    { name: "JS heap at the end of the soak (after gc)", value: (r) => r.stream?.heap.lastMb, unit: "MB", target: "lower" },
    { name: "heap growth, 1 min → end of soak", value: (r) => r.stream?.heap.growthPct, unit: "%", target: "≈ 0 (no leak)", noRatio: true },
  ];
}

const kib = (bytes: number | undefined) => (bytes === undefined ? undefined : Math.round((bytes / 1024) * 10) / 10);

const fmt = (value: number | null | undefined, unit?: string) =>
  value === null || value === undefined ? "n/a" : `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ""}`;

export type TableRow = Record<string, string>;

const ratioOf = (m: Metric, other: number | null | undefined, app: number | null | undefined) =>
  !m.noRatio && typeof app === "number" && typeof other === "number" && app !== 0 ? `${(other / app).toFixed(2)}×` : "—";

/** A column of the table: its header and its cell for a metric. */
interface Column {
  header: string;
  cell: (m: Metric) => string;
}

function columns(results: Results): Column[] {
  const out: Column[] = [];
  for (const workload of WORKLOADS) {
    const targets = results[workload];
    if (!targets) continue;
    const { app, before, baseline, "ag-grid": agGrid } = targets;
    const value = (name: TargetName, measured: TargetResults): Column => ({ header: `${workload} ${name}`, cell: (m) => fmt(m.value(measured), m.unit) });
    const ratio = (name: TargetName, other: TargetResults, to: TargetResults): Column => ({
      header: `${workload} ${name}/app`,
      cell: (m) => ratioOf(m, m.value(other), m.value(to)),
    });
    // before | app | before/app | baseline | baseline/app | ag-grid | ag-grid/app, as far as measured.
    if (before) out.push(value("before", before));
    if (app) out.push(value("app", app));
    if (before && app) out.push(ratio("before", before, app));
    if (baseline) out.push(value("baseline", baseline));
    if (baseline && app) out.push(ratio("baseline", baseline, app));
    if (agGrid) out.push(value("ag-grid", agGrid));
    if (agGrid && app) out.push(ratio("ag-grid", agGrid, app));
  }
  return out;
}

/** One row per metric: a column per workload and target, ratios beside, the target last. */
export function tableRows(results: Results): TableRow[] {
  const cols = columns(results);
  return metrics(results).map((m) => ({
    metric: m.name,
    ...Object.fromEntries(cols.map((c) => [c.header, c.cell(m)])),
    target: m.target,
  }));
}

const keysOf = (rows: TableRow[]) => Object.keys(rows[0] ?? { metric: "", target: "" });

export function consoleTable(rows: TableRow[]): string {
  const keys = keysOf(rows);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => (r[k] ?? "").length)));
  const line = (r: TableRow) => keys.map((k, i) => (r[k] ?? "").padEnd(widths[i]!)).join(" | ");
  const header = Object.fromEntries(keys.map((k) => [k, k]));
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.map(line)].join("\n");
}

export function markdownTable(rows: TableRow[]): string {
  const keys = keysOf(rows);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(keys), line(keys.map(() => "---")), ...rows.map((r) => line(keys.map((k) => r[k] ?? "")))].join("\n");
}

/** Targets whose workload could not be measured, as "basketball app: reason" lines. */
export function failures(results: Results): string[] {
  return WORKLOADS.flatMap((w) =>
    TARGET_ORDER.flatMap((t) => {
      const error = results[w]?.[t]?.error;
      return error ? [`${w} ${t}: ${error}`] : [];
    }),
  );
}
