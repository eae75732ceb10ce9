// The live room in a real Chromium against the production build and the sim: entered from the
// home list's player it plays the stream under the match header with the chat beside it; a banned
// room says 直播间已封禁; a user kicked from a room (the sim's kick control) is refused with
// 您已被踢出直播间. A screenshot is saved for review (test-results/screenshots/live-room.png).
import { expect, test, type Page } from "@playwright/test";
import { scriptNames } from "./script-names";
import { codeSignIn, freshPhone } from "./sign-in";

// Anchors of the sim's seed, each test its own so their streams do not meet.
const BANNED_ANCHOR = 10_004;
const KICK_ANCHOR = 10_005;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
});

async function startStream(request: Page["request"], customId: number): Promise<number> {
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { roomId: number }).roomId;
}

test("a live room opened from the home list plays the stream with the match header, the anchor and the chat", async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  const enter = page.getByRole("link", { name: "进入直播间" });
  await expect(enter).toBeVisible();
  const [room] = await Promise.all([context.waitForEvent("page"), enter.click()]);
  await room.setViewportSize({ width: 1366, height: 900 });
  await expect(room).toHaveURL(/\/liveRoom\?roomId=\d+$/);
  await expect(room.getByTestId("room-match-header")).toBeVisible();
  await expect(room.getByTestId("room-anchor")).toBeVisible();
  await expect(room.getByTestId("room-chat")).toBeAttached();
  await expect(room.getByTestId("match-centre")).toBeAttached();
  // The stand-in stream plays: the video advances.
  const video = room.getByTestId("player-video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  // The new tab has its own session storage: the download banner is closed by hand for the capture.
  const banner = room.getByTestId("download-banner");
  if (await banner.isVisible()) {
    await banner.getByRole("button").last().click();
    await expect(banner).toBeHidden();
  }
  await room.waitForFunction(() => [...document.images].every((img) => img.complete));
  await room.screenshot({ path: "test-results/screenshots/live-room.png", fullPage: true });
});

test("entering a banned room shows 直播间已封禁 and the player's 直播已被封禁", async ({ page, request }) => {
  const roomId = await startStream(request, BANNED_ANCHOR);
  await request.post("/api/sim/control/living", { data: { customId: BANNED_ANCHOR, action: "ban" } });
  const scripts = scriptNames(page);
  await page.goto(`/liveRoom?roomId=${roomId}`);
  await expect(page.getByText("直播间已封禁", { exact: true })).toBeVisible();
  await expect(page.getByTestId("player-banned").getByText("直播已被封禁")).toBeVisible();
  // A room's first view has no dialog: the refusal's confirm (Mantine's Modal, its scroll area and
  // floating-ui) is not downloaded with it.
  expect(scripts).toContain("live-room");
  expect(scripts.filter((name) => /^(offer-detail-dialog|Modal|floating-ui\.react)$/.test(name))).toEqual([]);
});

test("a signed-in user kicked from a room is refused with 您已被踢出直播间", async ({ page, request }) => {
  const roomId = await startStream(request, KICK_ANCHOR);
  // A new user, signed in by code; the id is read once the header shows the signed-in user (the
  // 登录成功 toast comes before the user's info is loaded and stored).
  const customId = await codeSignIn(page, request, freshPhone("187"), { from: "/matchEvents" });

  const kicked = await request.post("/api/sim/control/kick", { data: { customId, roomId } });
  expect(kicked.ok()).toBe(true);
  const scripts = scriptNames(page);
  await page.goto(`/liveRoom?roomId=${roomId}`);
  // The room's match is known, so the confirm offers its detail over the refusal; its code comes now.
  await expect(page.getByText("您无法进入直播间，是否查看赛事详情")).toBeVisible();
  expect(scripts).toContain("offer-detail-dialog");
  // The dialog's scroll area no longer brings floating-ui, and nor does the header's user menu
  // before the pointer reaches it.
  expect(scripts).not.toContain("floating-ui.react");
  await page.getByRole("button", { name: "取消" }).click();
  await expect(page.getByRole("alert").getByText("您已被踢出直播间")).toBeVisible();
  await expect(page.getByTestId("live-room")).toHaveCount(0);
});
