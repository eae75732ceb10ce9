import type { Page } from "@playwright/test";

/** The script files the page downloads from now on, by name without the hash (`offer-detail-dialog`, `Modal`, `floating-ui.react`). */
export function scriptNames(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ""));
  });
  return names;
}
