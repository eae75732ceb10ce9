import { describe, expect, it } from "vitest";
import { certificationView } from "./certification-view";

const audit = (auditStatus: string | null, cancelReason: string | null = null) => ({ auditStatus, cancelReason });

describe("what the certification page shows", () => {
  it("an anchor is done, whatever the audit state says", () => {
    expect(certificationView(true, audit(null))).toEqual({ kind: "anchor" });
    expect(certificationView(true, audit("reject", "x"))).toEqual({ kind: "anchor" });
  });

  it("wait: under review; pass: passed", () => {
    expect(certificationView(false, audit("wait"))).toEqual({ kind: "wait" });
    expect(certificationView(false, audit("pass"))).toEqual({ kind: "passed" });
  });

  it("reject carries its reason (none when blank)", () => {
    expect(certificationView(false, audit("reject", "证件照片不清晰"))).toEqual({ kind: "reject", cancelReason: "证件照片不清晰" });
    expect(certificationView(false, audit("reject", "  "))).toEqual({ kind: "reject", cancelReason: null });
    expect(certificationView(false, audit("reject"))).toEqual({ kind: "reject", cancelReason: null });
  });

  it("none or an unknown state starts the steps", () => {
    expect(certificationView(false, audit(null))).toEqual({ kind: "apply" });
    expect(certificationView(false, audit("cancelled"))).toEqual({ kind: "apply" });
  });
});
