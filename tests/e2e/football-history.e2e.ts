// The 赛果 tab of /matchEvents in a real Chromium against the build and the sim: picking a day
// (from the date bar, then from the calendar) loads that day's results and shows its finished
// matches.
import { expect, test, type Page } from "@playwright/test";

const dayOffset = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Waits for the history call of that day and returns how many matches the grid then lists. */
async function expectDayShown(page: Page, date: string, pick: () => Promise<void>) {
  const request = page.waitForRequest(
    (req) => req.url().endsWith("/v1/football/historyMatch_b") && JSON.parse(req.postData() ?? "{}").matchDate === date,
  );
  await pick();
  await request;
  const list = page.getByRole("grid", { name: `${date} 赛果` });
  await expect(list).toBeVisible();
  await expect(list.locator("[data-match-id]").first()).toBeVisible();
  // Rows are virtual: scroll (less than a viewport at a time) until the finished section shows.
  const finished = list.locator('[data-match-id][data-status="finish"]');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Each step waits two frames: the virtual rows of a scroll position render after the scroll
  // event, and counting before they have would skip past the section's first rows and heading.
  const scrollToAndSettle = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise((resolve) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      top,
    );
  // A finished row first seen in the overscan below the view can leave it again a frame later:
  // rows taller than estimated (a 比赛取消 note under the row) are measured once laid out and
  // push the rows after them down. So a step counts only when the rows are still there after two
  // more frames.
  const finishedStays = async () => {
    if ((await finished.count()) === 0) return false;
    await scrollToAndSettle(await page.evaluate(() => window.scrollY));
    return (await finished.count()) > 0;
  };
  for (let y = 0; !(await finishedStays()) && y <= height; y += 700) await scrollToAndSettle(y);
  await expect(finished.first()).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /已结束/ })).toBeAttached();
  // A finished row reads 完 with a full-time score.
  const row = finished.first();
  await expect(row.getByTestId("status")).toHaveText("完");
  await expect(row.getByTestId("score")).toHaveText(/^\d+ - \d+$/);
  // Nothing on a past day is still to be played.
  await expect(list.locator('[data-match-id][data-status="no_start"], [data-match-id][data-status="going"]')).toHaveCount(0);
  const count = Number(await page.getByTestId("summary-finish").getAttribute("data-count"));
  await page.evaluate(() => window.scrollTo(0, 0));
  return count;
}

test("the 赛果 tab shows the picked day's finished matches", async ({ page }) => {
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();

  await page.getByRole("tab", { name: "赛果" }).click();
  await expect(page.getByRole("tab", { name: "赛果" })).toHaveAttribute("aria-selected", "true");
  const yesterday = dayOffset(-1);
  await expect(page.getByRole("grid", { name: `${yesterday} 赛果` })).toBeVisible();

  const threeDaysAgo = dayOffset(-3);
  const fromBar = await expectDayShown(page, threeDaysAgo, () => page.locator(`[data-date="${threeDaysAgo}"]`).click());
  expect(fromBar).toBeGreaterThan(1000);
  await expect(page.locator(`[data-date="${threeDaysAgo}"]`)).toHaveAttribute("aria-pressed", "true");

  const tenDaysAgo = dayOffset(-10);
  await expectDayShown(page, tenDaysAgo, () => page.getByLabel("选择日期").fill(tenDaysAgo));

  // The choice survives a reload within the session.
  await page.reload();
  await expect(page.getByRole("grid", { name: `${tenDaysAgo} 赛果` })).toBeVisible();
});
