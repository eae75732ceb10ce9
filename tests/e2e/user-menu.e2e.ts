// The header's user menu in a real Chromium against the production build and the sim: a signed-in
// page shows the avatar without downloading the menu's code (Mantine's Menu, its popover and
// floating-ui), and the menu comes when the pointer reaches the avatar, or a finger taps it.
import { expect, test } from "@playwright/test";
import { scriptNames } from "./script-names";
import { dismissDownloadPrompts, smsSignUp } from "./sign-in";

test("a signed-in page shows the avatar without the menu's code; hovering it downloads the menu, which opens", async ({ page, request }) => {
  await dismissDownloadPrompts(page);
  await smsSignUp(page, request, { from: "/downLoad" });
  const scripts = scriptNames(page);
  await page.reload();
  const avatar = page.getByRole("banner").getByRole("button", { name: "用户菜单" });
  await expect(avatar).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => /^(user-menu|Menu|floating-ui\.react)$/.test(name))).toEqual([]);

  await avatar.hover();
  await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
  expect(scripts).toContain("user-menu");
  await page.mouse.move(600, 600);
  await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on the avatar opens the menu once its code is here", async ({ page, request }) => {
    await dismissDownloadPrompts(page);
    await smsSignUp(page, request, { from: "/downLoad" });
    await page.reload();
    const avatar = page.getByRole("banner").getByRole("button", { name: "用户菜单" });
    await expect(avatar).toBeVisible();
    await avatar.tap();
    await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
  });
});
