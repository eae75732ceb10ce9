// The page shell in a real Chromium against the production build and the sim: the header's
// search (an anchor found by name opens the anchor's homepage in a new tab; a nonsense keyword
// shows the empty text), the app-download prompt on home (an outside click closes it, and it
// stays closed after a reload), the floating side panel from 400 px of scroll with 顶部, and the
// /downLoad page. Screenshots for review go to test-results/screenshots/.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";
const PROMPT = { name: "下载看球APP" } as const;

const closePromptBeforeLoad = (page: Page) => page.addInitScript(() => localStorage.setItem("downloadPromptClosed", "1"));

/** axe-core's colour-contrast findings inside the given parts of the page. */
async function contrastViolations(page: Page, selectors: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(["color-contrast"]);
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? ""}`));
}

async function search(page: Page, keyword: string) {
  const field = page.getByRole("banner").getByRole("searchbox", { name: "搜索" });
  await field.fill(keyword);
  await field.press("Enter");
}

test("search finds an anchor by name and opens the anchor's homepage in a new tab", async ({ page, context }) => {
  await closePromptBeforeLoad(page);
  await page.goto("/forecast");
  const field = page.getByRole("banner").getByRole("searchbox", { name: "搜索" });
  await field.click();
  const popup = page.getByTestId("search-popup");
  await expect(popup.getByText("搜索看比赛直播间，开启精彩视界")).toBeVisible();

  // A character many sim nicknames share, then the full name of the first anchor found.
  await popup.getByRole("tab", { name: "主播" }).click();
  await search(page, "老");
  const rows = popup.getByTestId("anchor-result");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(10);
  // The next page comes when the list is scrolled to its end.
  await popup.getByTestId("search-results").evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  await page.screenshot({ path: `${SHOTS}/search-popup.png` });

  const name = (await rows.first().getByTestId("anchor-result-name").textContent())!.trim();
  await search(page, name);
  await expect(rows.first().getByTestId("anchor-result-name")).toHaveText(name);
  const href = await rows.first().getAttribute("href");
  expect(href).toMatch(/^\/personalHomepage\?customId=\d+$/);

  const [homepage] = await Promise.all([context.waitForEvent("page"), rows.first().click()]);
  await homepage.waitForLoadState();
  expect(new URL(homepage.url()).pathname + new URL(homepage.url()).search).toBe(href);
  await expect(homepage.getByText(name, { exact: true }).first()).toBeVisible();
  await homepage.close();
});

test("a search that finds nothing shows the empty text on both tabs, and a click outside closes the pop-up", async ({ page }) => {
  await closePromptBeforeLoad(page);
  await page.goto("/forecast");
  await search(page, "zzqx无此关键词");
  const popup = page.getByTestId("search-popup");
  await expect(popup.getByText("暂无相关内容，换个关键词试试吧～")).toBeVisible();
  await popup.getByRole("tab", { name: "主播" }).click();
  await expect(popup.getByText("暂无相关内容，换个关键词试试吧～")).toBeVisible();

  await page.mouse.click(40, 400);
  await expect(popup).toBeHidden();
});

test("home shows the download prompt, an outside click closes it, and it stays closed after a reload", async ({ page }) => {
  await page.goto("/");
  const prompt = page.getByRole("dialog", PROMPT);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId("app-qr-codes").getByRole("img")).toHaveCount(3);
  await expect(prompt.getByTestId("latest-version")).toContainText("Android v");
  await expect(prompt.getByTestId("site-domains")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/download-prompt.png` });

  // The overlay beside the dialog.
  await page.mouse.click(30, 450);
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("downloadPromptClosed"))).toBe("1");

  // After a reload home does not open it by itself: the page's clock is moved well past the 200 ms.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole("complementary", PROMPT)).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(prompt).toBeHidden();

  // The banner still opens it.
  await page.getByRole("complementary", PROMPT).getByRole("button", { name: "扫码下载" }).click();
  await expect(prompt).toBeVisible();
});

test("the side panel appears after 400 px of scroll and 顶部 returns to the top", async ({ page }) => {
  await closePromptBeforeLoad(page);
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  const panel = page.getByRole("navigation", { name: "快捷工具" });
  await expect(panel).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "APP" }).hover();
  await expect(page.getByText("扫码下载看球APP")).toBeVisible();
  // For the screenshot: the card faded in and its codes drawn.
  await page.waitForFunction(() => {
    const card = [...document.querySelectorAll<HTMLElement>(".mantine-HoverCard-dropdown")].find((el) => el.textContent?.includes("扫码下载看球APP"));
    const codes = card ? [...card.querySelectorAll("img")] : [];
    return !!card && getComputedStyle(card).opacity === "1" && codes.length > 0 && codes.every((img) => img.complete && img.naturalWidth > 0);
  });
  await page.screenshot({ path: `${SHOTS}/side-panel.png` });

  await panel.getByRole("button", { name: "顶部" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(panel).toBeHidden();
});

test("on a 412 px phone the header fits: the tabs scroll with the current one in view, search unfolds across it, 登录 opens the dialog", async ({ page }) => {
  await closePromptBeforeLoad(page);
  await page.addInitScript(() => sessionStorage.setItem("downloadBannerClosed", "1"));
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto("/forecast");
  const header = page.getByRole("banner");
  const inView = async (name: string) => {
    const box = (await header.getByRole("button", { name }).boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 412;
  };
  expect(await inView("开播")).toBe(true);
  expect(await inView("登录")).toBe(true);
  const nav = header.getByRole("navigation", { name: "主导航" });
  expect(await nav.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true); // the tabs scroll sideways
  const row = (await nav.boundingBox())!;
  // In view, to the pixel (boxes are fractional).
  await expect.poll(async () => (await nav.getByRole("link", { name: "预测" }).boundingBox())!.x).toBeGreaterThanOrEqual(row.x - 1);
  const current = (await nav.getByRole("link", { name: "预测" }).boundingBox())!;
  expect(current.x + current.width).toBeLessThanOrEqual(row.x + row.width + 1);
  await page.screenshot({ path: `${SHOTS}/header-phone.png`, clip: { x: 0, y: 0, width: 412, height: 120 } });

  // The folded search is a tap target; focused, it runs across the header and its pop-up fits.
  const field = header.getByRole("searchbox", { name: "搜索" });
  await field.click();
  // (The field is swapped for the pop-up's own once its code is in: for a moment there is none.)
  await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await search(page, "zzzz");
  const popup = page.getByTestId("search-popup");
  await expect(popup).toBeVisible();
  const popupBox = (await popup.boundingBox())!;
  expect(popupBox.x).toBeGreaterThanOrEqual(0);
  expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(412);
  await page.keyboard.press("Escape");
  await page.mouse.click(200, 800);

  await header.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("dialog", { name: "欢迎来到看球" })).toBeVisible();
});

test("a guest's 客服 opens the login dialog", async ({ page }) => {
  await closePromptBeforeLoad(page);
  await page.goto("/matchEvents");
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole("navigation", { name: "快捷工具" }).getByRole("button", { name: "客服" }).click();
  await expect(page.getByRole("dialog", { name: "欢迎来到看球" })).toBeVisible();
});

test("/downLoad shows the QR codes, the latest version with its notes and the permanent addresses", async ({ page }) => {
  await page.goto("/downLoad");
  await expect(page.getByRole("heading", { name: "看球APP" })).toBeVisible();
  await expect(page.getByLabel("扫码下载").getByRole("img")).toHaveCount(3);
  const version = page.getByRole("region", { name: "版本更新" });
  await expect(version).toContainText("Android v");
  await expect(version).toContainText("更新时间：");
  await expect(version.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "永久网址" }).getByTestId("site-domains")).toBeVisible();
  // The banner leads here; it is not shown on the page itself.
  await expect(page.getByRole("complementary", PROMPT)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/download-page.png`, fullPage: true });
});

test.describe("contrast", () => {
  test.use({ reducedMotion: "reduce" });

  test("the header on its scrolled surface, the search pop-up, the banner and the side panel keep WCAG AA", async ({ page }) => {
    await closePromptBeforeLoad(page);
    await page.goto("/");
    // Home grows as its sections load: scroll until the page is long enough.
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo(0, 600), window.scrollY)))
      .toBeGreaterThanOrEqual(400);
    await expect(page.getByRole("banner")).toHaveAttribute("data-opacity", "1.00");
    await expect(page.getByRole("navigation", { name: "快捷工具" })).toBeVisible();
    await page.getByRole("banner").getByRole("searchbox", { name: "搜索" }).click();
    await page.getByTestId("search-popup").getByRole("tab", { name: "主播" }).click();
    await search(page, "老");
    await expect(page.getByTestId("anchor-result").first()).toBeVisible();
    expect(await contrastViolations(page, ["header", '[data-testid="search-popup"]', '[data-testid="download-banner"]', '[data-testid="side-panel"]'])).toEqual([]);
  });

  test("the download prompt and /downLoad keep WCAG AA", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", PROMPT).getByTestId("site-domains")).toBeVisible();
    await expect(page.getByRole("dialog", PROMPT).getByTestId("latest-version")).toBeVisible();
    expect(await contrastViolations(page, ['[data-testid="download-prompt"]'])).toEqual([]);
    await page.goto("/downLoad");
    await expect(page.getByRole("region", { name: "版本更新" }).getByRole("listitem").first()).toBeVisible();
    expect(await contrastViolations(page, ["main"])).toEqual([]);
  });
});
