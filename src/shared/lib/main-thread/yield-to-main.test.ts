import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

afterEach(() => vi.unstubAllGlobals());

describe("yieldToMain", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it("elsewhere lets a task already queued run first", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    const queued = new MessageChannel();
    queued.port1.onmessage = () => {
      order.push("queued task");
      queued.port1.close();
    };
    queued.port2.postMessage(null);
    await yieldToMain();
    order.push("after the yield");
    expect(order).toEqual(["queued task", "after the yield"]);
  });
});
