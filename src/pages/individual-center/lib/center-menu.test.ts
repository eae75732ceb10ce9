import { describe, expect, it } from "vitest";
import { centerMenuOf, shownType } from "./center-menu";

describe("individual center menus", () => {
  it("an anchor: anchor level, forecast, footprints, messages, live notice, my predictions, fans — no user level, no follows", () => {
    expect(centerMenuOf(true).map((i) => [i.type, i.label])).toEqual([
      [3, "主播等级"],
      [4, "预测等级"],
      [5, "历史足迹"],
      [6, "我的消息"],
      [7, "直播预告"],
      [8, "我的预测"],
      [10, "我的粉丝"],
    ]);
  });

  it("a user: user level, footprints, messages, my follows — no predictions", () => {
    expect(centerMenuOf(false).map((i) => i.type)).toEqual([2, 5, 6, 9]);
    expect(centerMenuOf(false).some((i) => i.label === "我的预测")).toBe(false);
  });

  it("type 1, none or another role's type opens the first item", () => {
    expect(shownType(1, false)).toBe(2);
    expect(shownType(undefined, true)).toBe(3);
    expect(shownType(2, true)).toBe(3);
    expect(shownType(8, false)).toBe(2);
    expect(shownType(9, false)).toBe(9);
    expect(shownType(10, true)).toBe(10);
  });
});
