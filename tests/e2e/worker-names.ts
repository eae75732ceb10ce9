import type { Page } from "@playwright/test";

/** The names the page's running workers were given (`new Worker(url, { name })`): the socket's is "socket". Its URL is a blob's, as the worker is inlined. */
export const workerNames = (page: Page): Promise<string[]> =>
  Promise.all(page.workers().map((worker) => worker.evaluate(() => (self as unknown as { name: string }).name)));
