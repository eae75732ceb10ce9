// The individual center's messages and profile in a real Chromium against the production build and
// the sim: a user opens 客服 and writes; the staff account, in a second browser, sees the user in
// its conversations and answers; the user sees the answer. A user edits nickname and gender and
// sees them on the profile card.
import { expect, test } from "@playwright/test";
import { codeSignIn, freshPhone, newBrowserPage, passwordSignIn } from "./sign-in";

const SHOTS = "test-results/screenshots";
const STAFF_PHONE = "13700000000";

test("a user writes to customer service; the staff, in another browser, sees the conversation and answers; the user reads it", async ({ browser, request }) => {
  const user = await newBrowserPage(browser);
  const phone = freshPhone("185");
  await codeSignIn(user, request, phone);

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

  const staff = await newBrowserPage(browser);
  await passwordSignIn(staff, STAFF_PHONE);
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
  const page = await newBrowserPage(browser);
  await codeSignIn(page, request, freshPhone("187"));
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
