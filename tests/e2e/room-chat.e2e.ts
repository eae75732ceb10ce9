// The room chat in a real Chromium against the production build and the sim's chat channel: a
// user and the room's anchor in two browser contexts; the user's message shows at once for both
// (markup in it as plain text), the simulated viewers chat beside them, the anchor mutes the user from the message's menu and the user's
// input is refused with 您已被禁言. Screenshot: test-results/screenshots/room-chat.png.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { anchorPhone, codeSignIn, freshPhone, newBrowserPage, passwordSignIn } from "./sign-in";

// Anchors of the sim's seed no other e2e streams with.
const ANCHOR = 10_008;
const ANCHOR_2 = 10_011;

/** Starts the anchor's stream afresh (a tester's stream: the engine leaves it on air). */
async function startStream(request: APIRequestContext, customId: number): Promise<number> {
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { roomId: number }).roomId;
}

/** A new user's nickname: 球迷 and the phone's last four digits. */
const nicknameOf = (phone: string) => `球迷${phone.slice(-4)}`;

/**
 * Where each party signs in: a light page, so the pages already open (a room plays its video, home
 * its banner and lists) leave the machine's two cores to the one signing in.
 */
const signInFrom = { from: "/downLoad" };

/** Texts unique to this run, so a repeat against the same sim finds its own messages. */
const runMark = String(Date.now()).slice(-5);

test("a user's message shows for everyone as text; the anchor mutes the user, whose input is then refused", async ({ browser, request }) => {
  const roomId = await startStream(request, ANCHOR);
  const anchor = await newBrowserPage(browser);
  const user = await newBrowserPage(browser);
  const dialogs: string[] = [];
  user.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  const phone = freshPhone();
  const nickname = nicknameOf(phone);
  await passwordSignIn(anchor, anchorPhone(ANCHOR), signInFrom);
  await codeSignIn(user, request, phone, signInFrom);
  await anchor.goto(`/liveRoom?roomId=${roomId}`);
  await user.goto(`/liveRoom?roomId=${roomId}`);

  const userChat = user.getByTestId("room-chat");
  const anchorChat = anchor.getByTestId("room-chat");
  const input = userChat.getByRole("textbox", { name: "聊天内容" });
  await expect(userChat.getByRole("button", { name: "发送" })).toBeEnabled();
  await expect(anchorChat.getByRole("button", { name: "房间管理" })).toBeVisible();

  // The message shows at once and is confirmed; its markup stays text, nothing runs.
  const text = `主播好${runMark}<img src=x onerror=alert(1)>`;
  await input.fill(text);
  await input.press("Enter");
  const mine = userChat.locator("li", { hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText("发送中")).toHaveCount(0);
  await expect(mine.locator("img")).toHaveCount(0);
  const seen = anchorChat.locator("li", { hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen.getByText(nickname)).toBeVisible();

  // The anchor mutes the user from the message's menu; the user's input is refused.
  await seen.hover();
  await seen.getByRole("button", { name: `管理操作：${nickname}` }).click();
  await anchor.getByRole("menuitem", { name: "禁言" }).click();
  await expect(anchor.getByText("已禁言")).toBeVisible();
  await expect(userChat.getByRole("alert")).toHaveText("您已被禁言");
  await expect(input).toBeDisabled();
  await expect(userChat.getByRole("button", { name: "发送" })).toBeDisabled();
  // The room's simulated viewers chat too (their markup, now and then, is text as well).
  await expect.poll(() => userChat.locator("li").count(), { timeout: 20_000 }).toBeGreaterThan(2);
  expect(await userChat.locator("li img, li script, li b, li i, li a").count()).toBe(0);
  expect(dialogs).toEqual([]);

  await user.waitForFunction(() => [...document.images].every((img) => img.complete));
  await user.screenshot({ path: "test-results/screenshots/room-chat.png", fullPage: true });
  await anchor.screenshot({ path: "test-results/screenshots/room-chat-anchor.png", fullPage: true });
  await anchor.context().close();
  await user.context().close();
});

test("the anchor makes a user admin, the admin mutes another user, 房间管理 lists them, and a kicked user leaves and cannot come back", async ({ browser, request }) => {
  // Three people sign in and share a room, each in a browser of their own: on two cores that
  // takes most of the default minute, so this test has two.
  test.setTimeout(120_000);
  const roomId = await startStream(request, ANCHOR_2);
  const [anchor, admin, user] = [await newBrowserPage(browser), await newBrowserPage(browser), await newBrowserPage(browser)];
  const adminPhone = freshPhone("185");
  const adminName = nicknameOf(adminPhone);
  let userPhone = freshPhone("187");
  while (nicknameOf(userPhone) === adminName) userPhone = freshPhone("187");
  const userName = nicknameOf(userPhone);
  await passwordSignIn(anchor, anchorPhone(ANCHOR_2), signInFrom);
  await codeSignIn(admin, request, adminPhone, signInFrom);
  await codeSignIn(user, request, userPhone, signInFrom);
  for (const page of [anchor, admin, user]) await page.goto(`/liveRoom?roomId=${roomId}`);
  const helpText = `我来帮忙管理${runMark}`;
  const spamText = `加我微信领福利${runMark}`;
  const chat = (page: Page) => page.getByTestId("room-chat");
  const say = async (page: Page, text: string) => {
    await expect(chat(page).getByRole("button", { name: "发送" })).toBeEnabled();
    const input = chat(page).getByRole("textbox", { name: "聊天内容" });
    await input.fill(text);
    await input.press("Enter");
  };
  const moderate = async (page: Page, text: string, nickname: string, action: string) => {
    const row = chat(page).locator("li", { hasText: text });
    await row.hover();
    await row.getByRole("button", { name: `管理操作：${nickname}` }).click();
    await page.getByRole("menuitem", { name: action }).click();
  };

  // The anchor makes the first user an admin: their chat gets 房间管理 and the 管理员 mark.
  await say(admin, helpText);
  // The user's chat has joined (it shows the message) before the change: a role change reaches
  // those in the room; one who joins later sees the message as it was sent.
  await expect(chat(user).locator("li", { hasText: helpText })).toBeVisible();
  await moderate(anchor, helpText, adminName, "设为管理员");
  await expect(anchor.getByText("已设为管理员")).toBeVisible();
  await expect(chat(admin).getByRole("button", { name: "房间管理" })).toBeVisible();
  await expect(chat(user).locator("li", { hasText: helpText }).getByText("管理员")).toBeVisible();

  // The admin mutes the other user, whose input is refused.
  await say(user, spamText);
  await moderate(admin, spamText, userName, "禁言");
  await expect(chat(user).getByRole("alert")).toHaveText("您已被禁言");
  await expect(chat(user).getByRole("textbox", { name: "聊天内容" })).toBeDisabled();

  // 房间管理: the audience with the muted user marked, the admin listed.
  await chat(anchor).getByRole("button", { name: "房间管理" }).click();
  const manage = anchor.getByRole("dialog", { name: "房间管理" });
  const userRow = manage.getByText(userName, { exact: true }).locator("xpath=ancestor::div[contains(@class, 'mantine-Group-root')][2]");
  await expect(userRow.getByText("已禁言")).toBeVisible();
  await manage.getByRole("tab", { name: "管理员" }).click();
  await expect(manage.getByRole("tabpanel", { name: "管理员" }).getByText(adminName)).toBeVisible();
  await manage.getByRole("tab", { name: "观众" }).click();
  await anchor.screenshot({ path: "test-results/screenshots/room-chat-manage.png" });
  await anchor.keyboard.press("Escape");
  await expect(manage).toBeHidden();

  // The anchor kicks the user (asked first): the user is taken home and cannot come back.
  await moderate(anchor, spamText, userName, "踢出直播间");
  await anchor.getByRole("dialog", { name: "踢出直播间" }).getByRole("button", { name: "确定" }).click();
  await expect(anchor.getByText("已踢出直播间")).toBeVisible();
  await expect(user.getByText("您已被踢出直播间").first()).toBeVisible();
  await expect(user).toHaveURL(/\/$/);
  await user.goto(`/liveRoom?roomId=${roomId}`);
  await expect(user.getByText("您无法进入直播间，是否查看赛事详情")).toBeVisible();
  await Promise.all([anchor, admin, user].map((page) => page.context().close()));
});
