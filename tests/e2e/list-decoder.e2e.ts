// The day list is decoded and mapped in a worker (entities/match "off-thread-decoder"), and the
// page loses nothing when that worker cannot load: it decodes on the main thread instead.
import { expect, test, type Page } from "@playwright/test";

const WORKER_SCRIPT = /\/assets\/match-list\.worker-[^/]+\.js$/;
const FALLBACK_WARNING = "decoding lists on the main thread";

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

/** The list's total, once its first row is on screen. */
async function listedTotal(page: Page): Promise<number> {
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  return Number(await page.getByTestId("summary-total").getAttribute("data-count"));
}

test("today's list arrives through the list decoder's worker", async ({ page }) => {
  const warnings = collectWarnings(page);
  const workerUrls: string[] = [];
  page.on("worker", (worker) => workerUrls.push(worker.url()));
  await page.goto("/matchEvents");
  expect(await listedTotal(page)).toBeGreaterThan(1000);
  expect(workerUrls.some((url) => WORKER_SCRIPT.test(new URL(url).pathname))).toBe(true);
  expect(warnings.filter((text) => text.includes(FALLBACK_WARNING))).toEqual([]);
});

test("when the worker's script cannot load, the list still shows, decoded on the main thread", async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.route(WORKER_SCRIPT, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/matchEvents");
  expect(await listedTotal(page)).toBeGreaterThan(1000);
  expect(warnings.some((text) => text.includes(FALLBACK_WARNING))).toBe(true);
  await expect(page.getByText("比赛列表加载失败")).toHaveCount(0);
});
