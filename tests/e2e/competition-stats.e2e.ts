// 数据 and 榜单 of a competition in a real Chromium against the production build and the sim.
import { expect, test } from "@playwright/test";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

const percent = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("数据: a football league's records per team, sortable, each record kind in turn", async ({ page }) => {
  await page.goto("/footballMatchData/index");
  await page.getByTestId("competition-menu").getByTestId("competition-link").first().click();
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  await page.getByRole("tab", { name: "数据" }).click();
  const table = page.getByTestId("team-stats");
  const rows = table.getByTestId("stat-row");
  await expect(rows.first()).toBeVisible();
  // Sorted by 胜率, highest first; a click on the header turns it around.
  const rateHeader = table.getByRole("columnheader", { name: /^胜率/ });
  await expect(rateHeader).toHaveAttribute("aria-sort", "descending");
  const rateColumn = async () => (await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td")[6]?.textContent ?? ""))).map(percent);
  const desc = await rateColumn();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await rateHeader.getByRole("button").click();
  await expect(rateHeader).toHaveAttribute("aria-sort", "ascending");
  const asc = await rateColumn();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await page.screenshot({ path: `${SHOTS}/team-stats-football.png`, fullPage: true });

  await page.getByRole("radiogroup", { name: "数据类型" }).getByText("半全场").click();
  await expect(table.getByRole("columnheader", { name: /^胜胜/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /^负负/ })).toBeVisible();
  await page.getByRole("radiogroup", { name: "数据类型" }).getByText("进球分布").click();
  await expect(table.getByRole("columnheader", { name: /^7\+球/ })).toBeVisible();

  // A team of the table opens its team page.
  const team = rows.first().getByTestId("team-link");
  const name = (await team.textContent())!.trim();
  await team.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("数据: basketball's 分差 over the last 10 games, or 20", async ({ page }) => {
  await page.goto("/basketballMatchData/matchDetail/1");
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  await page.getByRole("tab", { name: "数据" }).click();
  await page.getByRole("radiogroup", { name: "数据类型" }).getByText("分差").click();
  const table = page.getByTestId("team-stats");
  await expect(table.getByRole("columnheader", { name: /^赢26\+/ })).toBeVisible();
  const gamesPerTeam = async () =>
    table.getByTestId("stat-row").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].slice(2).reduce((sum, td) => sum + Number(td.textContent), 0)));
  await expect.poll(async () => new Set(await gamesPerTeam())).toEqual(new Set([10]));
  await page.getByRole("radiogroup", { name: "样本场次" }).getByText("近20场").click();
  await expect.poll(async () => new Set(await gamesPerTeam())).toEqual(new Set([20]));
  await page.screenshot({ path: `${SHOTS}/team-stats-basketball.png`, fullPage: true });
});

test("榜单: football's scorers (30), another type from the picker, sorting, a player's page", async ({ page }) => {
  await page.goto("/footballMatchData/index");
  await page.getByTestId("competition-menu").getByTestId("competition-link").first().click();
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  // Last season: complete, so every ranking is full.
  const picker = page.getByRole("combobox", { name: "选择赛季" });
  await picker.selectOption({ label: (await picker.locator("option").allTextContents())[1]! });
  await page.getByRole("tab", { name: "榜单" }).click();
  const table = page.getByTestId("ranking");
  const rows = table.getByTestId("stat-row");
  await expect(rows).toHaveCount(30);
  await expect(table.getByRole("columnheader", { name: /^进球/ })).toHaveAttribute("aria-sort", "descending");
  const goals = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll("td")[2]?.textContent)))) as number[];
  expect(goals).toEqual([...goals].sort((a, b) => b - a));
  await expect(rows.first().locator("td").first()).toHaveText("1");

  await page.getByRole("combobox", { name: "榜单类型" }).click();
  await page.getByRole("option", { name: "助攻", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: /^助攻/ })).toBeVisible();
  await table.getByRole("columnheader", { name: /^出场/ }).getByRole("button").click();
  await expect(table.getByRole("columnheader", { name: /^出场/ })).toHaveAttribute("aria-sort", "descending");
  await page.screenshot({ path: `${SHOTS}/rankings-football.png`, fullPage: true });

  const player = rows.first().getByTestId("player-link");
  const name = (await player.textContent())!.trim();
  await player.click();
  await expect(page).toHaveURL(/\/footballPlayerDetail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("榜单: basketball's 100 best scorers, and the team board", async ({ page }) => {
  await page.goto("/basketballMatchData/matchDetail/1");
  await expect(page.getByTestId("standings").getByTestId("standing-row").first()).toBeVisible();
  await page.getByRole("tab", { name: "榜单" }).click();
  await expect(page.getByTestId("ranking").getByTestId("stat-row")).toHaveCount(100);
  await page.getByRole("radiogroup", { name: "榜单" }).getByText("球队榜").click();
  const teams = page.getByTestId("ranking").getByTestId("stat-row");
  await expect(teams.first().getByTestId("team-link")).toBeVisible();
  expect(await teams.count()).toBeGreaterThanOrEqual(20);
  await page.screenshot({ path: `${SHOTS}/rankings-basketball-teams.png`, fullPage: true });
});
