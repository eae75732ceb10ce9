// The match centre through the live room's detail entry in a real Chromium against the production
// build and the sim: /liveRoom?detail={matchId}&SportType=football&tab=odds opens on 指数 with
// every company's odds, a company's row opens its history, and 数据 and 预测 load when opened; its
// header follows a pushed goal through the match's own subscription, with no day list downloaded.
// A screenshot is saved for review (test-results/screenshots/match-centre.png).
import { expect, test } from "@playwright/test";
import { inPlayRowFarFromEnd } from "./in-play-row";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

/** A football match in play with a living anchor, started by the sim's control so one exists. */
async function liveFootballMatch(request: import("@playwright/test").APIRequestContext): Promise<number> {
  const customId = 10_007;
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { matchId: number }).matchId;
}

test("the detail entry's 指数 shows every company's odds, a company's history, then 数据 and 预测", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const matchId = await liveFootballMatch(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/liveRoom?detail=${matchId}&SportType=football&tab=odds`);

  // The page heads itself with the match (from /v1/match/livingNew), no room picked.
  const header = page.getByTestId("room-match-header");
  await expect(header).toBeVisible();
  await expect(header.locator("[data-side=home]")).not.toBeEmpty();
  const centre = page.getByTestId("match-centre");
  await expect(centre).toBeVisible();
  await expect(centre.getByRole("tab", { name: "指数" })).toHaveAttribute("aria-selected", "true");
  const table = centre.getByRole("table", { name: "欧赔指数" });
  await expect(table.getByRole("row")).toHaveCount(10); // two header rows and eight companies
  await expect(table.getByRole("row").nth(2)).toContainText("金盘");
  await expect(table.getByRole("row").nth(2).getByRole("cell").nth(4)).toHaveText(/^\d+\.\d{2}[↑↓]?$/);

  await centre.locator("label", { hasText: "亚盘" }).click();
  const asia = centre.getByRole("table", { name: "亚盘指数" });
  await asia.getByRole("row").filter({ hasText: "星辰" }).click();
  const history = centre.getByRole("table", { name: "指数变化" });
  await expect(history.getByRole("row").last()).toContainText("赛前");
  await page.screenshot({ path: "test-results/screenshots/match-centre.png", fullPage: true });

  await centre.getByRole("tab", { name: "数据" }).click();
  await expect(centre.getByText(/近\d+次交锋/)).toBeVisible();
  await centre.getByRole("tab", { name: "预测" }).click();
  await expect(centre.getByRole("list", { name: "主播预测" }).getByRole("listitem").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/match-centre-prediction.png", fullPage: true });
  await centre.getByRole("tab", { name: "数据" }).click();
  await expect(centre.getByText(/近\d+次交锋/)).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/match-centre-data.png", fullPage: true });
  expect(errors).toEqual([]);
});

test("the detail entry's header follows a goal pushed by the sim, without downloading the day's list", async ({ page, context, request }) => {
  // An in-play match far from its end, picked on the live list in a page of its own.
  const list = await context.newPage();
  await list.goto("/matchEvents");
  const { matchId } = await inPlayRowFarFromEnd(list);
  await list.close();

  const listCalls: string[] = [];
  page.on("request", (call) => {
    if (call.url().includes("realtimeMatch_b")) listCalls.push(call.url());
  });
  await page.goto(`/liveRoom?detail=${matchId}&SportType=football`);
  const header = page.getByTestId("room-match-header");
  await expect(header.getByLabel(/^比分 \d+比\d+$/)).toBeVisible();
  await expect.poll(async () => ((await (await request.get("/api/sim/control/sockets")).json()) as { matchDetails: number }).matchDetails).toBeGreaterThan(0);

  const goal = await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } });
  expect(goal.ok()).toBe(true);
  const after = (await goal.json()) as { homeScore: number[]; awayScore: number[] };
  await expect(header.getByLabel(`比分 ${after.homeScore[0]}比${after.awayScore[0]}`)).toBeVisible();
  expect(listCalls).toEqual([]);
});
