import { describe, expect, it, vi } from "vitest";
import { preloadAll } from "./on-demand";

describe("preloadAll", () => {
  it("starts every loader once, and a failed download rejects nothing", async () => {
    const ok = vi.fn(() => Promise.resolve("tab"));
    const failed = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      preloadAll({ ok, failed });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(ok).toHaveBeenCalledTimes(1);
      expect(failed).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
