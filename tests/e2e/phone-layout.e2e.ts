// The pages at a 412 px phone width in a real Chromium against the production build and the sim:
// nothing pushes the page sideways, and the match lists show the columns a phone has room for
// (competition with the pin, time with the follow star, status, the teams, the score, live) with
// the team names readable; the data library's standings scroll sideways inside their panel and
// its season grid keeps its columns; a live room puts its chat under the player.
// Screenshots for review go to test-results/screenshots/.
import { expect, test, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";
const PHONE = { width: 412, height: 900 };

async function openOnPhone(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
  });
  await page.setViewportSize(PHONE);
  await page.goto(path);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const headers = (page: Page) => page.getByRole("grid").first().getByRole("columnheader").allTextContents();

test("on a phone the football list shows competition, time, status, teams, score and live, with the names readable", async ({ page }) => {
  await openOnPhone(page, "/matchEvents");
  const row = page.locator("[data-match-id]").first();
  await expect(row).toBeVisible();
  expect(await headers(page)).toEqual(["赛事", "时间", "状态", "主队", "比分", "客队", "直播"]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // Each team's cell has room for a name: more than two characters' width, inside the screen.
  for (const cell of await row.getByRole("gridcell").all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  const [home, away] = [row.getByRole("gridcell").nth(3), row.getByRole("gridcell").nth(5)];
  expect((await home.boundingBox())!.width).toBeGreaterThan(56);
  expect((await away.boundingBox())!.width).toBeGreaterThan(56);
  await expect(row.getByTestId("score")).toBeVisible();
  // The actions column is left out; the follow star comes under the time.
  await expect(row.getByRole("gridcell").nth(1).getByRole("button", { name: /^(关注|取消关注)$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-football-list.png` });
});

test("on a 375 px phone a team name of up to four characters shows whole, over the row's two lines", async ({ page }) => {
  await openOnPhone(page, "/matchEvents");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  // One line left room for two or three characters, so most names showed two and an ellipsis.
  // A red card beside a name takes some of its room.
  const names = page.locator("[data-match-id] [role=gridcell]:is(:nth-child(4), :nth-child(6)) > span > span:not([aria-label])");
  await expect.poll(() => names.count()).toBeGreaterThan(10);
  const shortNames = await names.evaluateAll((spans) =>
    spans
      .filter((name) => !name.parentElement?.querySelector("[aria-label^='红牌']") && [...(name.textContent ?? "")].length === 4)
      .map((name) => ({ name: name.textContent, cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1 })),
  );
  expect(shortNames.length).toBeGreaterThan(3);
  expect(shortNames.filter(({ cut }) => cut).map(({ name }) => name)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/phone-375-football-list.png` });
});

test("on a phone the pin sits under the competition and puts its match first", async ({ page }) => {
  await openOnPhone(page, "/matchEvents");
  const second = page.locator("[data-match-id]").nth(1);
  await expect(second).toBeVisible();
  const matchId = await second.getAttribute("data-match-id");
  const pin = second.getByRole("gridcell").first().getByRole("button", { name: "置顶" });
  const pinBox = (await pin.boundingBox())!;
  expect(pinBox.width).toBeGreaterThanOrEqual(24);
  expect(pinBox.x + pinBox.width).toBeLessThanOrEqual(PHONE.width);
  await pin.click();
  const first = page.locator("[data-match-id]").first();
  await expect(first).toHaveAttribute("data-match-id", matchId!);
  await expect(first.getByRole("gridcell").first().getByRole("button", { name: "取消置顶" })).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: `${SHOTS}/phone-football-pinned.png` });
});

test("on a phone the basketball list shows competition, time, status, teams, 全场 and live", async ({ page }) => {
  await openOnPhone(page, "/basketball");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  expect(await headers(page)).toEqual(["赛事", "时间", "状态", "球队", "全场", "直播"]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const row = page.locator("[data-match-id]").first();
  await expect(row.getByRole("gridcell").nth(1).getByRole("button", { name: /^(关注|取消关注)$/ })).toBeVisible();
  await expect(row.getByRole("gridcell").first().getByRole("button", { name: /^(置顶|取消置顶)$/ })).toBeVisible();
  // Most of basketball's short names have four characters (伊朗篮甲): they show whole, not cut to
  // one; the few longer ones (斯洛文篮甲) end in an ellipsis.
  const cutNames = await page.locator("[data-match-id] [role=gridcell]:first-child [title] > span:last-child").evaluateAll((names) =>
    names.filter((name) => [...(name.textContent ?? "")].length <= 4 && name.scrollWidth > name.clientWidth).map((name) => name.textContent),
  );
  expect(cutNames).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/phone-basketball-list.png` });
});

test("on a phone the header's tab strip fades a tab its edge cuts, and only there", async ({ page }) => {
  await openOnPhone(page, "/basketball");
  const nav = page.getByRole("navigation", { name: "主导航" });
  await expect(nav.getByRole("link", { name: "篮球" })).toBeInViewport();
  const fades = () =>
    nav.evaluate((el) => {
      const style = getComputedStyle(el);
      const px = (name: string) => Math.round(parseFloat(style.getPropertyValue(name)));
      return { scrolled: el.scrollLeft > 0, fadesLeft: px("--nav-fade-start") > 0, fadesRight: px("--nav-fade-end") > 0 };
    });
  // Scrolled to bring 篮球 in: 首页 is cut at the left, and more tabs wait at the right.
  expect(await fades()).toEqual({ scrolled: true, fadesLeft: true, fadesRight: true });
  await nav.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect.poll(fades).toEqual({ scrolled: false, fadesLeft: false, fadesRight: true });
  await nav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(fades).toEqual({ scrolled: true, fadesLeft: true, fadesRight: false });
  await page.screenshot({ path: `${SHOTS}/phone-header-tabs.png`, clip: { x: 0, y: 0, width: PHONE.width, height: 64 } });

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect.poll(() => nav.evaluate((el) => getComputedStyle(el).maskImage)).toBe("none");
});

test("on a desktop the football list keeps every column", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  expect(await headers(page)).toEqual(["赛事", "时间", "状态", "主队", "比分", "客队", "半场", "角球", "直播", "操作"]);
});

for (const path of ["/informationCentre", "/downLoad"]) {
  test(`on a phone ${path} fits the screen`, async ({ page }) => {
    await openOnPhone(page, path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/phone${path.replace("/", "-")}.png`, fullPage: true });
  });
}

test("on a phone the data library's competition, team, player and team-history pages fit the screen", async ({ page }) => {
  await openOnPhone(page, "/basketballMatchData/index");
  await page.getByTestId("competition-menu").getByRole("tabpanel").getByTestId("competition-link").first().click();
  const standings = page.getByTestId("standings");
  await expect(standings.getByTestId("team-link").first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/phone-competition.png` });

  // The season's matches: a grid too, every column kept (none is left out on a phone).
  await page.getByRole("tab", { name: "赛程/赛果" }).click();
  const seasonMatch = page.getByTestId("season-match").first();
  await expect(seasonMatch).toBeVisible();
  expect(await seasonMatch.getByRole("gridcell").count()).toBe(5);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // The teams get the room: names of up to five characters show whole.
  const cutTeams = await page.getByTestId("season-match").locator("a[title] > span").evaluateAll((names) =>
    names.filter((name) => [...(name.textContent ?? "")].length <= 5 && name.scrollWidth > name.clientWidth).map((name) => name.textContent),
  );
  expect(cutTeams).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/phone-season-matches.png` });
  await page.getByRole("tab", { name: "积分" }).click();

  await standings.getByTestId("team-link").first().click();
  const team = page.getByTestId("team-page");
  await expect(team.getByTestId("team-match").first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await page.screenshot({ path: `${SHOTS}/phone-team.png` });
  await team.getByRole("tab", { name: "球员" }).click();
  await team.getByTestId("squad-row").first().getByTestId("player-link").click();
  await expect(page.getByTestId("player-page").getByTestId("player-match").first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/phone-player.png`, fullPage: true });

  // The first match of today's football list.
  await page.goto("/matchEvents");
  const matchId = await page.locator("[data-match-id]").first().getAttribute("data-match-id");
  await page.goto(`/teamDetailHistory/${matchId}`);
  const history = page.getByTestId("team-history");
  await expect(history.getByRole("heading", { name: "历史交锋" })).toBeVisible();
  await expect(history.getByTestId("recent-home").getByTestId("team-match").first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/phone-team-history.png`, fullPage: true });
});

test("on a phone a live room is one column: the player as wide as the screen, the chat right under it", async ({ page, request }) => {
  const customId = 10_044;
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  const { roomId } = (await started.json()) as { roomId: number };
  try {
    await openOnPhone(page, `/liveRoom?roomId=${roomId}`);
    const room = page.getByTestId("live-room");
    const chat = room.getByRole("complementary", { name: "聊天" });
    await expect(chat).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const player = (await room.getByTestId("live-player").boundingBox())!;
    const chatBox = (await chat.boundingBox())!;
    expect(player.width).toBeGreaterThan(360);
    expect(chatBox.width).toBeGreaterThan(360);
    expect(chatBox.height).toBeGreaterThanOrEqual(360);
    expect(chatBox.y).toBeGreaterThanOrEqual(player.y + player.height);
    // The chat comes before the anchor card and the match centre.
    const centre = (await room.getByTestId("match-centre").boundingBox())!;
    expect(centre.y).toBeGreaterThan(chatBox.y + chatBox.height);
    await page.screenshot({ path: `${SHOTS}/phone-live-room.png`, fullPage: true });
  } finally {
    await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  }
});
