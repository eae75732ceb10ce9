// 对阵 in a real Chromium against the production build and the sim: a basketball competition's
// playoffs (competition 1, last season: play-in then four rounds of series) and a football cup's
// knockout with its third-place match; the current season's bracket waits with 待定 slots.
import { expect, test, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

async function openLastSeasonBracket(page: Page) {
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  const picker = page.getByRole("combobox", { name: "选择赛季" });
  const options = await picker.locator("option").allTextContents();
  await picker.selectOption({ label: options[1]! });
  await page.getByRole("tab", { name: "对阵" }).click();
  await expect(page.getByTestId("bracket")).toBeVisible();
}

test("open a basketball competition's bracket: the play-in, then the playoffs round by round", async ({ page }) => {
  await page.goto("/basketballMatchData/index");
  const menu = page.getByTestId("competition-menu");
  await menu.getByTestId("competition-link").filter({ hasText: "NBA" }).first().click();
  await expect(page).toHaveURL(/\/basketballMatchData\/matchDetail\/1$/);
  await openLastSeasonBracket(page);

  const bracket = page.getByTestId("bracket");
  const stages = bracket.getByRole("radiogroup", { name: "选择阶段" });
  await expect(stages.getByText("附加赛")).toBeVisible();
  await expect(stages.getByText("季后赛")).toBeVisible();
  const rounds = bracket.getByTestId("bracket-round");
  await expect(rounds).toHaveCount(4);
  await expect(rounds.locator("h3")).toHaveText(["首轮", "分区半决赛", "分区决赛", "总决赛"]);
  await expect(rounds.nth(0).getByTestId("bracket-matchup")).toHaveCount(8);
  await expect(rounds.nth(3).getByTestId("bracket-matchup")).toHaveCount(1);
  // A series is won with four.
  const final = rounds.nth(3).getByTestId("bracket-matchup");
  const scores = (await final.locator("[data-result] > span:last-child").allTextContents()).map(Number);
  expect(Math.max(...scores)).toBe(4);
  await expect(final.locator('[data-result="won"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/bracket-basketball.png`, fullPage: true });

  await stages.getByText("附加赛").click();
  await expect(rounds.locator("h3")).toHaveText(["附加赛 第一轮", "附加赛 第二轮"]);
  await expect(rounds.nth(0).getByTestId("bracket-matchup")).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/bracket-basketball-play-in.png`, animations: "disabled" });

  // A team of the bracket opens its team page.
  const team = rounds.nth(0).getByTestId("team-link").first();
  const name = (await team.textContent())!.trim();
  await team.click();
  await expect(page).toHaveURL(/\/basketballTeamDetail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a football cup's knockout ends in one final with a third-place match; this season waits with 待定", async ({ page }) => {
  await page.goto("/footballMatchData/index");
  await page.getByRole("textbox", { name: "搜索赛事" }).fill("欧冠");
  await page.getByTestId("competition-menu").getByTestId("competition-link").filter({ hasText: /^欧冠$/ }).first().click();
  await expect(page).toHaveURL(/\/footballMatchData\/matchDetail\/\d+$/);

  // The current season: the groups are still playing.
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  await page.getByRole("tab", { name: "对阵" }).click();
  const bracket = page.getByTestId("bracket");
  await expect(bracket.getByTestId("bracket-round").first()).toBeVisible();
  await expect(bracket.getByTestId("team-link")).toHaveCount(0);
  await expect(bracket.getByText("待定").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bracket-football-current.png`, fullPage: true });

  await page.getByRole("tab", { name: "积分" }).click();
  await openLastSeasonBracket(page);
  const rounds = bracket.getByTestId("bracket-round");
  // 16 teams in four groups: the top two of each, eight, from the quarter-finals on.
  await expect(rounds.locator("h3")).toHaveText(["1/4决赛", "半决赛", "决赛", "季军赛"]);
  await expect(rounds.nth(0).getByTestId("bracket-matchup")).toHaveCount(4);
  await expect(bracket.getByTestId("team-link")).toHaveCount(4 * 2 + 2 * 2 + 2 + 2);
  await expect(bracket.getByTestId("bracket-third-place").getByTestId("bracket-matchup")).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/bracket-football.png`, fullPage: true });
});

test("on a narrow screen the bracket scrolls sideways inside the tab, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/basketballMatchData/matchDetail/1");
  await openLastSeasonBracket(page);
  const scroller = page.getByTestId("bracket-scroller");
  await expect(scroller.getByTestId("bracket-round")).toHaveCount(4);
  const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/bracket-narrow.png`, fullPage: true });
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(scroller.getByRole("listitem", { name: "总决赛" })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/bracket-narrow-scrolled.png` });
});
