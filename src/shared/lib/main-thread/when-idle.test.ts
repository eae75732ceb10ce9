import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => vi.unstubAllGlobals());

describe("whenIdle", () => {
  it("waits for the browser's idle callback, with the given deadline", async () => {
    let runIdle = () => {};
    const requestIdleCallback = vi.fn((callback: () => void) => {
      runIdle = callback;
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    let resolved = false;
    const idle = whenIdle(500).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    runIdle();
    await idle;
    expect(resolved).toBe(true);
  });

  it("resolves on the next task where there is no idle callback", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
