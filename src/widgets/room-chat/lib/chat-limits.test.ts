import { describe, expect, it } from "vitest";
import { charCount, checkDraft } from "./chat-limits";

describe("chat limits", () => {
  it("lets a first message through", () => {
    expect(checkDraft("主播好", null, 0)).toBeNull();
  });

  it("refuses an empty or blank message", () => {
    expect(checkDraft("   ", null, 0)).toEqual({ reason: "empty", text: "请输入内容" });
  });

  it("allows 50 characters and refuses 51, counting an emoji as one", () => {
    expect(checkDraft("好".repeat(50), null, 0)).toBeNull();
    expect(checkDraft("好".repeat(51), null, 0)).toEqual({ reason: "length", text: "发言不能超过50个字" });
    expect(charCount("⚽".repeat(50))).toBe(50);
    expect(checkDraft("⚽".repeat(50), null, 0)).toBeNull();
  });

  it("allows one message per 2 s", () => {
    expect(checkDraft("再来", 10_000, 11_999)).toEqual({ reason: "flood", text: "发言太快了，请稍后再试" });
    expect(checkDraft("再来", 10_000, 12_000)).toBeNull();
  });

  it("measures the trimmed text", () => {
    expect(checkDraft(`  ${"好".repeat(50)}  `, null, 0)).toBeNull();
  });
});
