import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildSignedSocketUrl } from "./socket-sign";

const KEY = "kanqiu-sim-payload-key";
const NOW = 1_795_285_168;

function signOf(url: string): unknown {
  const sign = new URL(url).searchParams.get("sign");
  expect(sign).not.toBeNull();
  return JSON.parse(Buffer.from(sign!, "base64").toString("utf8"));
}

describe("buildSignedSocketUrl", () => {
  it("appends sign = Base64 JSON {scope, timestamp, signature}", () => {
    const url = buildSignedSocketUrl("ws://127.0.0.1:5173/ws/match", KEY, NOW);
    expect(url.startsWith("ws://127.0.0.1:5173/ws/match?sign=")).toBe(true);
    // An independent HMAC (node:crypto) of the documented text.
    const expected = createHmac("sha256", KEY).update(`scope=web&timestamp=${NOW}`).digest("hex");
    expect(signOf(url)).toEqual({ scope: "web", timestamp: NOW, signature: expected });
  });

  it("signs whole seconds and changes with the time", () => {
    const a = signOf(buildSignedSocketUrl("wss://x.test/ws/match", KEY, NOW + 0.9)) as { timestamp: number; signature: string };
    const b = signOf(buildSignedSocketUrl("wss://x.test/ws/match", KEY, NOW + 1)) as { timestamp: number; signature: string };
    expect(a.timestamp).toBe(NOW);
    expect(b.timestamp).toBe(NOW + 1);
    expect(a.signature).not.toBe(b.signature);
  });

  it("survives query parsing: the Base64 value is percent-encoded", () => {
    // Base64 padding "=" (and "+" or "/" in general) must not reach the query raw.
    for (let t = NOW; t < NOW + 50; t++) {
      const url = buildSignedSocketUrl("ws://h/ws/match", KEY, t);
      const raw = url.slice(url.indexOf("sign=") + 5);
      expect(raw).not.toMatch(/[+/=]/);
      expect((signOf(url) as { timestamp: number }).timestamp).toBe(t);
    }
  });

  it("keeps an existing query on the base URL", () => {
    const url = new URL(buildSignedSocketUrl("ws://h/ws/match?lang=zh", "密钥", NOW));
    expect(url.searchParams.get("lang")).toBe("zh");
    const expected = createHmac("sha256", "密钥").update(`scope=web&timestamp=${NOW}`).digest("hex");
    expect((signOf(url.href) as { signature: string }).signature).toBe(expected);
  });
});
