// One Lighthouse navigation of one page: a fresh Chromium (chrome-launcher, its own profile), the
// viewer's session put into localStorage first when the page needs a user, then Lighthouse's
// default config (mobile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) with the
// performance, accessibility and best-practices categories. Returns the figures and failures.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_UI_OFF } from "../list-bench/chromium-args";
import type { StoredSession } from "./sim-api";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
/**
 * The flags the brief fixes for Debian's Chromium as root (chrome-launcher adds its quiet-profile
 * defaults), and Chromium's own omnibox pop-up off (list-bench/chromium-args.ts).
 */
const CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", CHROMIUM_UI_OFF];

export interface FailingAudit {
  id: string;
  title: string;
  /** Elements or resources the audit names (selector or URL), the first few. */
  items: string[];
  itemCount: number;
}

export interface Opportunity {
  id: string;
  title: string;
  displayValue: string;
  /** Lighthouse's estimated saving, ms (opportunities) or the metric savings summed. */
  savingsMs: number;
  savingsBytes: number;
}

export interface AuditResult {
  /** 0–100, or null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's own CPU benchmark of this machine (a mid-tier phone reads ~ 1000; below ~ 1000 Lighthouse warns that 4× overstates). */
  benchmarkIndex: number | null;
  finalUrl: string;
  runWarnings: string[];
  /** The LCP element (selector and snippet), to know what the LCP figure waits for. */
  lcpElement: string | null;
  /** The elements whose shifts add up to CLS, biggest first, with each one's share. */
  layoutShifts: string[];
  accessibilityFailures: FailingAudit[];
  bestPracticeFailures: FailingAudit[];
  opportunities: Opportunity[];
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** An item of an audit's details as one line: the element's selector, or the resource's URL, or the first text field. */
function itemLabel(item: Record<string, unknown>): string {
  const node = (item.node ?? item) as { selector?: string; snippet?: string; type?: string; explanation?: string };
  if (node.type === "node" && (node.selector || node.snippet)) {
    // axe's explanation says why (e.g. the contrast ratio and both colours): its second line.
    const why = node.explanation?.split("\n").map((line) => line.trim()).filter(Boolean)[1];
    return `${node.selector ?? ""} ${node.snippet?.slice(0, 160) ?? ""}${why ? ` — ${why}` : ""}`.trim().slice(0, 400);
  }
  for (const key of ["url", "source", "description", "label"]) {
    const value = item[key];
    if (typeof value === "string" && value) return value.slice(0, 240);
    if (value && typeof value === "object" && "url" in value) return String((value as { url: unknown }).url).slice(0, 240);
  }
  return JSON.stringify(item).slice(0, 240);
}

/** The first element an audit's details name (list details nest tables). */
function firstNode(details: unknown): string | null {
  if (!details || typeof details !== "object") return null;
  const { items } = details as { items?: unknown[] };
  for (const item of items ?? []) {
    const record = item as Record<string, unknown>;
    if (record.node && typeof record.node === "object") return itemLabel(record);
    const nested = firstNode(item);
    if (nested) return nested;
  }
  return null;
}

function layoutShifts(lhr: Result): string[] {
  const items = (lhr.audits["layout-shifts"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => `${typeof item.score === "number" ? item.score.toFixed(3) : "?"} ${item.node ? itemLabel(item) : "(no element)"}`);
}

const SCORED = new Set(["binary", "numeric", "metricSavings"]);

function failures(lhr: Result, category: "accessibility" | "best-practices"): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      const items = details?.items ?? [];
      return { id: audit.id, title: audit.title, items: items.slice(0, 8).map(itemLabel), itemCount: items.length };
    });
}

function opportunities(lhr: Result): Opportunity[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
    .map((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const metricSavings = Object.values(audit.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? "",
        savingsMs: Math.round(details?.overallSavingsMs ?? metricSavings),
        savingsBytes: Math.round(details?.overallSavingsBytes ?? 0),
      };
    })
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
}

/** Opens the origin once and leaves the session in localStorage (Lighthouse resets caches, not localStorage). */
async function storeSession(port: number, origin: string, session: StoredSession | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A light same-origin URL: the sim's JSON, not the app, so nothing of the app is cached or run.
    await page.goto(`${origin}/api/sim/control/sockets`);
    await page.evaluate((stored) => {
      localStorage.clear();
      if (!stored) return;
      localStorage.setItem("accessToken", stored.accessToken);
      localStorage.setItem("refreshToken", stored.refreshToken);
      localStorage.setItem("userInfo", JSON.stringify(stored.userInfo));
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** With `reportFile`, the whole report (the LHR) is written there too. */
export async function auditPage(chromiumPath: string, origin: string, path: string, session: StoredSession | null, reportFile: string | null = null): Promise<AuditResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    if (session) await storeSession(chrome.port, origin, session);
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const lhr = result.lhr;
    if (reportFile) {
      mkdirSync(dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      runWarnings: lhr.runWarnings.map(String),
      lcpElement: firstNode(lhr.audits["largest-contentful-paint-element"]?.details),
      layoutShifts: layoutShifts(lhr),
      accessibilityFailures: failures(lhr, "accessibility"),
      bestPracticeFailures: failures(lhr, "best-practices"),
      opportunities: opportunities(lhr),
    };
  } finally {
    chrome.kill();
  }
}
