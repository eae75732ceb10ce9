// Decorative motion stops within 5 s of appearing (docs/product-rules.md "Header and shell").
// On home and the score pages, no stylesheet rule loaded runs an animation forever, and no running
// animation lasts more than 5 s, except: content that pauses when pointed at (the notice bar's
// text, the carousel's progress), the header tabs' scroll-driven edge fade, the live popup's
// avatar ring (the spec asks it to pulse while live) and loading placeholders (they end with the
// loading). The push effects' flashes are no animation: the board blinks them with one timer while
// any is shown (widgets/football-board, use-flash-phase.ts). A page-long pulse kept Chromium updating the page's
// style every frame.
import { expect, test, type Page } from "@playwright/test";
import { dismissDownloadPrompts } from "./sign-in";

const MAX_DECORATIVE_MS = 5_000;
/** Our animations allowed to run on (CSS-module names are `_{name}_{hash}_{n}`). */
const LASTING = "^_(marquee|fill|nav-edge-fade|ring|shimmer)_";
/** Mantine's own keyframes (`m_{hash}`): its Loader and Skeleton. */
const MANTINE = "^m_";

/** Stylesheet rules that animate forever with a name not allowed to. */
const infiniteRules = (page: Page) =>
  page.evaluate(
    ({ lasting, mantine }) => {
      const found: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            const names = rule.style.animationName.split(",").map((name) => name.trim());
            const counts = rule.style.animationIterationCount.split(",").map((count) => count.trim());
            names.forEach((name, i) => {
              if (counts[i % counts.length] === "infinite" && !new RegExp(lasting).test(name) && !new RegExp(mantine).test(name)) found.push(`${rule.selectorText} → ${name}`);
            });
          }
          if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
      return found;
    },
    { lasting: LASTING, mantine: MANTINE },
  );

/** Running animations outside loading indicators and the allowed ones: name, iterations, active ms. */
const runningDecorative = (page: Page) =>
  page.evaluate(
    ({ lasting }) =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => !(animation.effect as KeyframeEffect | null)?.target?.closest('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root'))
        .map((animation) => {
          const timing = animation.effect!.getComputedTiming();
          return { name: (animation as CSSAnimation).animationName ?? "?", iterations: timing.iterations ?? 1, activeMs: Number(timing.activeDuration) };
        })
        .filter((animation) => !new RegExp(lasting).test(animation.name)),
    { lasting: LASTING },
  );

for (const [path, content] of [
  ["/", "home-live"],
  ["/matchEvents", "football-list"],
  ["/football", "football-list"],
] as const) {
  test(`${path}: decorative animations end within 5 s`, async ({ page }) => {
    await dismissDownloadPrompts(page);
    await page.goto(path);
    await expect(page.getByTestId(content)).toBeVisible();
    // The page's live content (dots, bars) has had its first second on screen.
    await page.waitForTimeout(1_000);
    expect(await infiniteRules(page)).toEqual([]);
    for (const animation of await runningDecorative(page)) {
      expect(animation.iterations, animation.name).not.toBe(Infinity);
      expect(animation.activeMs, animation.name).toBeLessThanOrEqual(MAX_DECORATIVE_MS);
    }
  });
}
