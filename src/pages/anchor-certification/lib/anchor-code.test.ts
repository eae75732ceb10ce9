import { describe, expect, it } from "vitest";
import { anchorCodeError, CODE_MESSAGES, normalizeAnchorCode } from "./anchor-code";

describe("anchor invitation code", () => {
  it("is 6 letters or digits, any case", () => {
    expect(anchorCodeError("KQ2026")).toBeNull();
    expect(anchorCodeError(" kq2026 ")).toBeNull();
    expect(normalizeAnchorCode(" kq2026 ")).toBe("KQ2026");
    expect(anchorCodeError("")).toBe(CODE_MESSAGES.empty);
    expect(anchorCodeError("KQ202")).toBe(CODE_MESSAGES.format);
    expect(anchorCodeError("KQ-026")).toBe(CODE_MESSAGES.format);
    expect(anchorCodeError("主播邀请码啊")).toBe(CODE_MESSAGES.format);
  });
});
