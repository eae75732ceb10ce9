// The data library in a real Chromium against the production build and the sim: open a football
// competition from the menu, switch season, read the standings, open a team from the table; then
// sign in, follow the competition and find it under 关注赛事.
import { expect, test, type Page, type APIRequestContext } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

async function logIn(page: Page, request: APIRequestContext) {
  const phone = `187${String(Date.now()).slice(-8)}`;
  const dialog = page.getByRole("dialog", { name: "欢迎来到看球" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码发送成功，十分钟有效")).toBeVisible();
  const sms = await request.get(`/api/sim/control/sms?phoneNumber=${phone}`);
  const { code } = (await sms.json()) as { code: string };
  await dialog.getByRole("textbox", { name: "验证码", exact: true }).fill(code);
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("登录成功")).toBeVisible();
  const setPassword = page.getByRole("dialog", { name: "设置登录密码" });
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel("新密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByLabel("确认密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByRole("button", { name: "确定" }).click();
  const interests = page.getByRole("dialog", { name: "选择喜好" });
  await expect(interests).toBeVisible();
  await interests.getByText("英超", { exact: true }).click();
  await interests.getByRole("button", { name: "完成" }).click();
  await expect(interests).toBeHidden();
}

test("opens a competition from the menu, switches season, reads the standings and opens a team", async ({ page }) => {
  // The entry is a chunk apart: a competition's page (its tabs, tables and pickers) downloads only when one opens.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const competitionChunk = /\/library-competition-[\w-]+\.js$/;
  await page.goto("/footballMatchData/index");
  const menu = page.getByTestId("competition-menu");
  const pane = menu.getByRole("tabpanel");
  await expect(pane.getByTestId("competition-link").first()).toBeVisible();
  await expect(menu.getByRole("tab", { name: "关注赛事" })).toHaveCount(0);

  // The search filters as you type.
  await page.getByRole("textbox", { name: "搜索赛事" }).fill("英格兰");
  await expect(menu.getByRole("tabpanel", { name: "搜索结果" }).getByTestId("competition-link").first()).toContainText("英格兰");
  await page.getByRole("textbox", { name: "搜索赛事" }).fill("");
  await page.screenshot({ path: "test-results/screenshots/data-library.png", fullPage: true });

  const first = pane.getByTestId("competition-link").first();
  const name = (await first.textContent())?.trim() ?? "";
  expect(scripts.some((path) => /\/library-index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => competitionChunk.test(path))).toBe(false);
  // Opened from the keyboard, with the pointer parked in the corner: a pointer resting where the
  // tab strip then appears would start the tabs' download (as it should) and blur what follows.
  await page.mouse.move(0, 0);
  await first.press("Enter");
  await expect(page).toHaveURL(/\/footballMatchData\/matchDetail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(scripts.some((path) => competitionChunk.test(path))).toBe(true);
  // Its first view is 积分: the other tabs' code has not come yet.
  const tabChunk = /\/(matches|bracket|team-stats|rankings)-tab-[\w-]{8}\.js$/;
  expect(scripts.filter((path) => tabChunk.test(path))).toEqual([]);

  const standings = page.getByTestId("standings");
  const rows = standings.getByTestId("standing-row");
  await expect(rows.first()).toBeVisible();
  const teams = await rows.count();
  expect(teams).toBeGreaterThan(3);
  await expect(rows.first().getByRole("cell").first()).toHaveText("1");

  // The oldest season is complete: a league's teams all played the same number of matches.
  const picker = page.getByRole("combobox", { name: "选择赛季" });
  const options = await picker.locator("option").allTextContents();
  expect(options).toHaveLength(3);
  await picker.selectOption({ label: options[2]! });
  await expect(async () => {
    const played = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td")[2]?.textContent));
    expect(new Set(played).size).toBe(1);
    expect(Number(played[0])).toBeGreaterThan(0);
  }).toPass();
  await page.screenshot({ path: "test-results/screenshots/competition.png", fullPage: true });

  // 赛程/赛果 lists the season's matches by round.
  await page.getByRole("tab", { name: "赛程/赛果" }).click();
  await expect(page.getByTestId("season-match").first()).toBeVisible();
  expect(scripts.some((path) => /\/matches-tab-[\w-]{8}\.js$/.test(path))).toBe(true);
  await page.screenshot({ path: "test-results/screenshots/season-matches.png", fullPage: true });
  await page.getByRole("tab", { name: "积分" }).click();

  await rows.first().getByTestId("team-link").click();
  await expect(page).toHaveURL(/\/footballTeamDetail\/\d+$/);
});

test("a signed-in user follows a competition and finds it under 关注赛事", async ({ page, request }) => {
  await page.goto("/footballMatchData/index");
  const menu = page.getByTestId("competition-menu");
  const first = menu.getByRole("tabpanel").getByTestId("competition-link").first();
  const name = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A guest's follow opens the login dialog and sends nothing.
  const header = page.getByTestId("competition-page").locator("header");
  await header.getByRole("button", { name: "关注" }).click();
  await logIn(page, request);

  const follow = header.getByRole("button", { name: "关注" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(page.getByText("关注成功")).toBeVisible();
  await expect(header.getByRole("button", { name: "已关注" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/footballMatchData/index");
  await menu.getByRole("tab", { name: "关注赛事" }).click();
  await expect(menu.getByRole("tabpanel", { name: "关注赛事" }).getByTestId("competition-link")).toHaveText([name]);
  await expect(menu.getByRole("tab", { name: "关注球队" })).toBeVisible();
});
