// Finding a match's row in a virtual list from an e2e test.
import { expect, type Page } from "@playwright/test";

/**
 * Virtual rows are only in the DOM near the viewport: scroll (less than a viewport at a time,
 * reading two frames after each scroll) until the match's row shows. A live match may move to
 * another section meanwhile, so the scan runs twice.
 */
export async function scrollToRow(page: Page, matchId: number) {
  const row = page.locator(`[data-match-id="${matchId}"]`);
  const scrollTo = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise((resolve) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      top,
    );
  // Found rows can still slip out of the rendered window (rows above it regroup while the live
  // day plays on), so the row is scrolled into view and the scan runs again until it stays.
  await expect(async () => {
    for (let pass = 0; pass < 2 && (await row.count()) === 0; pass += 1) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height && (await row.count()) === 0; y += 600) await scrollTo(y);
    }
    await row.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}
