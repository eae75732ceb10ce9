// Basketball lists in a real Chromium against the production build and the sim: /basketball shows
// today's day grouped by status; points pushed by the sim change the right row's 全场; the 竞篮
// tab of 筛选 narrows the list to basketball-lottery matches; 赛程 picks a day; the 篮球 tab of
// /matchEvents shows the same board.
import { expect, test } from "@playwright/test";

const dayOffset = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** The first two numbers of a 全场 text ("65 - 62"), or null for VS. */
const totals = (text: string) => {
  const numbers = text.match(/\d+/g);
  return numbers && numbers.length >= 2 ? [Number(numbers[0]), Number(numbers[1])] : null;
};

test("/basketball shows today's basketball grouped by status, and a pushed score changes its row", async ({ page, request }) => {
  await page.goto("/basketball");
  await expect(page).toHaveTitle("篮球直播 - 看球");
  const list = page.getByTestId("basketball-list");
  await expect(list).toBeVisible();
  await expect(page.getByRole("grid", { name: "今日篮球比赛" })).toBeVisible();
  // The summary names the sections; in play comes first.
  await expect(page.getByTestId("summary-total").first()).toHaveAttribute("data-count", /^[1-9]\d*$/);
  const heading = list.getByRole("rowheader").first();
  await expect(heading).toContainText("比赛进行中");
  const row = list.locator('[data-match-id][data-status="going"]').first();
  await expect(row).toBeVisible();

  const matchId = Number(await row.getAttribute("data-match-id"));
  const score = () => list.locator(`[data-match-id="${matchId}"]`).getByTestId("score");
  const before = totals(await score().innerText());
  expect(before).not.toBeNull();
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ basketballList: 1 });
  const pushed = await request.post("/api/sim/control/goal", { data: { matchId, side: "away", points: 3 } });
  expect(pushed.ok()).toBe(true);
  // The sim's own engine may score meanwhile: the away total rises by at least the 3 pushed.
  await expect.poll(async () => totals(await score().innerText())?.[1] ?? 0).toBeGreaterThanOrEqual(before![1]! + 3);
});

test("the 竞篮 tab of 筛选 leaves only basketball-lottery matches", async ({ page }) => {
  await page.goto("/basketball");
  const list = page.getByTestId("basketball-list");
  await expect(list.locator("[data-match-id]").first()).toBeVisible();
  const total = Number(await page.getByTestId("summary-total").first().getAttribute("data-count"));

  await page.getByRole("button", { name: /^筛选/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "竞篮" }).click();
  await expect(dialog.locator("label[data-competition-id]").first()).toBeVisible();
  await dialog.getByRole("button", { name: /^完成\(\d+\)$/ }).click();
  await expect(dialog).toBeHidden();

  const narrowed = Number(await page.getByTestId("summary-total").first().getAttribute("data-count"));
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);
  const rows = list.locator("[data-match-id]");
  await expect(rows.first()).toBeVisible();
  const lotteries = await rows.evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="lottery"]')?.textContent ?? ""));
  for (const label of lotteries) expect(label).toMatch(/^周[一二三四五六日]\d{3}/);
});

test("赛程 picks a day and shows its basketball", async ({ page }) => {
  await page.goto("/basketball");
  await page.getByRole("tab", { name: "赛程" }).click();
  const date = dayOffset(2);
  const asked = page.waitForRequest(
    (req) => req.url().endsWith("/v1/basketball/futureMatch_b") && JSON.parse(req.postData() ?? "{}").matchDate === date,
  );
  await page.getByRole("group", { name: "赛程日期" }).locator(`[data-date="${date}"]`).click();
  await asked;
  const list = page.getByRole("grid", { name: `${date} 篮球赛程` });
  await expect(list).toBeVisible();
  await expect(list.locator('[data-match-id][data-status="no_start"]').first()).toBeVisible();
});

test("the 篮球 tab of /matchEvents shows the basketball board", async ({ page }) => {
  await page.goto("/matchEvents");
  await expect(page.getByTestId("football-list")).toBeVisible();
  await page.getByRole("tab", { name: "篮球", exact: true }).click();
  await expect(page.getByRole("grid", { name: "今日篮球比赛" })).toBeVisible();
  await expect(page.getByTestId("basketball-list").locator("[data-match-id]").first()).toBeVisible();
  await expect(page.getByTestId("football-list")).toBeHidden();
});
