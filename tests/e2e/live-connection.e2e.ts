// The live connection in a real Chromium against the production build and the sim: the sim goes
// down mid-stream (sockets dropped, calls refused) while /matchEvents stays open; the page says
// so politely and keeps its rows; a goal scored meanwhile is missed by the socket; with the sim
// back, 立即重连 reconnects at once and the list is fetched again, so the missed goal shows without
// a pop-up and every row equals a freshly opened page (the QA panel's state hash).
import { expect, test, type Page } from "@playwright/test";
import { inPlayRowFarFromEnd } from "./in-play-row";
import { scrollToRow } from "./scroll-to-row";

/** The rows in view, top to bottom, as their text (competition, time, status, teams, scores, …). */
const rowsInView = (page: Page) =>
  page.locator("[data-match-id]").evaluateAll((rows) => rows.slice(0, 12).map((row) => `${row.getAttribute("data-match-id")} ${row.textContent}`));
const sectionCounts = (page: Page) =>
  page.getByTestId("section-summary").first().innerText();

test.afterEach(async ({ request }) => {
  await request.post("/api/sim/control/outage", { data: { down: false } });
});

test("a sim outage shows, the rows stay, and after 立即重连 every row equals a fresh page", async ({ page, context, request }) => {
  await page.goto("/matchEvents");
  // A match far from its end, so it is still in play (and near the top) when the list is fetched again.
  const { matchId } = await inPlayRowFarFromEnd(page);
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  const notice = page.getByTestId("connection-notice");
  await expect(notice).toHaveText("");
  const rowsBefore = await page.locator("[data-match-id]").count();

  expect((await request.post("/api/sim/control/outage", { data: { down: true } })).ok()).toBe(true);
  await expect(notice).toContainText("实时比分连接已断开，正在重新连接");
  await expect(notice.getByTestId("not-live-since")).toHaveText(/^比分自 \d\d:\d\d:\d\d 起未更新$/);
  await expect(notice).toContainText(/\d+ 秒后重试/);
  await expect(page.locator("[data-match-id]")).toHaveCount(rowsBefore); // the rows keep their last values

  // A goal the socket cannot deliver.
  const score = () => page.locator(`[data-match-id="${matchId}"]`).getByTestId("score");
  const before = await score().innerText();
  const goal = await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } });
  expect(goal.ok()).toBe(true);
  const { homeScore, awayScore } = (await goal.json()) as { homeScore: number[]; awayScore: number[] };
  const missed = `${homeScore[0]} - ${awayScore[0]}`;
  expect(missed).not.toBe(before);
  await page.waitForTimeout(500);
  await expect(score()).toHaveText(before);

  expect((await request.post("/api/sim/control/outage", { data: { down: false } })).ok()).toBe(true);
  const refetched = page.waitForResponse((res) => res.url().endsWith("/v1/football/realtimeMatch_b") && res.ok());
  await notice.getByRole("button", { name: "立即重连" }).click();
  await expect(notice).toHaveText("");
  await refetched;
  // Fetched again and merged: the missed goal shows, without a goal pop-up for it (the row is
  // sought: rows above it may have changed sections with the list fetched again).
  await expect((await scrollToRow(page, matchId)).getByTestId("score")).toHaveText(missed);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(`[data-testid="goal-popup"][data-goal-match-id="${matchId}"]`)).toHaveCount(0);

  // Every row as a page opened now shows it (both follow the same live pushes from here on): the
  // rows in view, the section counts, and the QA panel's state hash over every row of today's
  // lists (opened with its key chord here, with ?qa=1 on the fresh page).
  const fresh = await context.newPage();
  await fresh.goto("/matchEvents?qa=1");
  await expect(fresh.locator("[data-match-id]").first()).toBeVisible();
  await expect.poll(async () => (await sectionCounts(page)) === (await sectionCounts(fresh)), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => JSON.stringify(await rowsInView(page)) === JSON.stringify(await rowsInView(fresh)), { timeout: 15_000 }).toBe(true);
  await page.keyboard.press("Control+Alt+KeyQ");
  const hashOf = (of: Page) => of.getByTestId("qa-state-hash").innerText();
  await expect(page.getByTestId("qa-state-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(fresh.getByTestId("qa-state-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect.poll(async () => (await hashOf(page)) === (await hashOf(fresh)), { timeout: 20_000, intervals: [100, 250, 500] }).toBe(true);
});
