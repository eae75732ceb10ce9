// Signing in for end-to-end tests, as a user does it: the header's 登录 dialog, by password (the
// seeded accounts: anchors 1390000 + the last four digits of the customId, staff 13700000000,
// password kanqiu123) or by SMS code (read from the sim's control call), and pages with the
// download prompts already dismissed.
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

export const SEEDED_PASSWORD = "kanqiu123";

/** The phone of a seeded anchor: 1390000 + the last four digits of its customId. */
export const anchorPhone = (customId: number) => `1390000${String(customId).slice(-4)}`;

/** A fresh phone number per call, so each test signs up a new user. */
export const freshPhone = (prefix = "186") => `${prefix}${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;

/** Before the first page load: no download pop-up or banner over what the test looks at. */
export async function dismissDownloadPrompts(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
}

/** A second browser (its own storage and session), prompts dismissed. */
export async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await dismissDownloadPrompts(page);
  return page;
}

function loginDialog(page: Page) {
  return page.getByRole("dialog", { name: "欢迎来到看球" });
}

interface SignInOptions {
  /** The page to sign in on (default /). */
  from?: string;
  /** The header button that opens the login dialog for a guest (default 登录; 开播 does too). */
  openWith?: "登录" | "开播";
}

async function openLoginDialog(page: Page, { from = "/", openWith = "登录" }: SignInOptions) {
  await page.goto(from);
  await page.getByRole("banner").getByRole("button", { name: openWith }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function passwordSignIn(page: Page, phone: string, options: SignInOptions & { password?: string } = {}) {
  const dialog = await openLoginDialog(page, options);
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("密码", { exact: true }).fill(options.password ?? SEEDED_PASSWORD);
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in by SMS code (the sim hands the code out through its control call); a first login then sets a password and picks an interest. Returns the account's id. */
export async function codeSignIn(page: Page, request: APIRequestContext, phone: string, options: SignInOptions = {}): Promise<number> {
  const dialog = await openLoginDialog(page, options);
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码发送成功，十分钟有效")).toBeVisible();
  const { code } = (await (await request.get(`/api/sim/control/sms?phoneNumber=${phone}`)).json()) as { code: string };
  await dialog.getByRole("textbox", { name: "验证码", exact: true }).fill(code);
  await dialog.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }).check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  const setPassword = page.getByRole("dialog", { name: "设置登录密码" });
  const interests = page.getByRole("dialog", { name: "选择喜好" });
  const signedIn = page.getByRole("banner").getByRole("button", { name: "用户菜单" });
  await expect(setPassword.or(signedIn).first()).toBeVisible();
  if (await setPassword.isVisible()) {
    await setPassword.getByLabel("新密码", { exact: true }).fill("kanqiu2026");
    await setPassword.getByLabel("确认密码", { exact: true }).fill("kanqiu2026");
    await setPassword.getByRole("button", { name: "确定" }).click();
    await interests.getByText("英超", { exact: true }).click();
    await interests.getByRole("button", { name: "完成" }).click();
    await expect(interests).toBeHidden();
  }
  await expect(signedIn).toBeVisible();
  const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}") as { id?: number });
  expect(userInfo.id).toBeGreaterThan(0);
  return userInfo.id!;
}

/** A new user by SMS code on a fresh phone number: its id and phone. */
export async function smsSignUp(page: Page, request: APIRequestContext, options: SignInOptions & { phone?: string } = {}) {
  const phone = options.phone ?? freshPhone();
  const id = await codeSignIn(page, request, phone, options);
  return { id, phone };
}
