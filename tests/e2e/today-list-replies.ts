// Today's football list comes twice on a fresh page: at start-up, then once more after the socket
// has subscribed (docs/product-rules.md "Live lists"). A test that acts on the list soon after the
// load waits for the second reply to be applied, since it replaces the rows: a match's refreshed
// record that comes back before it lands is superseded by it.
import { expect, type Page } from "@playwright/test";

/**
 * Resolves once the page's main thread has been idle: a reply's decoding and mapping run in
 * slices that keep it busy (each slice's continuation is queued ahead of idle work), and the rows
 * are applied in the task after the last one, so an idle period comes only once that is done.
 */
function idleAfterWork(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (then: () => void) => requestIdleCallback(then, { timeout: 10_000 });
    // Two idle periods with a frame between: the first may come between the reply's bytes and the
    // task that starts decoding them.
    idle(() => requestAnimationFrame(() => setTimeout(() => idle(() => resolve()), 50)));
  });
}

/** Counts today's football list replies from now on; call before `page.goto`. */
export function watchTodayListReplies(page: Page) {
  let replies = 0;
  // A finished request: its body is in, not just its headers.
  page.on("requestfinished", (request) => {
    void request.response().then((res) => {
      if (res?.ok() && request.url().endsWith("/v1/football/realtimeMatch_b")) replies += 1;
    });
  });
  return {
    /** Waits until both replies of a fresh page have come and the page has applied them. */
    bothApplied: async () => {
      await expect.poll(() => replies).toBe(2);
      await page.evaluate(idleAfterWork);
    },
  };
}
