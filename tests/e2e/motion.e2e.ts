// Decorative motion stops within 5 s of appearing (docs/product-rules.md "Header and shell"):
// every CSS animation on home and the score pages runs a few times at most, except the ones that
// carry content and stop when pointed at (the notice bar's text, the carousel's progress), the
// header tabs' scroll-driven edge fade, and loading indicators (they end with the loading). A page-long pulse kept Chromium updating the page's style
// every frame.
import { expect, test, type Page } from "@playwright/test";
import { dismissDownloadPrompts } from "./sign-in";

const MAX_DECORATIVE_MS = 5_000;
/** Animations allowed to run on: content that pauses when pointed at, and the scroll-driven fade. */
const LASTING = /^_(marquee|fill|nav-edge-fade)_/;

/** The page's running CSS animations outside loading indicators: name, iterations and active duration (ms). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return !target?.closest('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root');
      })
      .map((animation) => {
        const timing = animation.effect!.getComputedTiming();
        return { name: (animation as CSSAnimation).animationName ?? "?", iterations: timing.iterations ?? 1, activeMs: Number(timing.activeDuration) };
      }),
  );

for (const path of ["/", "/matchEvents", "/football"]) {
  test(`${path}: decorative animations end within 5 s`, async ({ page }) => {
    await dismissDownloadPrompts(page);
    await page.goto(path);
    // Wait until the page shows its live content, which carries the animated dots and bars.
    await expect.poll(async () => (await runningAnimations(page)).some((animation) => !LASTING.test(animation.name))).toBe(true);
    const decorative = (await runningAnimations(page)).filter((animation) => !LASTING.test(animation.name));
    for (const animation of decorative) {
      expect(animation.iterations, animation.name).not.toBe(Infinity);
      expect(animation.activeMs, animation.name).toBeLessThanOrEqual(MAX_DECORATIVE_MS);
    }
  });
}
