// Work that can wait for a quiet moment (downloading code the page may want next), so it does not
// compete with the first view's own work.

/** Resolves when the browser is idle, or after `timeoutMs` at the latest; at once where there is no idle callback. */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
