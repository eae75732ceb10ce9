// The start-up shell in a real Chromium against the production build: before the app's script
// has run, the page already shows the header bar with the logo (so the first paint does not wait
// for the script), and when the app renders, its header takes the shell's place with the logo
// exactly where the shell drew it, at a desktop and a phone width. Home's bar starts see-through,
// as the app's header does over its banner.
import { expect, test, type Browser, type Page } from "@playwright/test";

const SHOTS = "test-results/screenshots";
const WIDTHS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 412, height: 823 },
] as const;
const PATH = "/informationCentre";

type Box = { x: number; y: number; width: number; height: number };

/** The page as served, with no script run: what a slow phone shows while the app downloads. */
async function openWithoutScript(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

for (const viewport of WIDTHS) {
  test(`${viewport.name}: the header bar and logo show before the app's script runs, and the app's header takes their place`, async ({ browser, page }) => {
    const served = await openWithoutScript(browser, viewport, PATH);
    const bar = served.page.locator("[data-start-shell]");
    await expect(bar).toBeVisible();
    const shellBar = await box(served.page, "[data-start-shell]");
    const shellMark = await box(served.page, "[data-start-shell] svg");
    expect(shellBar).toEqual({ x: 0, y: 0, width: viewport.width, height: 64 });
    const name = served.page.locator("[data-start-shell]").getByText("看球");
    if (viewport.name === "desktop") await expect(name).toBeVisible();
    else await expect(name).toBeHidden();
    const shellName = viewport.name === "desktop" ? await box(served.page, "[data-start-shell] span") : null;
    await served.page.screenshot({ path: `${SHOTS}/start-shell-${viewport.name}.png` });
    await served.close();

    await page.setViewportSize(viewport);
    await page.goto(PATH);
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: "看球 首页" });
    await expect(logo).toBeVisible();
    await expect(page.locator("[data-start-shell]")).toHaveCount(0);
    expect(await box(page, "header")).toEqual(shellBar);
    expect(await logo.locator("svg").boundingBox()).toEqual(shellMark);
    if (shellName) expect(await logo.getByText("看球").boundingBox()).toEqual(shellName);
  });
}

test("home's shell bar starts see-through, as the app's header does over the banner", async ({ browser, page }) => {
  const served = await openWithoutScript(browser, WIDTHS[0], "/informationCentre");
  const solid = await served.page.locator("[data-start-shell]").evaluate((bar) => getComputedStyle(bar).backgroundColor);
  await served.close();
  // The see-through class comes from a line of script in the page itself, before the app's.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/");
  const homeBar = page.locator("[data-start-shell]");
  await expect(homeBar).toBeVisible();
  const seeThrough = await homeBar.evaluate((bar) => getComputedStyle(bar).backgroundColor);
  expect(solid).toBe("rgb(46, 46, 46)");
  expect(seeThrough).toBe("rgba(46, 46, 46, 0.2)");
});
