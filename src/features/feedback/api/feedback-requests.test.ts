import { describe, expect, it } from "vitest";
import { replyMessage } from "./feedback-requests";

describe("replyMessage", () => {
  it("shows the reply's msg when the client hands it over", () => {
    const success = { ok: true as const, data: undefined, msg: "已收到" };
    expect(replyMessage(success, "默认")).toEqual({ ok: true, data: "已收到" });
  });

  it("falls back to the documented msg without one (or with a bare success)", () => {
    expect(replyMessage({ ok: true, data: undefined }, "默认")).toEqual({ ok: true, data: "默认" });
    expect(replyMessage({ ok: true, data: undefined, msg: "success" } as never, "默认")).toEqual({ ok: true, data: "默认" });
  });

  it("passes failures through", () => {
    const failure = { ok: false as const, reason: "code" as const, message: "用户不存在", code: 10001 };
    expect(replyMessage(failure, "默认")).toBe(failure);
  });
});
