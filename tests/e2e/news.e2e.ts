// News in a real Chromium against the production build and the sim: the news centre's lists, an
// article (its body, tags, related articles, the read it counts), and a hostile article from the
// sim's list (every fourth viewId, docs/api-calls.md "News") whose text renders while none of
// its payloads runs: no __xss probe call, no dialog, no page error, no script or on* attribute.
import { expect, test, type Page } from "@playwright/test";

interface Probe {
  runs: string[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("downloadPromptClosed", "1");
    sessionStorage.setItem("downloadBannerClosed", "1");
    const probe: Probe = { runs: [] };
    Object.assign(window, {
      __probe: probe,
      __xss: (name: string) => probe.runs.push(String(name)),
    });
    window.alert = (message?: unknown) => void probe.runs.push(`alert:${String(message)}`);
  });
});

/** Everything a payload could do if it ran: probe calls, dialogs, page errors, console errors. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], console: [] as string[] };
  page.on("dialog", (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("pageerror", (e) => seen.errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") seen.console.push(m.text());
  });
  return seen;
}

const viewIdOf = (href: string | null) => Number(/\/dynamicDetail\/(\d+)/.exec(href ?? "")?.[1]);

test("the news centre lists articles by tab and opens one", async ({ page }) => {
  const seen = watch(page);
  // The centre and an article are chunks apart: the article's code (its body, DOMPurify) comes when one opens.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const articleChunk = /\/news-detail-[\w-]{8}\.js$/;
  await page.goto("/informationCentre");
  await expect(page.getByRole("heading", { name: "资讯中心", level: 1 })).toBeVisible();
  const list = page.getByTestId("news-list");
  await expect(list.getByTestId("news-row")).toHaveCount(10);
  await expect(page.getByRole("region", { name: "热门排行" }).getByRole("listitem")).toHaveCount(10);
  // Scrolling to the end loads the next page.
  await list.getByRole("button", { name: "加载更多" }).scrollIntoViewIfNeeded();
  await expect(list.getByTestId("news-row")).toHaveCount(20);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screenshots/news.png", fullPage: false });

  await page.getByRole("tab", { name: "球队" }).click();
  await expect(page.getByRole("group", { name: "按球队筛选" })).toBeVisible();

  await page.getByRole("tab", { name: "赛事" }).click();
  const row = page.getByTestId("news-list").getByTestId("news-row").first();
  const title = (await row.getByRole("heading", { level: 3 }).textContent()) ?? "";
  const reads = (await row.getByText(/阅读$/).textContent()) ?? "";
  expect(scripts.some((path) => /\/news-centre-[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => articleChunk.test(path))).toBe(false);
  await row.getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/dynamicDetail\/\d+$/);
  const article = page.getByTestId("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(scripts.some((path) => articleChunk.test(path))).toBe(true);
  await expect(page.getByTestId("article-body").locator("h2")).toHaveCount(1);
  await expect(page.getByTestId("article-body").locator("blockquote")).toHaveCount(1);
  await expect(article.getByRole("link", { name: "资讯中心" })).toBeVisible();
  await expect(page.getByRole("region", { name: "相关推荐" }).getByRole("link")).toHaveCount(5);
  // The read this visit counted shows (a count under 10 000 goes up by one).
  if (/^\d+阅读$/.test(reads)) await expect(page.getByTestId("article-reads")).toHaveText(`${parseInt(reads, 10) + 1}阅读`);
  await page.screenshot({ path: "test-results/screenshots/news-detail.png", fullPage: true });
  expect(seen.errors).toEqual([]);
});

test("a hostile article renders its text and runs nothing", async ({ page }) => {
  const seen = watch(page);
  await page.goto("/informationCentre");
  const list = page.getByTestId("news-list");
  await expect(list.getByTestId("news-row").first()).toBeVisible();
  // Find a hostile article (viewId a multiple of 4) in the sim's list, loading pages as needed.
  let href: string | null = null;
  for (let pages = 0; pages < 12 && href === null; pages++) {
    const hrefs = await list.getByTestId("news-row").evaluateAll((rows) => rows.map((r) => r.querySelector("h3 a")?.getAttribute("href") ?? null));
    href = hrefs.find((h) => viewIdOf(h) % 4 === 0) ?? null;
    if (href === null) {
      const count = hrefs.length;
      await list.getByRole("button", { name: "加载更多" }).click();
      await expect(list.getByTestId("news-row")).toHaveCount(count + 10);
    }
  }
  expect(href).not.toBeNull();
  await list.locator(`h3 a[href="${href}"]`).click();

  const body = page.getByTestId("article-body");
  await expect(body.locator("h2")).toHaveCount(1);
  await expect(body).toContainText(/\S{20,}/);
  // Let any image error, autofocus or load handler have its chance to fire.
  await page.waitForLoadState("networkidle");
  await body.hover();
  await body.locator("p").first().click();

  await page.screenshot({ path: "test-results/screenshots/news-hostile.png", fullPage: true });
  expect(await body.locator("script, iframe, object, embed, svg, math, style, form, meta, base, input, template").count()).toBe(0);
  const attributes = await body.evaluate((root) =>
    Array.from(root.querySelectorAll("*")).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.startsWith("on") || a.name === "style" || /^\s*(javascript|data|vbscript):/i.test(a.value))
        .map((a) => `${el.tagName}[${a.name}=${a.value}]`),
    ),
  );
  expect(attributes).toEqual([]);
  const links = await body.locator("a[href]").evaluateAll((as) => as.map((a) => [a.getAttribute("target"), a.getAttribute("rel")]));
  expect(links.every(([target, rel]) => target === "_blank" && rel === "noopener noreferrer")).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.runs)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.console.filter((line) => /xss|alert|javascript:/i.test(line))).toEqual([]);
});
