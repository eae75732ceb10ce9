// An in-play football row for an e2e test to push changes to.
import { expect, type Page } from "@playwright/test";

/**
 * The in-play row with the lowest minute among those rendered, sought by its match id: a match far
 * from full time stays in play, and in its section, for the length of a test. The first in-play
 * row is the earliest kick-off, often minutes from its end (it then moves to the far end of the
 * list, and `.first()` names another match).
 */
export async function inPlayRowFarFromEnd(page: Page) {
  const going = page.locator('[data-match-id][data-status="going"]');
  await expect(going.first()).toBeVisible();
  const matchId = await going.evaluateAll((rows) => {
    const minute = (row: Element) => Number(/^(\d+)'/.exec(row.querySelector('[data-testid="status"]')?.textContent ?? "")?.[1] ?? 999);
    return Number([...rows].sort((a, b) => minute(a) - minute(b))[0]?.getAttribute("data-match-id"));
  });
  const row = page.locator(`[data-match-id="${matchId}"]`);
  await expect(row).toBeVisible();
  return { matchId, row };
}
