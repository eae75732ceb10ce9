// Finding a match's row in a virtual list from an e2e test.
import { expect, type Page } from "@playwright/test";

/**
 * Virtual rows are only in the DOM near the viewport: scroll down nine tenths of a viewport at a
 * time, two frames after each step, until the match's row shows, then centre it. The scan runs inside
 * the page, so finding and centring happen in one go: a live day regroups meanwhile (a match
 * changing sections moves the rows below it), and a row found by one call and sought by the next
 * may have slipped out of the rendered window in between. Each attempt scans the whole list again
 * (a match that ends mid-test moves to the far end of the list: about 10 s for 3,000 rows).
 */
export async function scrollToRow(page: Page, matchId: number) {
  const row = page.locator(`[data-match-id="${matchId}"]`);
  await expect(async () => {
    const seen = await page.evaluate(async (id) => {
      const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const find = () => document.querySelector(`[data-match-id="${id}"]`);
      for (let y = 0; !find() && y <= document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.9)) {
        window.scrollTo(0, y);
        await twoFrames();
      }
      find()?.scrollIntoView({ block: "center" });
      await twoFrames();
      return find() !== null;
    }, matchId);
    expect(seen, `match ${matchId} has a row somewhere in the list`).toBe(true);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  return row;
}
