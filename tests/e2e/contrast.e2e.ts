// No text fails WCAG AA colour contrast (axe-core's color-contrast rule) on the pages a fan
// opens first: home, the score site, the football and basketball pages, with the rows, the
// header, the footer and the board's toolbar in view; and on the schedule tab's date bar with a
// day picked; and on an anchor's individual center, with its 认证主播 badge.
// A goal pop-up is raised on purpose and scanned too. Colours are checked at rest: with reduced
// motion, a goal pop-up or a score flash arriving during the scan is not measured half faded in.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { inPlayRowFarFromEnd } from "./in-play-row";
import { anchorPhone, dismissDownloadPrompts, passwordSignIn } from "./sign-in";

test.use({ reducedMotion: "reduce" });

async function contrastViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? ""}`));
}

for (const path of ["/", "/matchEvents", "/football", "/basketball"]) {
  test(`${path} has no text below WCAG AA contrast`, async ({ page }) => {
    await page.goto(path);
    if (path === "/") await expect(page.getByRole("heading", { name: "今日焦点赛事" })).toBeVisible();
    else await expect(page.locator("[data-match-id]").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
  });
}

test("the schedule's date bar has no text below WCAG AA contrast", async ({ page }) => {
  await page.goto("/matchEvents");
  await page.getByRole("tab", { name: "赛程" }).click();
  const dates = page.getByRole("group", { name: "赛程日期" });
  await expect(dates.locator("[aria-pressed=true]")).toBeVisible();
  await expect(page.locator("[data-match-id]").first()).toBeVisible();
  expect(await contrastViolations(page)).toEqual([]);
});

test("a goal pop-up has no text below WCAG AA contrast", async ({ page, request }) => {
  await page.goto("/matchEvents");
  const { matchId } = await inPlayRowFarFromEnd(page);
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  expect((await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } })).ok()).toBe(true);
  const popup = page.locator(`[data-testid="goal-popup"][data-goal-match-id="${matchId}"]`);
  await expect(popup).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="goal-popup"]').withRules(["color-contrast"]).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.any[0]?.message ?? ""))).toEqual([]);
});

test("an anchor's individual center, with its 认证主播 badge, has no text below WCAG AA contrast", async ({ page }) => {
  await dismissDownloadPrompts(page);
  await passwordSignIn(page, anchorPhone(10_077));
  await page.goto("/individualCenter?type=1");
  await expect(page.getByTestId("profile-card").getByText("认证主播")).toBeVisible();
  expect(await contrastViolations(page)).toEqual([]);
});
