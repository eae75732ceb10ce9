// Home and the anchor's homepage in a real Chromium against the production build and the sim:
// the notice, the recommendation strip, 官方精选 and 今日焦点赛事; 更多 opening /matchEvents on the
// chosen sport; an anchor's profile and prediction record. Screenshots of both pages are saved
// for review (test-results/screenshots).
import { expect, test, type Page } from "@playwright/test";
import { scriptNames } from "./script-names";

// The sim's anchors are numbered from 10001 (10002 has a preview today); every 13th has no prediction record.
const ANCHOR = 10_002;
const ANCHOR_WITHOUT_PREDICTIONS = 10_013;

test.beforeEach(async ({ page }) => {
  // Not about the download prompt: keep it closed.
  await page.addInitScript(() => localStorage.setItem("downloadPromptClosed", "1"));
});

/**
 * A full-page screenshot for review: the page's images loaded, and the shell's fixed download
 * banner closed (a full-page capture would paint it over the middle of the page).
 */
async function screenshot(page: Page, name: string) {
  const banner = page.getByTestId("download-banner");
  if (await banner.isVisible()) {
    await banner.getByRole("button").last().click();
    await expect(banner).toBeHidden();
  }
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== "lazy").every((img) => img.complete));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

test("home shows the notice, the recommendation strip, 官方精选 and 今日焦点赛事", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("看球 - 足球篮球直播比分");

  const notice = page.getByTestId("home-notice");
  await expect(notice).toBeVisible();
  expect((await notice.innerText()).trim().length).toBeGreaterThan(4);

  const strip = page.getByTestId("home-recommend");
  await expect(strip.getByTestId("recommend-slide").first()).toBeVisible();
  const title = await strip.getByRole("heading", { level: 2 }).innerText();
  expect(["直播推荐", "好评解说"]).toContain(title);
  const slide = await strip.getByTestId("recommend-slide").first().boundingBox();
  expect(slide?.width).toBeCloseTo(333, 0);
  const slides = strip.getByTestId("recommend-slide");
  if ((await slides.count()) > 1) {
    const second = await slides.nth(1).boundingBox();
    expect(second!.x - (slide!.x + slide!.width)).toBeCloseTo(10, 0);
  }

  const banners = page.getByTestId("home-banners");
  await expect(banners.getByRole("heading", { name: "官方精选" })).toBeVisible();
  await expect(banners.getByTestId("banner-item").first()).toBeVisible();
  await expect(banners.locator("[data-testid=banner-item][data-active]")).toHaveCount(1);
  // Pointing at a banner selects it.
  const third = banners.getByTestId("banner-item").nth(2);
  await third.hover();
  await expect(third).toHaveAttribute("data-active", "true");

  const focus = page.getByTestId("home-focus");
  await expect(focus.getByRole("heading", { name: "今日焦点赛事" })).toBeVisible();
  await expect(focus.getByRole("tab", { name: "足球" })).toHaveAttribute("aria-selected", "true");
  const cards = focus.getByTestId("focus-match");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(8);
  await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", /^\/liveRoom\?(detail=\d+&SportType=football|roomId=\d+)$/);
  await expect(focus.getByTestId("focus-banner").first()).toBeVisible();

  await page.mouse.move(0, 0);
  await screenshot(page, "home");
});

test("a normal banner's click opens the download prompt", async ({ page }) => {
  await page.goto("/");
  const banners = page.getByTestId("home-banners");
  await banners.getByTestId("banner-item").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("今日焦点赛事's 筛选 downloads its popover on the first click; unticking 未开始 leaves no upcoming card", async ({ page }) => {
  const scripts = scriptNames(page);
  await page.goto("/");
  const focus = page.getByTestId("home-focus");
  await expect(focus.getByTestId("focus-match").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Nothing on home's first view needs a popover: no Popover or floating-ui code yet.
  expect(scripts.filter((name) => /^(focus-filter-popover|Popover|floating-ui\.react)$/.test(name))).toEqual([]);

  const filter = focus.getByRole("button", { name: "筛选比赛状态" });
  await expect(filter).toHaveText("筛选");
  await filter.click();
  const upcoming = page.getByRole("checkbox", { name: "未开始" });
  await expect(upcoming).toBeChecked();
  expect(scripts).toContain("focus-filter-popover");
  await upcoming.click();
  await expect(upcoming).not.toBeChecked();
  await expect(filter).toHaveText("筛选 (2)");
  await expect(focus.locator('[data-testid="focus-match"][data-match-status="upcoming"]')).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(upcoming).toBeHidden();
});

test("更多 opens /matchEvents on the sport chosen in 今日焦点赛事", async ({ page }) => {
  await page.goto("/");
  const focus = page.getByTestId("home-focus");
  await focus.getByRole("tab", { name: "篮球" }).click();
  await expect(focus.getByTestId("focus-matches")).toHaveAttribute("data-sport", "basketball");
  await focus.getByRole("link", { name: "更多" }).click();
  await expect(page).toHaveURL(/\/matchEvents$/);
  await expect(page.getByRole("tab", { name: "篮球" })).toHaveAttribute("aria-selected", "true");
});

test("an anchor's homepage shows the profile, the live room and the prediction record", async ({ page, request }) => {
  // The anchor goes live (the sim's control, as its engine would), so the page shows the room. The
  // engine may have started this anchor already in a long run: its stream is closed first.
  await request.post("/api/sim/control/living", { data: { customId: ANCHOR, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId: ANCHOR, action: "start" } });
  expect(started.ok()).toBe(true);
  const { roomId } = (await started.json()) as { roomId: number };
  await page.goto(`/personalHomepage?customId=${ANCHOR}`);
  const profile = page.getByTestId("anchor-profile");
  await expect(profile.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(profile.getByText("认证主播")).toBeVisible();
  await expect(profile.getByText(/^主播Lv\.\d+$/)).toBeVisible();
  await expect(profile.getByRole("button", { name: "关注" })).toBeVisible();
  await expect(page.getByTestId("anchor-fans")).toContainText("粉丝");

  const record = page.getByTestId("anchor-record");
  await expect(record.getByTestId("hit-rate")).toHaveCount(2);
  for (const text of await record.getByTestId("hit-rate").allInnerTexts()) {
    const percent = /(\d+)%/.exec(text);
    if (percent) expect(Number(percent[1])).toBeLessThanOrEqual(100);
  }
  const live = page.getByTestId("anchor-live");
  await expect(live).toContainText("直播中");
  await expect(live.getByRole("link").first()).toHaveAttribute("href", `/liveRoom?roomId=${roomId}`);
  await expect(page.getByTestId("anchor-previews")).toBeVisible();
  await screenshot(page, "anchor-homepage");

  // A guest's follow asks for the login first.
  await profile.getByRole("button", { name: "关注" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("an anchor without predictions, an unknown anchor and a malformed id each say so", async ({ page }) => {
  await page.goto(`/personalHomepage?customId=${ANCHOR_WITHOUT_PREDICTIONS}`);
  await expect(page.getByTestId("anchor-record")).toContainText("近期无预测");

  await page.goto("/personalHomepage?customId=99999999");
  await expect(page.getByRole("heading", { name: "该主播不存在" })).toBeVisible();

  await page.goto("/personalHomepage?customId=abc");
  await expect(page.getByRole("heading", { name: "没有找到这位主播" })).toBeVisible();
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
});
