// Today's football list comes twice on a fresh page: at start-up, then once more after the socket
// has subscribed (docs/product-rules.md "Live lists"). A test that acts on the list soon after the
// load waits for the second reply, which replaces the rows.
import { expect, type Page } from "@playwright/test";

/** Counts today's football list replies from now on; call before `page.goto`. */
export function watchTodayListReplies(page: Page) {
  let replies = 0;
  page.on("response", (res) => {
    if (res.url().endsWith("/v1/football/realtimeMatch_b") && res.ok()) replies += 1;
  });
  return {
    /** Waits until both replies of a fresh page have come. */
    bothCame: () => expect.poll(() => replies).toBe(2),
  };
}
