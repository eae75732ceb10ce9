// The competition filter on /matchEvents in a real Chromium against the production build and the
// sim: open 筛选, clear the selection with 反选, pick one competition, 完成 — the list then holds
// that competition's matches only, as many as the dialog counted for it.
import { expect, test } from "@playwright/test";
import { watchTodayListReplies } from "./today-list-replies";

test("choosing one competition in 筛选 leaves only its matches in the list", async ({ page }) => {
  // The dialog counts the list it opens on, so it opens on today's second reply.
  const todayList = watchTodayListReplies(page);
  await page.goto("/matchEvents");
  await todayList.bothApplied();
  await expect(page.getByTestId("football-list")).toBeVisible();
  await expect(page.locator("[data-match-id]").first()).toBeVisible();

  await page.getByRole("button", { name: /^筛选/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^筛选\(\d+\)$/ })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "全部" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("heading", { name: "A", exact: true })).toBeVisible();

  // The competition with the most matches, so the list has several rows to check.
  const chips = dialog.locator("label[data-competition-id]");
  const offered = await chips.evaluateAll((labels) =>
    labels.map((label) => ({
      id: (label as HTMLElement).dataset.competitionId!,
      count: Number((label as HTMLElement).dataset.count),
      name: label.getAttribute("title")!,
    })),
  );
  expect(offered.length).toBeGreaterThan(10);
  const pick = offered.reduce((best, c) => (c.count > best.count ? c : best));

  await dialog.getByRole("button", { name: "反选" }).click();
  await expect(dialog.getByRole("button", { name: "完成(0)" })).toBeVisible();
  // Keyboard: the checkbox takes focus and space ticks it.
  const box = dialog.locator(`label[data-competition-id="${pick.id}"] input`).first();
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await dialog.getByRole("button", { name: "完成(1)" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("filter-count")).toHaveText("1");

  // The summary counts exactly the picked competition's matches...
  await expect(page.getByTestId("summary-total").first()).toHaveAttribute("data-count", String(pick.count));
  // ...and every row on the page belongs to it.
  const rows = page.locator("[data-match-id]");
  await expect(rows.first()).toBeVisible();
  // The first cell of a row is the competition; it carries the full name as its title.
  const competitions = await rows.evaluateAll((els) =>
    els.map((row) => {
      const cell = row.querySelector('[role="gridcell"], [role="cell"]');
      return (cell?.matches("[title]") ? cell : cell?.querySelector("[title]"))?.getAttribute("title");
    }),
  );
  expect(competitions.length).toBeGreaterThan(0);
  expect(competitions.length).toBeLessThanOrEqual(pick.count);
  for (const name of competitions) expect(name).toBe(pick.name);
});
