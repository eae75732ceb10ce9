import { describe, expect, it } from "vitest";
import { FACE_TIMEOUT_MS } from "../config/certification-steps";
import { facePhase } from "./face-check";

describe("face check phase", () => {
  it("idle before init; checking while pending; passed once the vendor says so; timed out when pending too long", () => {
    expect(facePhase({ certifyId: null, status: undefined, elapsedMs: 0 })).toBe("idle");
    expect(facePhase({ certifyId: "c1", status: undefined, elapsedMs: 0 })).toBe("checking");
    expect(facePhase({ certifyId: "c1", status: "pending", elapsedMs: FACE_TIMEOUT_MS - 1 })).toBe("checking");
    expect(facePhase({ certifyId: "c1", status: "pending", elapsedMs: FACE_TIMEOUT_MS })).toBe("timedOut");
    expect(facePhase({ certifyId: "c1", status: "passed", elapsedMs: FACE_TIMEOUT_MS * 2 })).toBe("passed");
  });
});
