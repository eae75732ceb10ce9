// The JavaScript a fan downloads before the list shows its first row: every script the page
// requested before its first row entered the DOM, with its size as served and gzipped (level 9,
// as a static host would serve it; `vite preview` itself does not compress). "Before" is read on
// the page's own clock (the start times of its resource timing entries against the probe's
// firstRowInDomAt), not at the moment Node's poll sees the row, so lazy chunks of dialogs and
// popups requested after the first row are not counted; neither is the bench's own probe, which
// is injected, not downloaded.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export interface ScriptWeight {
  files: { name: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

type ScriptFile = ScriptWeight["files"][number];

/** Starts recording script responses on `page`; call the returned function once the first row is in the DOM. */
export function recordScriptsUntilFirstRow(page: Page): () => Promise<ScriptWeight> {
  // Bodies are read as they arrive (the browser may drop them later); which count is decided at the end.
  const received: { url: string; file: Promise<ScriptFile | null> }[] = [];
  let stopped = false;
  page.on("response", (response) => {
    if (stopped || response.request().resourceType() !== "script") return;
    received.push({
      url: response.url(),
      file: response
        .body()
        .then((body) => ({ name: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    });
  });
  return async () => {
    stopped = true;
    const requestedBeforeFirstRow = new Set(
      await page.evaluate(() => {
        const firstRowAt = window.__benchProbe?.firstRowInDomAt;
        if (firstRowAt == null) throw new Error("the first row is not in the DOM yet");
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= firstRowAt)
          .map((entry) => entry.name);
      }),
    );
    const counted = received.filter(({ url }) => requestedBeforeFirstRow.has(url));
    const files = (await Promise.all(counted.map(({ file }) => file))).filter((file): file is ScriptFile => file !== null);
    return {
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };
}
