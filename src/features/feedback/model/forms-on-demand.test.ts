// The feature's public API is in every page's start chunk (the footer's openers, the dialogs'
// mount); the forms' models (~110 Effector units with their image pickers and submit calls) must
// come only with the dialogs' code, loaded the first time one opens.
import { inspectGraph } from "effector/inspect";
import { expect, it } from "vitest";

it("importing the public API creates the dialogs' open state only, not the forms", async () => {
  const created: string[] = [];
  const watch = inspectGraph({
    fn: () => {
      const frame = new Error().stack?.split("\n").find((line) => line.includes("/src/features/feedback/") && !line.includes("forms-on-demand.test"));
      if (frame) created.push(frame.replace(/^.*\/src\/features\/feedback\//, "").replace(/[:?].*$/, ""));
    },
  });
  try {
    await import("../index");
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created)).toEqual(new Set(["model/dialogs-open.ts"]));
    expect(created.length).toBeLessThan(30);
    await import("../ui/feedback-dialogs");
    expect(new Set(created)).toEqual(new Set(["model/dialogs-open.ts", "model/feedback.ts", "model/complaint.ts", "model/image-picker.ts"]));
  } finally {
    watch.unsubscribe();
  }
});
