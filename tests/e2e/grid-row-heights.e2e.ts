// The list's rows in a real Chromium against the production build and the sim: a match with a
// note (改期, 德比战…) has a taller row, measured after layout, and the rows under it start where it
// ends; nothing overlaps, after scrolling down the day to the notes.
import { expect, test, type Page } from "@playwright/test";

/** The vertical gap between each rendered row slot and the next, top to bottom (0: they touch). */
const gapsBetweenRows = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>("[data-index]")].map((slot) => slot.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    return boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
  });

test("rows with a note are taller, and the rows under them start where they end", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  const notes = page.getByTestId("note");
  // About 3 % of matches carry a note: page down the day until one is rendered, then stay there.
  for (let step = 0; step < 120 && (await notes.count()) === 0; step++) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollBy(0, 600);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
  }
  const notedRow = page.locator("[data-index]").filter({ has: page.getByTestId("note") }).first();
  expect((await notedRow.boundingBox())!.height).toBeGreaterThan(60);
  await expect.poll(async () => (await gapsBetweenRows(page)).filter((gap) => gap !== 0)).toEqual([]);
});
