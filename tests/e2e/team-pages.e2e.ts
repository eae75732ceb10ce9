// Team and player pages in a real Chromium against the production build and the sim: a football
// team (found from a competition's standings) with its info and matches, one of its players from
// the 阵容 tab, and /teamDetailHistory/{matchId} for a match of today's list.
import { expect, test, type APIRequestContext } from "@playwright/test";

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

/** A football match of today's list: the one an anchor goes live on through the sim's control. */
async function todaysFootballMatch(request: APIRequestContext): Promise<number> {
  const customId = 10_007;
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { matchId: number }).matchId;
}

test("a football team's page shows its info and matches, and opens a player's page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A team the sim has: the first row of a hot competition's standings.
  await page.goto("/footballMatchData/index");
  await page.getByTestId("competition-menu").getByRole("tabpanel").getByTestId("competition-link").first().click();
  const teamHref = await page.getByTestId("standings").getByTestId("team-link").first().getAttribute("href");
  expect(teamHref).toMatch(/^\/footballTeamDetail\/\d+$/);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const tabChunk = /\/(squad-tab|team-record-panel)-[\w-]{8}\.js$/;
  // The pointer parked in the corner: resting where the tab strip appears would start its download.
  await page.mouse.move(0, 0);
  await page.goto(teamHref!);
  const team = page.getByTestId("team-page");
  await expect(team.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(team.getByText("主教练")).toBeVisible();
  await expect(team.getByTestId("competition-link")).toBeVisible();
  await expect(team.getByRole("button", { name: "关注" })).toBeVisible();
  await expect(team.getByTestId("team-match").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/team.png", fullPage: true });
  // The first view is 赛程/赛果: the squad's and the records' code comes with their tabs; and no
  // match entity (its day lists) comes with the page or its 关注 button.
  expect(scripts.filter((path) => tabChunk.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/match-[\w-]{8}\.js$/.test(path))).toEqual([]);

  await team.getByRole("tab", { name: "阵容" }).click();
  const first = team.getByTestId("squad-row").first().getByTestId("player-link");
  expect(scripts.some((path) => /\/squad-tab-[\w-]{8}\.js$/.test(path))).toBe(true);
  const playerName = (await first.getAttribute("title")) ?? "";
  expect(playerName).not.toBe("");
  await first.click();
  const player = page.getByTestId("player-page");
  await expect(player.getByRole("heading", { level: 1 })).toContainText(playerName);
  await expect(player.getByTestId("player-season")).toBeVisible();
  await expect(player.getByTestId("player-match").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/player.png", fullPage: true });

  // Back on the team: the 数据 tab reads its records.
  await player.getByTestId("team-link").first().click();
  await page.getByTestId("team-page").getByRole("tab", { name: "数据" }).click();
  await expect(page.getByTestId("team-record").getByText("胜平负")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the team history page of a match of today's list shows both teams and their records", async ({ page, request }) => {
  const matchId = await todaysFootballMatch(request);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ""));
  });
  try {
    await page.goto(`/teamDetailHistory/${matchId}`);
    const history = page.getByTestId("team-history");
    await expect(history.getByRole("heading", { name: "历史交锋" })).toBeVisible();
    await expect(history.getByTestId("recent-home").getByTestId("team-match").first()).toBeVisible();
    await expect(history.getByTestId("recent-away").getByTestId("team-match").first()).toBeVisible();
    // The page is a chunk of its own: neither the player page's code nor the team page's (its 关注 button's follow feature) came with it.
    expect(scripts.filter((name) => /^(team-history|player|follow)-[\w-]+\.js$/.test(name)).map((name) => name.replace(/-[\w-]{8}\.js$/, ""))).toEqual(["team-history"]);
    await page.screenshot({ path: "test-results/screenshots/team-history.png", fullPage: true });
  } finally {
    await request.post("/api/sim/control/living", { data: { customId: 10_007, action: "close" } });
  }

  await page.goto("/teamDetailHistory/5");
  await expect(page.getByText("比赛不存在")).toBeVisible();
});
