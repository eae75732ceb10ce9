import { describe, expect, it } from "vitest";
import { centerMenuOf, shownTab, shownType } from "./center-menu";

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

  it("a user: user level, footprints, messages, my follows, live notices (type 9 with tab=notice) — no predictions", () => {
    expect(centerMenuOf(false).map((i) => [i.type, i.tab, i.label])).toEqual([
      [2, undefined, "用户等级"],
      [5, undefined, "历史足迹"],
      [6, undefined, "我的消息"],
      [9, undefined, "我的关注"],
      [9, "notice", "直播通知"],
    ]);
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

  it("tab=notice opens a user's 直播通知 under type 9; elsewhere or for an anchor it is dropped", () => {
    expect(shownTab(9, "notice", false)).toBe("notice");
    expect(shownTab(9, undefined, false)).toBeUndefined();
    expect(shownTab(5, "notice", false)).toBeUndefined();
    expect(shownTab(7, "notice", true)).toBeUndefined();
  });
});
