import { describe, expect, it } from "vitest";
import { peerIdOf, privateRoomId } from "./private-room";

describe("private rooms", () => {
  it("names the pair's room the same from either side, the lower id first", () => {
    expect(privateRoomId(100001, 9)).toBe("p2p-9-100001");
    expect(privateRoomId(9, 100001)).toBe("p2p-9-100001");
  });

  it("reads ?customerId= as an account id, or nothing", () => {
    expect(peerIdOf("9")).toBe(9);
    expect(peerIdOf(undefined)).toBeUndefined();
    expect(peerIdOf("kf-7")).toBeUndefined();
    expect(peerIdOf("0")).toBeUndefined();
    expect(peerIdOf("-3")).toBeUndefined();
  });
});
