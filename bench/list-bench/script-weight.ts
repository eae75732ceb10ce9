// The JavaScript a fan downloads before the list shows its first row: every script response the
// page received up to the moment its first row entered the DOM, with its size as served and
// gzipped (level 9, as a static host would serve it; `vite preview` itself does not compress).
// Scripts that start loading after the first row (lazy chunks of dialogs and popups, the bench's
// own probe which is injected, not downloaded) are not counted.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export interface ScriptWeight {
  files: { name: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/** Starts recording script responses on `page`; call the returned function once the first row is in the DOM. */
export function recordScriptsUntilFirstRow(page: Page): () => Promise<ScriptWeight> {
  const pending: Promise<ScriptWeight["files"][number] | null>[] = [];
  let stopped = false;
  page.on("response", (response) => {
    if (stopped || response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => ({ name: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  return async () => {
    stopped = true;
    const files = (await Promise.all(pending)).filter((file): file is ScriptWeight["files"][number] => file !== null);
    return {
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };
}
