// Accounts in a real Chromium against the production build and the sim: a guest's follow opens
// the login dialog; a first code login walks through set-password and interests; the follow
// survives a reload; logout returns home as a guest.
import { expect, test } from "@playwright/test";
import { scrollToRow } from "./scroll-to-row";

test("a guest logs in with a code, follows a match, keeps it after a reload and logs out", async ({ page, request }) => {
  const phone = `188${String(Date.now()).slice(-8)}`;
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  // A row that stays listed for the whole test: not a match in stoppage time, which may be one of
  // yesterday's, and leaves today's list once it ends (the list fetched again after the login).
  const matchId = await page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>("[data-match-id]")];
    const minute = (row: HTMLElement) => Number(/\d\d:\d\d(\d{1,3})'/.exec(row.textContent ?? "")?.[1] ?? 0);
    const staying = rows.find((row) => row.dataset.status !== "going" || minute(row) < 75) ?? rows[0]!;
    return Number(staying.dataset.matchId);
  });
  const first = page.locator(`[data-match-id="${matchId}"]`);

  // A guest's star opens the login dialog and sends nothing.
  await first.getByRole("button", { name: "关注" }).click();
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

  // First login: set a password, then choose interests.
  const setPassword = page.getByRole("dialog", { name: "设置登录密码" });
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel("新密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByLabel("确认密码", { exact: true }).fill("kanqiu2026");
  await setPassword.getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("设置密码成功")).toBeVisible();

  const interests = page.getByRole("dialog", { name: "选择喜好" });
  await expect(interests).toBeVisible();
  await interests.getByText("英超", { exact: true }).click();
  await interests.getByRole("button", { name: "完成" }).click();
  await expect(interests).toBeHidden();

  // Signed in now: the guest's click followed nothing; this one does.
  let row = await scrollToRow(page, matchId);
  const star = row.getByRole("button", { name: "关注" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(page.getByText("关注成功")).toBeVisible();
  await expect(row.getByRole("button", { name: "取消关注" })).toHaveAttribute("aria-pressed", "true");

  // The follow is the server's: it is still there after a reload.
  await page.reload();
  row = await scrollToRow(page, matchId);
  await expect(row.getByRole("button", { name: "取消关注" })).toHaveAttribute("aria-pressed", "true");

  // Log out from the user menu.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "用户菜单" }).hover();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page.getByText("账号已退出")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "登录" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
});
