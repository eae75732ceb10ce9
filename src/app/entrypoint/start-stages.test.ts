// @vitest-environment jsdom
// Where the start chunk's task ends: a new task at each stage, except on a page that opens with
// today's list, where the chunk evaluates in one go.
import { afterEach, describe, expect, it, vi } from "vitest";

async function stagesAt(address: string) {
  window.history.replaceState(null, "", address);
  vi.resetModules();
  return import("./start-stages");
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the start chunk's stages", () => {
  it("on a page without a first list, each stage waits for a new task", async () => {
    const { nextStartStage } = await stagesAt("/forecastDetail?id=27");
    const order: string[] = [];
    const stage = nextStartStage();
    expect(stage).toBeInstanceOf(Promise);
    void stage?.then(() => order.push("next stage"));
    // A microtask runs before the stage; the stage comes only after the task has ended.
    await Promise.resolve();
    order.push("same task");
    await stage;
    expect(order).toEqual(["same task", "next stage"]);
  });

  it("home yields too: its list waits for its first view", async () => {
    const { nextStartStage } = await stagesAt("/");
    expect(nextStartStage()).toBeInstanceOf(Promise);
  });

  it("on the boards, whose first rows wait for the start-up, there is no stage to wait for", async () => {
    for (const address of ["/matchEvents", "/football", "/basketball"]) {
      const { nextStartStage } = await stagesAt(address);
      expect(nextStartStage(), address).toBeUndefined();
    }
  });
});
