// The Lighthouse table (console and Markdown): one row per page with the median run's scores and
// metrics, then per page the failing accessibility and best-practices audits and the top
// performance opportunities.
import type { AuditResult, FailingAudit } from "./audit";
import type { PagePlan } from "./pages";

export interface PageResult {
  page: PagePlan;
  /** Every run's performance score, in run order. */
  performanceRuns: (number | null)[];
  /** The median run by performance score (ties: lower TBT), or null when every run failed. */
  median: AuditResult | null;
  /** Accessibility or best-practices audits that failed in some runs only (not in the median run): id → runs failing. */
  sometimesFailing: Record<string, number>;
  /** Every run's metrics and layout shifts, in run order (JSON only: a run far from the median says why here). */
  runs: Pick<AuditResult, "performance" | "fcpMs" | "lcpMs" | "tbtMs" | "cls" | "layoutShifts">[];
  /** Every run's failing accessibility and best-practices audits, in run order (JSON only). */
  failuresByRun: FailingAudit[][];
  errors: string[];
}

/** Audits failing in some runs but not in the median one (a state the page passes through, e.g. a toast). */
export function sometimesFailing(runs: AuditResult[], median: AuditResult | null): Record<string, number> {
  const ids = (run: AuditResult) => [...run.accessibilityFailures, ...run.bestPracticeFailures].map((f) => f.id);
  const inMedian = new Set(median ? ids(median) : []);
  const counts: Record<string, number> = {};
  for (const run of runs) for (const id of ids(run)) if (!inMedian.has(id)) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

/** The run whose performance score is the median (the lower middle for an even count). */
export function medianRun(runs: AuditResult[]): AuditResult | null {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1) || (b.tbtMs ?? 0) - (a.tbtMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value).toLocaleString("en-US")}`);
const sec = (value: number | null) => (value === null ? "–" : (value / 1000).toFixed(1));
const num = (value: number | null) => (value === null ? "–" : String(value));

const HEADER = ["page", "viewer", "perf", "FCP s", "LCP s", "TBT ms", "CLS", "a11y", "best pr.", "a11y / BP failing"];

function row(result: PageResult): string[] {
  const m = result.median;
  if (!m) return [result.page.name, result.page.viewer, "error", "", "", "", "", "", "", result.errors[0] ?? ""];
  const sometimes = Object.entries(result.sometimesFailing).map(([id, count]) => `${id} (${count}/${result.performanceRuns.length} runs)`);
  const failing = [...[...m.accessibilityFailures, ...m.bestPracticeFailures].map((f) => f.id), ...sometimes].join(", ");
  return [
    result.page.name,
    result.page.viewer,
    num(m.performance) + (result.performanceRuns.length > 1 ? ` (${result.performanceRuns.map(num).join("/")})` : ""),
    sec(m.fcpMs),
    sec(m.lcpMs),
    ms(m.tbtMs),
    m.cls === null ? "–" : m.cls.toFixed(3),
    num(m.accessibility),
    num(m.bestPractices),
    failing || "none",
  ];
}

export function consoleTable(results: PageResult[]): string {
  const rows = [HEADER, ...results.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ")).join("\n");
}

const escape = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function markdown(results: PageResult[], context: string): string {
  const lines = [`# Lighthouse, mobile preset`, "", context, "", `| ${HEADER.join(" | ")} |`, `| ${HEADER.map(() => "---").join(" | ")} |`];
  for (const result of results) lines.push(`| ${row(result).map(escape).join(" | ")} |`);
  for (const result of results) {
    const m = result.median;
    lines.push("", `## ${result.page.name} (\`${result.page.path}\`, ${result.page.viewer})`, "");
    if (!m) {
      lines.push(`Not measured: ${result.errors.join("; ")}`);
      continue;
    }
    if (m.finalUrl && !m.finalUrl.endsWith(result.page.path)) lines.push(`Ended on ${m.finalUrl}.`, "");
    for (const [label, list] of [
      ["Accessibility failing", m.accessibilityFailures],
      ["Best practices failing", m.bestPracticeFailures],
    ] as const) {
      lines.push(`${label}: ${list.length ? "" : "none"}`);
      for (const f of list) {
        lines.push(`- \`${f.id}\` ${escape(f.title)} (${f.itemCount} item${f.itemCount === 1 ? "" : "s"})`);
        for (const item of f.items) lines.push(`  - \`${escape(item).replace(/`/g, "'")}\``);
      }
    }
    for (const [id, count] of Object.entries(result.sometimesFailing)) lines.push(`- \`${id}\` failed in ${count} of ${result.performanceRuns.length} runs, not in the median one (the JSON has every run's failures)`);
    lines.push("", `LCP element: ${m.lcpElement ? `\`${escape(m.lcpElement).replace(/`/g, "'")}\`` : "–"}`);
    if (m.layoutShifts.length) lines.push(`Layout shifts (score, element): ${m.layoutShifts.map((l) => `\`${escape(l).replace(/`/g, "'")}\``).join("; ")}`);
    lines.push("", "Top performance opportunities:");
    for (const o of m.opportunities.slice(0, 6)) {
      const bytes = o.savingsBytes ? `, ${Math.round(o.savingsBytes / 1024)} KiB` : "";
      lines.push(`- \`${o.id}\` ${escape(o.title)}: ${escape(o.displayValue) || "–"} (est. ${o.savingsMs} ms${bytes})`);
    }
    if (m.runWarnings.length) lines.push("", `Lighthouse warnings: ${m.runWarnings.map(escape).join(" / ")}`);
  }
  return lines.join("\n") + "\n";
}
