// The comparison table (console and Markdown) from the measured results. Ratios are always
// other ÷ app: baseline ÷ app and, with --before-dir, before ÷ app; above 1 means the other's
// number is bigger (for every metric here except messages received, bigger is worse).
import type { TargetName } from "./options";
import type { PaintResult, StreamResult } from "./phases";

export interface TargetResults {
  paint: PaintResult[];
  stream: StreamResult | null;
}

export type Results = Partial<Record<TargetName, TargetResults>>;

interface Metric {
  name: string;
  value: (r: TargetResults) => number | null | undefined;
  unit?: string;
  target: string;
  /** Ratios of percentages that can be negative or near zero say nothing: leave them out. */
  noRatio?: boolean;
}

// Targets: the issue's "1 row per message"; the others are the usual budgets (a 60 Hz frame,
// Chrome's long-task threshold, a stable heap) and marked as such.
function metrics(results: Results): Metric[] {
  const paintSizes = [...new Set(Object.values(results).flatMap((r) => r?.paint.map((p) => p.footballPerDay) ?? []))];
  const stream = Object.values(results).find((r) => r?.stream)?.stream;
  const rate = stream?.messagesPerSecondAsked ?? 0;
  const listed = (size: number) => {
    const rows = Object.values(results).map((r) => r?.paint.find((p) => p.footballPerDay === size)?.listedRows).find((n) => n != null);
    return rows ? ` (${rows.toLocaleString("en-US")} rows listed)` : "";
  };
  return [
    ...paintSizes.map<Metric>((size) => ({
      name: `first rows painted, ${size.toLocaleString("en-US")} matches/day${listed(size)}, median`,
      value: (r) => r.paint.find((p) => p.footballPerDay === size)?.medianMs,
      unit: "ms",
      target: "lower (no number set)",
    })),
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
    { name: "rows in the DOM at rest (load phase)", value: (r) => r.stream?.domRowsAtRest, target: "≈ rows in view + overscan" },
    { name: `socket messages received per s (sim asked ${rate}/s score + engine)`, value: (r) => r.stream?.socketMessagesPerSecond, target: `≥ ${rate}` },
    { name: "long tasks > 50 ms in the load window, count", value: (r) => r.stream?.longTasks.count, target: "0 (budget)" },
    { name: "longest task in the load window", value: (r) => r.stream?.longTasks.maxMs, unit: "ms", target: "< 50 (budget)" },
    { name: "main thread busy in the load window (CDP TaskDuration)", value: (r) => r.stream?.busyPct.task, unit: "%", target: "lower" },
    { name: "p95 frame interval while auto-scrolling", value: (r) => r.stream?.scroll.p95, unit: "ms", target: "≤ 16.7 (60 Hz budget)" },
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

/** One row per metric; the before columns only when a before target was measured. */
export function tableRows(results: Results): TableRow[] {
  return metrics(results).map((m) => {
    const app = results.app ? m.value(results.app) : undefined;
    const before = results.before ? m.value(results.before) : undefined;
    const baseline = results.baseline ? m.value(results.baseline) : undefined;
    return {
      metric: m.name,
      ...(results.before ? { before: fmt(before, m.unit) } : {}),
      app: fmt(app, m.unit),
      ...(results.before ? { "ratio before/app": ratioOf(m, before, app) } : {}),
      baseline: fmt(baseline, m.unit),
      "ratio baseline/app": ratioOf(m, baseline, app),
      target: m.target,
    };
  });
}

const keysOf = (rows: TableRow[]) => Object.keys(rows[0] ?? { metric: "", app: "", baseline: "", "ratio baseline/app": "", target: "" });

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
