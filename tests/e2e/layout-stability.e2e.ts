// Pages keep their layout while their data loads. On a phone-sized window with every API reply
// held back 400 ms (so data lands after the first paint, as on a slow network), the page's
// layout shifts, summed as the browser reports them (Layout Instability API, the score behind
// CLS), stay under 0.05, half the "good" threshold. Each page here once moved by 0.06–0.38: the
// footer slid down as content came, the anchor desk's form and the match header pushed the panels
// below (a not-started match's header, shorter than its placeholder, pulled them up), the data
// library's recent strip pushed the menu, the profile card grew a line.
import { expect, test, type Page } from "@playwright/test";
import { anchorPhone, dismissDownloadPrompts, passwordSignIn } from "./sign-in";

const STABLE_LAYOUT_SHIFT = 0.05;
const API_DELAY_MS = 400;

// Lighthouse's phone (a Moto G Power): 412 × 823 CSS px, touch, 1.75 device pixels per px.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

test.beforeEach(async ({ page }) => {
  await dismissDownloadPrompts(page);
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}[${source.node.getAttribute("aria-label") ?? source.node.className}]` : "#text")) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
});

async function holdApiReplies(page: Page) {
  await page.route(/\/api\/(?!sim\/)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

/** The page's summed layout shift, with what moved (for the failure message). */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  // Late work (images, a chat history) gets a moment after the page's content is in.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; nodes: string[] }[] }).__layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.nodes.join(", ")}`) };
}

async function expectStable(page: Page) {
  const { total, moved } = await layoutShift(page);
  expect(total, `layout shifts: ${moved.join("; ")}`).toBeLessThan(STABLE_LAYOUT_SHIFT);
}

test("the data library's entry: the recent strip does not push the menu", async ({ page }) => {
  await holdApiReplies(page);
  await page.goto("/footballMatchData/index");
  await expect(page.getByTestId("recent-competitions").getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("competition-menu").getByTestId("competition-link").first()).toBeVisible();
  await expectStable(page);
});

test("the match centre: the match header and its stats keep their place", async ({ page, request }) => {
  const customId = 10_042;
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  const started = await request.post("/api/sim/control/living", { data: { customId, action: "start" } });
  expect(started.ok()).toBe(true);
  const { matchId, roomId } = (await started.json()) as { matchId: number; roomId: number };
  await holdApiReplies(page);

  await page.goto(`/liveRoom?detail=${matchId}&SportType=football`);
  const header = page.getByTestId("room-match-header");
  await expect(header.locator("[data-side=home]")).not.toBeEmpty();
  await expect(header.getByRole("list", { name: "技术统计" })).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("match-centre")).toBeVisible();
  await expectStable(page);

  // The same match's live room: its header's stats hold their place too.
  await page.goto(`/liveRoom?roomId=${roomId}`);
  const roomHeader = page.getByTestId("live-room").getByTestId("room-match-header");
  await expect(roomHeader.getByRole("list", { name: "技术统计" })).toBeVisible();
  await expect(roomHeader.getByRole("list", { name: "技术统计" })).not.toHaveAttribute("aria-busy", "true");
  await expectStable(page);
});

test("the match centre of a match not started yet: what lies below its shorter header does not move up", async ({ page }) => {
  await page.goto("/matchEvents");
  await page.getByRole("tab", { name: "赛程" }).click(); // tomorrow's matches
  const upcoming = page.locator("[data-match-id][data-status=no_start]").first();
  await expect(upcoming).toBeVisible();
  const matchId = await upcoming.getAttribute("data-match-id");
  await holdApiReplies(page);

  await page.goto(`/liveRoom?detail=${matchId}&SportType=football`);
  await expect(page.getByTestId("room-match-header").getByLabel(/距开赛|VS/).first()).toBeVisible();
  await expect(page.getByTestId("match-centre")).toBeVisible();
  await expect(page.getByTestId("room-match-header").getByRole("list", { name: "技术统计" })).toHaveCount(0);
  await expectStable(page);
});

test("the news centre: the ranking under the list (on a phone) does not slide down as the list comes", async ({ page }) => {
  await holdApiReplies(page);
  await page.goto("/informationCentre");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "热门排行" })).toBeAttached();
  await expectStable(page);
});

test("an anchor's page, the anchor desk and the individual center: the footer, the panels below the form and the profile card stay put", async ({ page, request }) => {
  const customId = 10_041;
  await request.post("/api/sim/control/living", { data: { customId, action: "close" } });
  // Signed in on a desktop-wide window, where the header shows 登录.
  await page.setViewportSize({ width: 1366, height: 900 });
  await passwordSignIn(page, anchorPhone(customId));
  await page.setViewportSize({ width: 412, height: 823 });
  await holdApiReplies(page);

  await page.goto(`/personalHomepage?customId=${customId}`);
  await expect(page.getByTestId("anchor-homepage")).toBeVisible();
  await expect(page.getByLabel("预告加载中")).toHaveCount(0);
  await expectStable(page);

  await page.goto("/anchorStart");
  await expect(page.getByRole("region", { name: "开播设置" })).toBeVisible();
  await expect(page.getByRole("region", { name: "推流设置" })).toBeVisible();
  await expectStable(page);

  // The individual center: the profile card keeps its size while its detail and counts load.
  await page.goto("/individualCenter?type=1");
  const card = page.getByTestId("profile-card");
  await expect(card).toContainText(/性别 \S+/);
  await expect(card.locator("dl")).not.toHaveAttribute("aria-busy", "true");
  await expect(card).not.toContainText("性别 -");
  await expectStable(page);
});
