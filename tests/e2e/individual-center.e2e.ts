// The individual center in a real Chromium against the production build and the sim: a new user
// opens 用户等级 and sees the progress bar; follows an anchor and unfollows it under 我的关注; an
// anchor signed in by password sees the anchor's menu and 我的粉丝. On the way, the header's 开播
// for a guest, a user who has not applied (to certification, then told to certify) and an anchor.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { scriptNames } from "./script-names";
import { anchorPhone, dismissDownloadPrompts, passwordSignIn, smsSignUp } from "./sign-in";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await dismissDownloadPrompts(page);
});

/** A new user, signing up through the login dialog that 开播 opens for a guest. */
const signUp = (page: Page, request: APIRequestContext) => smsSignUp(page, request, { openWith: "开播" });

test("开播: a user who has not applied goes to certification, where 开播 says to certify first", async ({ page, request }) => {
  await signUp(page, request);
  await page.getByRole("banner").getByRole("button", { name: "开播" }).click();
  await expect(page).toHaveURL(/\/anchorCertification$/);
  await expect(page.getByRole("heading", { name: "主播认证" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "开播" }).click();
  await expect(page.getByText("认证成为主播后方可开播")).toBeVisible();
});

test("a user opens 用户等级 and sees the progress bar, then 我的关注: follows an anchor and unfollows it there", async ({ page, request }) => {
  await signUp(page, request);
  const scripts = scriptNames(page);
  await page.goto("/individualCenter?type=1");
  const menu = page.getByRole("navigation", { name: "个人中心菜单" });
  await expect(menu.getByRole("link")).toHaveText(["用户等级", "历史足迹", "我的消息", "我的关注", "直播通知"]);
  await expect(menu.getByRole("link", { name: "用户等级" })).toHaveAttribute("aria-current", "page");
  const bar = page.getByRole("progressbar", { name: "用户进度" });
  await expect(bar).toBeVisible();
  const percent = Number(await bar.getAttribute("aria-valuenow"));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  await expect(page.getByRole("table", { name: "经验记录" }).getByRole("row").nth(1)).toBeVisible();
  // The records' table (Mantine's Table and its scroll area) comes without floating-ui, which only popovers need.
  expect(scripts).toContain("Table");
  expect(scripts).not.toContain("floating-ui.react");
  await expect(page.getByTestId("profile-card")).toContainText(/手机 \d{3}\*{4}\d{4}/);
  await page.screenshot({ path: `${SHOTS}/center-user-level.png`, fullPage: true });

  // Follow an anchor on the anchor's page.
  await page.goto("/personalHomepage?customId=10001");
  const name = (await page.getByRole("heading", { level: 1 }).first().textContent())!.trim();
  await page.getByRole("button", { name: "关注", exact: true }).first().click();
  await expect(page.getByText("关注成功")).toBeVisible();

  await page.goto("/individualCenter?type=9");
  const row = page.getByTestId("person-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/center-follows.png`, fullPage: true });
  await row.getByRole("button", { name: "已关注" }).click();
  await expect(page.getByText("取消关注", { exact: true }).first()).toBeVisible();
  await expect(row.getByRole("button", { name: "关注", exact: true })).toBeVisible();
  // Gone on the next visit.
  await page.reload();
  await expect(page.getByText("还没有关注的主播")).toBeVisible();

  // A room entered shows under 历史足迹.
  // Live or ended (the sim decides), the room page shows its anchor card with the room number.
  await page.goto("/liveRoom?roomId=880001");
  await expect(page.getByText("房间号 880001")).toBeVisible();
  await page.goto("/individualCenter?type=5");
  const footprint = page.getByTestId("footprint-row").first();
  await expect(footprint).toContainText("的直播间");
  await expect(footprint.getByRole("link")).toHaveAttribute("href", "/liveRoom?roomId=880001");
});

test("an anchor sees the anchor's menu: 主播等级 first, 我的粉丝, no user level or follows", async ({ page }) => {
  await passwordSignIn(page, anchorPhone(10_001));

  // 开播 takes an anchor to the start page (or, living, to the own room: 直播中).
  const start = page.getByRole("banner").getByRole("button", { name: /^(开播|直播中)$/ });
  // The button is busy until the own room's status has come.
  await expect(start).toBeEnabled();
  const live = (await start.textContent()) === "直播中";
  await start.click();
  await expect(page).toHaveURL(live ? /\/liveRoom\?roomId=\d+$/ : /\/anchorStart$/);

  await page.goto("/individualCenter?type=2");
  const menu = page.getByRole("navigation", { name: "个人中心菜单" });
  await expect(menu.getByRole("link")).toHaveText(["主播等级", "预测等级", "历史足迹", "我的消息", "直播预告", "我的预测", "我的粉丝"]);
  await expect(menu.getByRole("link", { name: "主播等级" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("progressbar", { name: "主播进度" })).toBeVisible();
  await menu.getByRole("link", { name: "直播预告" }).click();
  await expect(page).toHaveURL(/\/individualCenter\?type=7$/);
  await expect(page.getByTestId("preview-card").first().or(page.getByText("暂无直播预告"))).toBeVisible();
  await menu.getByRole("link", { name: "我的粉丝" }).click();
  await expect(page).toHaveURL(/\/individualCenter\?type=10$/);
  await expect(page.getByTestId("person-row").first()).toBeVisible();
  const avatar = page.getByRole("banner").getByRole("button", { name: "用户菜单" });
  await expect(avatar).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/center-anchor-header.png`, clip: { x: 700, y: 0, width: 666, height: 64 } });
  await page.screenshot({ path: `${SHOTS}/center-anchor-fans.png`, fullPage: true });

  // On a phone the menu is one row of whole labels that scrolls sideways.
  await page.setViewportSize({ width: 412, height: 823 });
  const items = menu.getByRole("link");
  // Lines of text per label: the content box's height over the line height.
  const lines = await items.evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      const content = link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(content / parseFloat(style.lineHeight));
    }),
  );
  expect(lines).toEqual(lines.map(() => 1));
  const tops = await items.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await menu.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
  // Opened on a phone, the row is brought round to the current item, the last one.
  await page.reload();
  const current = menu.getByRole("link", { name: "我的粉丝" });
  await expect(current).toHaveAttribute("aria-current", "page");
  const [navBox, currentBox] = [await menu.boundingBox(), await current.boundingBox()];
  expect(currentBox!.x).toBeGreaterThanOrEqual(navBox!.x);
  expect(currentBox!.x + currentBox!.width).toBeLessThanOrEqual(navBox!.x + navBox!.width);
  await page.screenshot({ path: `${SHOTS}/center-anchor-phone.png` });
});
