// The individual center in a real Chromium against the production build and the sim: a new user
// opens 用户等级 and sees the progress bar; follows an anchor and unfollows it under 我的关注; an
// anchor signed in by password sees the anchor's menu and 我的粉丝. On the way, the header's 开播
// for a guest, a user who has not applied (to certification, then told to certify) and an anchor.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

async function signUp(page: Page, request: APIRequestContext) {
  await page.goto("/");
  // 开播 as a guest opens the login dialog.
  await page.getByRole("banner").getByRole("button", { name: "开播" }).click();
  const phone = `186${String(Date.now()).slice(-8)}`;
  const dialog = page.getByRole("dialog", { name: "欢迎来到看球" });
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码发送成功，十分钟有效")).toBeVisible();
  const { code } = (await (await request.get(`/api/sim/control/sms?phoneNumber=${phone}`)).json()) as { code: string };
  await dialog.getByRole("textbox", { name: "验证码", exact: true }).fill(code);
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  const setPassword = page.getByRole("dialog", { name: "设置登录密码" });
  await setPassword.getByLabel("新密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByLabel("确认密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByRole("button", { name: "确定" }).click();
  const interests = page.getByRole("dialog", { name: "选择喜好" });
  await interests.getByText("英超", { exact: true }).click();
  await interests.getByRole("button", { name: "完成" }).click();
  await expect(interests).toBeHidden();
}

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
  await page.goto("/liveRoom?roomId=880001");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.goto("/individualCenter?type=5");
  const footprint = page.getByTestId("footprint-row").first();
  await expect(footprint).toContainText("的直播间");
  await expect(footprint.getByRole("link")).toHaveAttribute("href", "/liveRoom?roomId=880001");
});

test("an anchor sees the anchor's menu: 主播等级 first, 我的粉丝, no user level or follows", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "登录" }).click();
  const dialog = page.getByRole("dialog", { name: "欢迎来到看球" });
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByLabel("手机号").fill("13900000001");
  await dialog.getByLabel("密码", { exact: true }).fill("kanqiu123");
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();

  // 开播 takes an anchor to the start page (or, living, to the own room: 直播中).
  const start = page.getByRole("banner").getByRole("button", { name: /^(开播|直播中)$/ });
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
});
