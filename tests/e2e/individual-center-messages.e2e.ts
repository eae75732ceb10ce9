// The individual center's messages and profile in a real Chromium against the production build and
// the sim: a user opens 客服 and writes; the staff account, in a second browser, sees the user in
// its conversations and answers; the user sees the answer. A user edits nickname and gender and
// sees them on the profile card.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";
const STAFF_PHONE = "13700000000";

async function newPage(browser: Browser) {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
  return context.newPage();
}

async function codeLogin(page: Page, request: APIRequestContext, phone: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "登录" }).click();
  const dialog = page.getByRole("dialog", { name: "欢迎来到看球" });
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码发送成功，十分钟有效")).toBeVisible();
  const { code } = (await (await request.get(`/api/sim/control/sms?phoneNumber=${phone}`)).json()) as { code: string };
  await dialog.getByRole("textbox", { name: "验证码", exact: true }).fill(code);
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  // A first login offers a password and interests: skip both when they come.
  const setPassword = page.getByRole("dialog", { name: "设置登录密码" });
  const interests = page.getByRole("dialog", { name: "选择喜好" });
  await expect(dialog.or(setPassword).or(interests).first()).toBeVisible();
  if (await setPassword.isVisible().catch(() => false)) {
    await setPassword.getByLabel("新密码", { exact: true }).fill("kanqiu2026");
    await setPassword.getByLabel("确认密码", { exact: true }).fill("kanqiu2026");
    await setPassword.getByRole("button", { name: "确定" }).click();
    await interests.getByText("英超", { exact: true }).click();
    await interests.getByRole("button", { name: "完成" }).click();
  }
  await expect(page.getByRole("banner").getByRole("button", { name: "用户菜单" })).toBeVisible();
}

async function passwordLogin(page: Page, phone: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "登录" }).click();
  const dialog = page.getByRole("dialog", { name: "欢迎来到看球" });
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("密码", { exact: true }).fill("kanqiu123");
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("a user writes to customer service; the staff, in another browser, sees the conversation and answers; the user reads it", async ({ browser, request }) => {
  const user = await newPage(browser);
  const phone = `185${String(Date.now()).slice(-8)}`;
  await codeLogin(user, request, phone);

  // The side panel's 客服 (after 400 px of scroll) opens type 6 with the staff's id.
  await user.goto("/matchEvents");
  await expect(user.locator("[data-match-id]").first()).toBeVisible();
  await user.evaluate(() => window.scrollTo(0, 600));
  await user.getByRole("navigation", { name: "快捷工具" }).getByRole("button", { name: "客服" }).click();
  await expect(user).toHaveURL(/\/individualCenter\?type=6&customerId=\d+$/);
  const chat = user.getByRole("region", { name: "与看球客服的对话" });
  await expect(chat.getByRole("textbox", { name: "聊天内容" })).toBeEnabled();
  const question = `<b>你好</b>，怎么认证主播？${phone.slice(-4)}`;
  await chat.getByRole("textbox", { name: "聊天内容" }).fill(question);
  await chat.getByRole("button", { name: "发送" }).click();
  await expect(chat.getByTestId("private-message").last()).toHaveAttribute("data-status", "confirmed");
  await expect(chat.getByText(question, { exact: true })).toBeVisible();
  // Too long: the room chat's limit and message.
  await chat.getByRole("textbox", { name: "聊天内容" }).fill("长".repeat(51));
  await expect(chat.getByText("发言不能超过50个字")).toBeVisible();
  await chat.getByRole("textbox", { name: "聊天内容" }).fill("");

  const staff = await newPage(browser);
  await passwordLogin(staff, STAFF_PHONE);
  await staff.goto("/individualCenter?type=6");
  await expect(staff.getByRole("heading", { name: "客服消息" })).toBeVisible();
  const row = staff.getByTestId("conversation-row").filter({ hasText: `球迷${phone.slice(-4)}` });
  await expect(row).toContainText(question);
  await expect(row.getByLabel("1条未读")).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/center-messages-staff-list.png`, fullPage: true });
  await row.click();
  const answerPane = staff.getByRole("region", { name: `与球迷${phone.slice(-4)}的对话` });
  await expect(answerPane.getByText(question, { exact: true })).toBeVisible();
  await answerPane.getByRole("textbox", { name: "聊天内容" }).fill("您好，请在「主播认证」页提交资料");
  await answerPane.getByRole("button", { name: "发送" }).click();
  await expect(answerPane.getByTestId("private-message").last()).toHaveAttribute("data-status", "confirmed");
  await staff.screenshot({ path: `${SHOTS}/center-messages-staff-chat.png`, fullPage: true });

  await expect(chat.getByText("您好，请在「主播认证」页提交资料")).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/center-messages-user.png`, fullPage: true });
  await staff.context().close();
  await user.context().close();
});

test("a user edits nickname and gender and sees them on the profile card; 直播通知 sits under type 9 with tab=notice", async ({ browser, request }) => {
  const page = await newPage(browser);
  await codeLogin(page, request, `187${String(Date.now()).slice(-8)}`);
  await page.goto("/individualCenter?type=2");
  const card = page.getByTestId("profile-card");
  await expect(card).toContainText("性别 保密");
  await card.getByRole("button", { name: "编辑资料" }).click();
  const dialog = page.getByRole("dialog", { name: "编辑资料" });
  await dialog.getByLabel("昵称").fill("我");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("昵称长度为2-12个字")).toBeVisible();
  await dialog.getByLabel("昵称").fill("看球老张");
  await dialog.getByText("男", { exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/center-profile-edit.png` });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("heading", { name: "看球老张" })).toBeVisible();
  await expect(card).toContainText("性别 男");
  await expect(card).toContainText(/手机 \d{3}\*{4}\d{4}/);
  await page.reload();
  await expect(page.getByTestId("profile-card")).toContainText("看球老张");

  const menu = page.getByRole("navigation", { name: "个人中心菜单" });
  await menu.getByRole("link", { name: "直播通知" }).click();
  await expect(page).toHaveURL(/\/individualCenter\?type=9&tab=notice$/);
  await expect(menu.getByRole("link", { name: "直播通知" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "直播通知" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/center-profile-card.png`, fullPage: true });
  await page.context().close();
});
