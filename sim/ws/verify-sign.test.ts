import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildSignedSocketUrl } from "#wire/cipher";
import { verifySocketSign } from "./verify-sign";

const KEY = "kanqiu-sim-payload-key";
const NOW = 1_795_285_168;

// As the server sees it: the `sign` value of the request URL.
const signParam = (url: string) => new URL(url).searchParams.get("sign");
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const hmac = (ts: number, key = KEY) => createHmac("sha256", key).update(`scope=web&timestamp=${ts}`).digest("hex");

describe("verifySocketSign", () => {
  it("accepts the client's signed URL", () => {
    const url = buildSignedSocketUrl("ws://127.0.0.1:5173/ws/match", KEY, NOW);
    expect(verifySocketSign(signParam(url), KEY, NOW)).toEqual({ ok: true });
  });

  it("accepts a timestamp up to 300 s off either way", () => {
    const url = buildSignedSocketUrl("ws://h/ws/match", KEY, NOW);
    expect(verifySocketSign(signParam(url), KEY, NOW + 300)).toEqual({ ok: true });
    expect(verifySocketSign(signParam(url), KEY, NOW - 300)).toEqual({ ok: true });
  });

  it("rejects a timestamp more than 300 s off", () => {
    const url = buildSignedSocketUrl("ws://h/ws/match", KEY, NOW);
    expect(verifySocketSign(signParam(url), KEY, NOW + 301)).toEqual({ ok: false, reason: "stale" });
    expect(verifySocketSign(signParam(url), KEY, NOW - 301)).toEqual({ ok: false, reason: "stale" });
  });

  it("rejects a missing sign", () => {
    expect(verifySocketSign(null, KEY, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifySocketSign("", KEY, NOW)).toEqual({ ok: false, reason: "missing" });
  });

  it("rejects a tampered signature, a moved timestamp and a foreign key", () => {
    const sig = hmac(NOW);
    const flipped = (sig[0] === "a" ? "b" : "a") + sig.slice(1);
    expect(verifySocketSign(b64({ scope: "web", timestamp: NOW, signature: flipped }), KEY, NOW)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    expect(verifySocketSign(b64({ scope: "web", timestamp: NOW + 1, signature: sig }), KEY, NOW)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const foreign = signParam(buildSignedSocketUrl("ws://h/ws/match", "another-key", NOW));
    expect(verifySocketSign(foreign, KEY, NOW)).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("rejects another scope", () => {
    const sign = b64({ scope: "app", timestamp: NOW, signature: hmac(NOW) });
    expect(verifySocketSign(sign, KEY, NOW)).toEqual({ ok: false, reason: "bad-scope" });
  });

  it.each([
    ["not Base64", "%%%not-base64%%%"],
    ["Base64 of non-JSON", Buffer.from("hello").toString("base64")],
    ["Base64 of bytes that are not UTF-8", Buffer.from([0xc3, 0x28, 0xff]).toString("base64")],
    ["JSON that is not an object", b64([1, 2, 3])],
    ["timestamp as a string", b64({ scope: "web", timestamp: String(NOW), signature: hmac(NOW) })],
    ["signature not hex", b64({ scope: "web", timestamp: NOW, signature: "xyz" })],
    ["signature missing", b64({ scope: "web", timestamp: NOW })],
  ])("rejects a garbled sign: %s", (_label, sign) => {
    expect(verifySocketSign(sign, KEY, NOW)).toEqual({ ok: false, reason: "garbled" });
  });
});
