import { describe, expect, it } from "vitest";
import { ROUTES } from "./route-table";

describe("the individual center's hrefs", () => {
  it("carry the type, the chat's customerId and a user's 直播通知 tab in the plain query shape", () => {
    expect(ROUTES.individualCenter.href({ type: 9 })).toBe("/individualCenter?type=9");
    expect(ROUTES.individualCenter.href({ type: 9, tab: "notice" })).toBe("/individualCenter?type=9&tab=notice");
    expect(ROUTES.individualCenter.href({ type: 6, customerId: "1" })).toBe("/individualCenter?type=6&customerId=1");
  });
});
