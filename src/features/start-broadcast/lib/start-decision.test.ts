import { describe, expect, it } from "vitest";
import { auditStep, START_MESSAGES, startStep } from "./start-decision";

const who = (over: Partial<Parameters<typeof startStep>[0]>) => startStep({ loggedIn: true, isAnchor: false, living: false, onCertificationPage: false, ...over });

describe("the 开播 button", () => {
  it("a guest gets the login dialog", () => {
    expect(who({ loggedIn: false })).toEqual({ kind: "login" });
    expect(who({ loggedIn: false, isAnchor: true })).toEqual({ kind: "login" });
  });

  it("an anchor goes to the start page, or a living one to the own room", () => {
    expect(who({ isAnchor: true })).toEqual({ kind: "go", to: "anchorStart" });
    expect(who({ isAnchor: true, living: true })).toEqual({ kind: "ownRoom" });
    expect(who({ isAnchor: true, onCertificationPage: true })).toEqual({ kind: "go", to: "anchorStart" });
  });

  it("a non-anchor on the certification page is told to certify; elsewhere the audit state decides", () => {
    expect(who({ onCertificationPage: true })).toEqual({ kind: "warn", messages: [START_MESSAGES.notAnchor] });
    expect(who({})).toEqual({ kind: "checkAudit" });
  });

  it("audit: wait warns, reject warns with the reason and goes to certification, pass proceeds, none or other certifies", () => {
    expect(auditStep("wait", null)).toEqual({ kind: "warn", messages: ["后台正在审核中，请耐心等待～"] });
    expect(auditStep("reject", "证件照片不清晰")).toEqual({ kind: "warn", messages: ["审核已被驳回～", "证件照片不清晰"], then: "anchorCertification" });
    expect(auditStep("reject", null)).toEqual({ kind: "warn", messages: ["审核已被驳回～"], then: "anchorCertification" });
    expect(auditStep("pass", null)).toEqual({ kind: "go", to: "anchorStart" });
    expect(auditStep(null, null)).toEqual({ kind: "go", to: "anchorCertification" });
    expect(auditStep("odd", null)).toEqual({ kind: "go", to: "anchorCertification" });
  });
});
