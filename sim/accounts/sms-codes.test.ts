import { describe, expect, it } from "vitest";
import { CODE_TTL_MS, RESEND_INTERVAL_MS, SmsCodes } from "./sms-codes";

function codes() {
  let now = 5_000_000;
  let n = 100000;
  const lines: string[] = [];
  const sms = new SmsCodes({ now: () => now, generate: () => String(++n), log: (line) => lines.push(line) });
  return { sms, lines, tick: (ms: number) => (now += ms) };
}

describe("SmsCodes", () => {
  it("prints each code it sends", () => {
    const { sms, lines } = codes();
    expect(sms.send("86", "13800138000")).toEqual({ ok: true, code: "100001" });
    expect(lines).toEqual(["[sim] SMS code for +86 13800138000: 100001"]);
  });

  it("refuses a resend within a minute, then replaces the code", () => {
    const { sms, tick } = codes();
    sms.send("86", "13800138000");
    tick(RESEND_INTERVAL_MS - 1);
    expect(sms.send("86", "13800138000")).toEqual({ ok: false, reason: "tooSoon" });
    expect(sms.send("86", "13800138001").ok).toBe(true);
    tick(1);
    expect(sms.send("86", "13800138000")).toEqual({ ok: true, code: "100003" });
    expect(sms.consume("86", "13800138000", "100001")).toBe(false);
    expect(sms.consume("86", "13800138000", "100003")).toBe(true);
  });

  it("accepts a code once, within ten minutes", () => {
    const { sms, tick } = codes();
    sms.send("86", "1380013");
    expect(sms.consume("86", "1380013", "999999")).toBe(false);
    expect(sms.consume("86", "1380013", "100001")).toBe(true);
    expect(sms.consume("86", "1380013", "100001")).toBe(false);
    tick(RESEND_INTERVAL_MS);
    sms.send("86", "1380013");
    tick(CODE_TTL_MS);
    expect(sms.consume("86", "1380013", "100002")).toBe(false);
    expect(sms.last("86", "1380013")).toBe("100002");
  });

  it("makes six-digit codes by default", () => {
    const sms = new SmsCodes({ now: () => 0, log: () => {} });
    const sent = sms.send("86", "13800138000");
    expect(sent.ok && /^\d{6}$/.test(sent.code)).toBe(true);
  });
});
