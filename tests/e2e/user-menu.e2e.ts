// The header's user menu in a real Chromium against the production build and the sim: a signed-in
// page shows the avatar without downloading the menu's code (Mantine's Menu, its popover and
// floating-ui), and the menu comes when the pointer reaches the avatar, or a finger taps it.
import { expect, test, type Page } from "@playwright/test";
import { dismissDownloadPrompts, smsSignUp } from "./sign-in";

const MENU_CODE = /^\/assets\/(user-menu|Menu|floating-ui\.react)-[\w-]+\.js$/;

/** Every request's path from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test("a signed-in page shows the avatar without the menu's code; hovering it downloads the menu, which opens", async ({ page, request }) => {
  await dismissDownloadPrompts(page);
  await smsSignUp(page, request, { from: "/downLoad" });
  const requests = recordRequests(page);
  await page.reload();
  const avatar = page.getByRole("banner").getByRole("button", { name: "用户菜单" });
  await expect(avatar).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests.filter((path) => MENU_CODE.test(path))).toEqual([]);

  await avatar.hover();
  await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
  expect(requests.some((path) => /^\/assets\/user-menu-[\w-]+\.js$/.test(path))).toBe(true);
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
