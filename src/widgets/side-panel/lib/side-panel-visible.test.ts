import { describe, expect, it } from "vitest";
import { isSidePanelVisible } from "./side-panel-visible";

describe("isSidePanelVisible", () => {
  it("is hidden above 400 px of scroll and shown from 400 px", () => {
    expect(isSidePanelVisible(0)).toBe(false);
    expect(isSidePanelVisible(399)).toBe(false);
    expect(isSidePanelVisible(400)).toBe(true);
    expect(isSidePanelVisible(5000)).toBe(true);
  });
});
