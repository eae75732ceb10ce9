import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedSocketUrl } from "./signed-socket-url";
import { buildSignedSocketUrl } from "./socket-sign-cipher";

const KEY = "kanqiu-sim-payload-key";
const NOW = 1_795_285_168;

function signOf(url: string): unknown {
  const sign = new URL(url).searchParams.get("sign");
  expect(sign).not.toBeNull();
  return JSON.parse(Buffer.from(sign!, "base64").toString("utf8"));
}

/** An independent HMAC (node:crypto) of the documented text. */
const hmacHex = (key: string, timestamp: number) => createHmac("sha256", key).update(`scope=web&timestamp=${timestamp}`).digest("hex");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The client signs with WebCrypto; the sim's verifier, the tests and pages without WebCrypto with
// crypto-js. Both must give the same URL.
const signers = [
  ["WebCrypto (signedSocketUrl)", signedSocketUrl],
  ["crypto-js (buildSignedSocketUrl)", async (base: string, key: string, now: number) => buildSignedSocketUrl(base, key, now)],
] as const;

describe.each(signers)("the signed socket URL, %s", (_, sign) => {
  it("appends sign = Base64 JSON {scope, timestamp, signature}", async () => {
    const url = await sign("ws://127.0.0.1:5173/ws/match", KEY, NOW);
    expect(url.startsWith("ws://127.0.0.1:5173/ws/match?sign=")).toBe(true);
    expect(signOf(url)).toEqual({ scope: "web", timestamp: NOW, signature: hmacHex(KEY, NOW) });
  });

  it("signs whole seconds and changes with the time", async () => {
    const a = signOf(await sign("wss://x.test/ws/match", KEY, NOW + 0.9)) as { timestamp: number; signature: string };
    const b = signOf(await sign("wss://x.test/ws/match", KEY, NOW + 1)) as { timestamp: number; signature: string };
    expect(a.timestamp).toBe(NOW);
    expect(b.timestamp).toBe(NOW + 1);
    expect(a.signature).not.toBe(b.signature);
  });

  it("survives query parsing: the Base64 value is percent-encoded", async () => {
    // Base64 padding "=" (and "+" or "/" in general) must not reach the query raw.
    for (let t = NOW; t < NOW + 50; t++) {
      const url = await sign("ws://h/ws/match", KEY, t);
      const raw = url.slice(url.indexOf("sign=") + 5);
      expect(raw).not.toMatch(/[+/=]/);
      expect((signOf(url) as { timestamp: number }).timestamp).toBe(t);
    }
  });

  it("keeps an existing query on the base URL and signs with a non-ASCII key", async () => {
    const url = new URL(await sign("ws://h/ws/match?lang=zh", "密钥", NOW));
    expect(url.searchParams.get("lang")).toBe("zh");
    expect((signOf(url.href) as { signature: string }).signature).toBe(hmacHex("密钥", NOW));
  });
});

describe("signedSocketUrl", () => {
  it("gives the crypto-js signer's URL, character for character", async () => {
    for (const key of [KEY, "密钥", "k"]) {
      for (let t = NOW; t < NOW + 20; t++) expect(await signedSocketUrl("ws://h/ws/match", key, t)).toBe(buildSignedSocketUrl("ws://h/ws/match", key, t));
    }
  });

  it("signs with crypto-js where the page has no WebCrypto (plain http off localhost)", async () => {
    vi.stubGlobal("crypto", undefined);
    expect(globalThis.crypto).toBeUndefined();
    const url = await signedSocketUrl("ws://h/ws/match", KEY, NOW);
    expect(signOf(url)).toEqual({ scope: "web", timestamp: NOW, signature: hmacHex(KEY, NOW) });
  });

  it("signs with crypto-js, with a warning, when WebCrypto refuses the key (an empty one)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = await signedSocketUrl("ws://h/ws/match", "", NOW);
    expect(signOf(url)).toEqual({ scope: "web", timestamp: NOW, signature: hmacHex("", NOW) });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("crypto-js");
  });
});
