// The home page's live block in a real Chromium against the production build and the sim: the
// player really plays the selected room's stream (the sim's stand-in: a drawn scene with a tone)
// under its overlay, beside the live-room list; an anchor the sim starts appears in the list, and
// banning the room the player shows turns it to the banned panel.
import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { workerNames } from "./worker-names";

const FIRST_ANCHOR = 10_001;

/** Starts the first anchor (from `from` on) that is not streaming yet; its room and customId. */
async function startAnAnchor(request: APIRequestContext, from = FIRST_ANCHOR): Promise<{ customId: number; roomId: number }> {
  for (let customId = from; customId < from + 200; customId += 1) {
    const reply = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
    if (reply.ok()) return { customId, ...((await reply.json()) as { roomId: number }) };
  }
  throw new Error("no anchor of the sim could start a stream");
}

async function openHome(page: Page) {
  await page.addInitScript(() => localStorage.setItem("downloadPromptClosed", "1"));
  await page.goto("/");
}

/** A checksum of the picture the player shows now (its current frame drawn small on a canvas). */
const pictureSum = (page: Page) =>
  page.getByTestId("player-video").evaluate((video: HTMLVideoElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 96;
    canvas.height = 54;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(video, 0, 0, 96, 54);
    return ctx.getImageData(0, 0, 96, 54).data.reduce((sum, value, i) => (sum + value * (i + 1)) % 1_000_000_007, 0);
  });

const videoState = (page: Page) =>
  page.getByTestId("player-video").evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    width: video.videoWidth,
    paused: video.paused,
    muted: video.muted,
    liveAudioTracks: (video.srcObject as MediaStream | null)?.getAudioTracks().filter((track) => track.readyState === "live").length ?? 0,
  }));

test("home plays the selected room's stream under its overlay, beside the live list", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
  // At least one room is living whatever the sim's hour.
  await startAnAnchor(request);
  await openHome(page);

  const player = page.getByTestId("live-player");
  await expect(player).toHaveAttribute("data-state", "start");
  await expect.poll(async () => (await videoState(page)).width).toBeGreaterThan(0);
  const before = await videoState(page);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(before.time + 0.5);
  expect(before.paused).toBe(false);
  expect(before.muted).toBe(true);
  // A muted preview carries no sound: the tone's AudioContext is made at the first unmute.
  expect(before.liveAudioTracks).toBe(0);
  // The picture moves (the stand-in's ball and clock): frames keep coming, not one still image.
  // A worker draws them, off the page's thread.
  const firstPicture = await pictureSum(page);
  await expect.poll(() => pictureSum(page)).not.toBe(firstPicture);
  expect(workers.some((path) => /\/stand-in-worker-[\w-]+\.js$/.test(path))).toBe(true);

  // The overlay: match header, anchor card, room number and viewers, the enter button.
  await expect(player.getByTestId("player-match")).toBeVisible();
  await expect(player.getByTestId("player-anchor")).toBeVisible();
  await expect(player.getByText(/^房间号 \d+$/)).toBeVisible();
  const selected = page.locator('[data-testid="live-room-row"][aria-current="true"]');
  await expect(selected).toHaveCount(1);
  const roomId = await selected.getAttribute("data-room-id");
  await expect(player.getByRole("link", { name: "进入直播间" })).toHaveAttribute("href", `/liveRoom?roomId=${roomId}`);

  // The list: as tall as the player, with the rows that fit (floor((h − 58) / 135)) and 'more'.
  const list = page.getByTestId("live-room-list");
  const [playerBox, listBox] = [await player.boundingBox(), await list.boundingBox()];
  expect(Math.abs(playerBox!.height - listBox!.height)).toBeLessThanOrEqual(1);
  const total = await page.getByTestId("live-room-row").count();
  expect(total).toBeLessThanOrEqual(Math.max(1, Math.floor((playerBox!.height - 58) / 135)));

  // 取消静音 unmutes the stream; the controls hide once the pointer rests 3 s.
  const unmute = player.getByTestId("unmute-prompt");
  await expect(unmute).toHaveText("取消静音");
  await unmute.click();
  const unmuted = await videoState(page);
  expect(unmuted.muted).toBe(false);
  expect(unmuted.liveAudioTracks).toBe(1);
  await expect(unmute).toHaveCount(0);
  await page.mouse.move(5, 5);
  await expect(player).toHaveAttribute("data-controls", "hidden", { timeout: 6000 });
  await player.hover();
  await expect(player).toHaveAttribute("data-controls", "shown");
  await player.screenshot({ path: "test-results/screenshots/home-live-controls.png" });

  await page.mouse.move(5, 5);
  await expect(player).toHaveAttribute("data-controls", "hidden", { timeout: 6000 });
  await page.screenshot({ path: "test-results/screenshots/home-live.png", fullPage: true });
  expect(errors).toEqual([]);
});

test("without MediaStreamTrackGenerator the stand-in is drawn on a page canvas and still moves", async ({ page, request }) => {
  await page.addInitScript(() => {
    delete (window as { MediaStreamTrackGenerator?: unknown }).MediaStreamTrackGenerator;
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await startAnAnchor(request);
  await openHome(page);
  await expect.poll(async () => (await videoState(page)).width).toBeGreaterThan(0);
  const firstPicture = await pictureSum(page);
  await expect.poll(() => pictureSum(page)).not.toBe(firstPicture);
  // No stand-in worker (the socket's own worker runs as on every page).
  expect(workers.filter((url) => /stand-in/.test(url))).toEqual([]);
  expect((await workerNames(page)).filter((name) => name === "socket")).toHaveLength(1);
});

test("an anchor going live appears in the list; banning the room the player shows turns it to the banned panel", async ({ page, request }) => {
  await startAnAnchor(request);
  await openHome(page);
  await expect(page.getByTestId("live-room-row").first()).toBeVisible();
  await expect.poll(async () => ((await (await request.get("/api/sim/control/sockets")).json()) as { footballList: number }).footballList).toBeGreaterThan(0);

  const { customId, roomId } = await startAnAnchor(request, FIRST_ANCHOR + 50);
  const row = page.locator(`[data-testid="live-room-row"][data-room-id="${roomId}"]`);
  // It may land below the rows that fit: the expanded list holds every loaded room.
  const more = page.getByTestId("live-room-list").getByRole("button", { expanded: false });
  if (await more.isVisible()) await more.click();
  await expect(row).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await row.click();
  const player = page.getByTestId("live-player");
  await expect(player.getByRole("link", { name: "进入直播间" })).toHaveAttribute("href", `/liveRoom?roomId=${roomId}`);
  await expect.poll(async () => (await videoState(page)).width).toBeGreaterThan(0);

  const ban = await request.post("/api/sim/control/living", { data: { customId, action: "ban" } });
  expect(ban.ok()).toBe(true);
  await expect(player.getByTestId("player-banned")).toContainText("直播已被封禁");
  await expect(player).toHaveAttribute("data-state", "illegal");
});

test("the Agora SDK is a chunk of its own that home does not download, and it loads in the browser", async ({ page }) => {
  // Nothing may leave the machine: a request elsewhere (the SDK reporting home) is stopped and counted.
  const external: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openHome(page);
  await expect.poll(async () => (await videoState(page)).width).toBeGreaterThan(0);
  // Sim rooms have no channel: the stand-in's chunk came, the SDK's did not.
  expect(scripts.some((path) => /\/stand-in-stream-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/agora-channel-[\w-]+\.js$/.test(path))).toBe(false);

  // The network is closed, so no channel can be joined here; the chunk must at least evaluate.
  const chunk = readdirSync("dist/assets").find((name) => /^agora-channel-[\w-]+\.js$/.test(name));
  expect(chunk).toBeDefined();
  const exported = await page.evaluate(async (src) => typeof ((await import(src)) as { openAgoraChannel?: unknown }).openAgoraChannel, `/assets/${chunk}`);
  expect(exported).toBe("function");
  expect(external).toEqual([]);
});
