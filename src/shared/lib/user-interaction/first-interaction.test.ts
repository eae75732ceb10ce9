// The page's first interaction, as the goal sound reads it: nothing counts before a press.
import { beforeEach, describe, expect, it, vi } from "vitest";

async function freshModule() {
  vi.resetModules();
  return import("./first-interaction");
}

let page: EventTarget;
beforeEach(() => {
  page = new EventTarget();
});

describe("the first interaction", () => {
  it("is false until a pointer is pressed, then stays true", async () => {
    const { hasUserInteracted, watchFirstInteraction } = await freshModule();
    watchFirstInteraction(page);
    page.dispatchEvent(new Event("pointermove"));
    page.dispatchEvent(new Event("scroll"));
    expect(hasUserInteracted()).toBe(false);
    page.dispatchEvent(new Event("pointerdown"));
    expect(hasUserInteracted()).toBe(true);
    page.dispatchEvent(new Event("keydown"));
    expect(hasUserInteracted()).toBe(true);
  });

  it("counts a key pressed or a touch ended", async () => {
    for (const type of ["keydown", "touchend"]) {
      const { hasUserInteracted, watchFirstInteraction } = await freshModule();
      const target = new EventTarget();
      watchFirstInteraction(target);
      target.dispatchEvent(new Event(type));
      expect(hasUserInteracted()).toBe(true);
    }
  });

  it("stops listening after the first one, and watching twice listens once", async () => {
    const { watchFirstInteraction } = await freshModule();
    const added = vi.spyOn(page, "addEventListener");
    const removed = vi.spyOn(page, "removeEventListener");
    watchFirstInteraction(page);
    watchFirstInteraction(page);
    expect(added).toHaveBeenCalledTimes(3);
    page.dispatchEvent(new Event("pointerdown"));
    expect(removed).toHaveBeenCalledTimes(3);
  });
});
