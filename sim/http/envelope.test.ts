import { describe, expect, it } from "vitest";
import { decryptPayload } from "#wire/cipher";
import { errorReply, okReply } from "./envelope";

const KEY = "kanqiu-sim-payload-key";

describe("sim envelope", () => {
  it("wraps a payload the client can decrypt", () => {
    const reply = okReply({ items: [{ id: 1, name: "英超" }], total: 1 }, KEY);
    expect(reply.code).toBe(0);
    expect(reply.msg).toBe("success");
    expect(typeof reply.data).toBe("string");
    expect(decryptPayload(reply.data as string, KEY)).toEqual({ items: [{ id: 1, name: "英超" }], total: 1 });
  });

  it("uses a fresh IV for every reply", () => {
    expect(okReply({ a: 1 }, KEY).data).not.toBe(okReply({ a: 1 }, KEY).data);
  });

  it("sends null data when there is nothing to return", () => {
    expect(okReply(null, KEY)).toEqual({ code: 0, msg: "success", data: null });
    expect(okReply(undefined, KEY)).toEqual({ code: 0, msg: "success", data: null });
  });

  it("keeps falsy payloads such as 0 and false", () => {
    expect(decryptPayload(okReply(0, KEY).data as string, KEY)).toBe(0);
    expect(decryptPayload(okReply(false, KEY).data as string, KEY)).toBe(false);
  });

  it("builds error replies without data", () => {
    expect(errorReply(10050, "token expired")).toEqual({ code: 10050, msg: "token expired", data: null });
  });
});
