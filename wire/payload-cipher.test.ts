import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptPayload, encryptPayload, PayloadDecryptError } from "./payload-cipher";
import { decryptPayloadAsync } from "./payload-decrypt";

const KEY = "kanqiu-sim-payload-key";
const IV = Uint8Array.from({ length: 16 }, (_, i) => i);
// Computed once (and cross-checked with Node's crypto) for {"hello":"看球"} under KEY with IV 00..0f.
const VECTOR = "AAECAwQFBgcICQoLDA0OD+lc86wozDf3dzuvlfRmcIGn34n+dyIRx4Ex8w7cC7zv";

function tamper(base64: string, byteIndex: number, mask = 0x01): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ mask;
  return btoa(String.fromCharCode(...bytes));
}

describe("payload cipher", () => {
  it("decrypts the fixed test vector", () => {
    expect(decryptPayload(VECTOR, KEY)).toEqual({ hello: "看球" });
  });

  it("encrypts the test vector exactly with the fixed IV", () => {
    expect(encryptPayload({ hello: "看球" }, KEY, IV)).toBe(VECTOR);
  });

  it("round-trips with a random IV that differs per call", () => {
    const value = { list: [1, 2, 3], name: "皇家马德里", nested: { ok: true, none: null } };
    const a = encryptPayload(value, KEY);
    const b = encryptPayload(value, KEY);
    expect(a).not.toBe(b);
    expect(decryptPayload(a, KEY)).toEqual(value);
    expect(decryptPayload(b, KEY)).toEqual(value);
  });

  it("works for any key length", () => {
    for (const key of ["k", "a".repeat(100), "中文密钥"]) {
      expect(decryptPayload(encryptPayload([1, "二"], key), key)).toEqual([1, "二"]);
    }
  });

  it.each([
    ["bad Base64 characters", "not base64 at all!", "base64"],
    ["too short for IV plus a block", btoa("0123456789abcdef"), "length"],
    ["not whole blocks", btoa("0123456789abcdef0123456789abcdef01"), "length"],
    ["a flipped ciphertext bit in the last block", tamper(VECTOR, 40), "padding"],
    // An IV bit flips the same plaintext bit: `{` becomes `z`, or 看's lead byte E7 becomes A7.
    ["a plaintext that is no longer JSON", tamper(VECTOR, 0), "json"],
    ["a plaintext that is no longer UTF-8", tamper(VECTOR, 10, 0x40), "utf8"],
  ])("rejects %s", (_label, data, failure) => {
    expect(() => decryptPayload(data, KEY)).toThrow(PayloadDecryptError);
    try {
      decryptPayload(data, KEY);
    } catch (error) {
      expect((error as PayloadDecryptError).failure).toBe(failure);
    }
  });

  it("rejects a payload under the wrong key", () => {
    expect(() => decryptPayload(VECTOR, "another-key")).toThrow(PayloadDecryptError);
  });
});

// The client's decrypt (WebCrypto) reads what the server's encrypt writes, and rejects bad input
// at the same step as the crypto-js one.
describe("payload decrypt with WebCrypto", () => {
  afterEach(() => vi.unstubAllGlobals());

  const failureOf = async (data: string, key = KEY) => {
    const error = await decryptPayloadAsync(data, key).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PayloadDecryptError);
    return (error as PayloadDecryptError).failure;
  };

  it("decrypts the fixed test vector and what encryptPayload writes, under any key", async () => {
    await expect(decryptPayloadAsync(VECTOR, KEY)).resolves.toEqual({ hello: "看球" });
    const value = { list: [1, 2, 3], name: "皇家马德里", nested: { ok: true, none: null }, big: "球".repeat(30_000) };
    for (const key of [KEY, "k", "a".repeat(100), "中文密钥"]) {
      await expect(decryptPayloadAsync(encryptPayload(value, key), key)).resolves.toEqual(value);
    }
    await expect(decryptPayloadAsync(encryptPayload(null, KEY), KEY)).resolves.toBeNull();
  });

  it.each([
    ["bad Base64 characters", "not base64 at all!", "base64"],
    ["Base64 without its padding", VECTOR.slice(0, -1), "base64"],
    ["Base64 with whitespace in it", `${VECTOR.slice(0, 8)}\n${VECTOR.slice(8)}`, "base64"],
    ["too short for IV plus a block", btoa("0123456789abcdef"), "length"],
    ["not whole blocks", btoa("0123456789abcdef0123456789abcdef01"), "length"],
    ["a flipped ciphertext bit in the last block", tamper(VECTOR, 40), "padding"],
    ["a plaintext that is no longer JSON", tamper(VECTOR, 0), "json"],
    ["a plaintext that is no longer UTF-8", tamper(VECTOR, 10, 0x40), "utf8"],
  ])("rejects %s like the crypto-js decrypt", async (_label, data, failure) => {
    expect(await failureOf(data)).toBe(failure);
    expect(() => decryptPayload(data, KEY)).toThrow(PayloadDecryptError);
  });

  it("rejects a payload under the wrong key", async () => {
    expect(["padding", "utf8", "json"]).toContain(await failureOf(VECTOR, "another-key"));
  });

  it("decodes Base64 with the platform's strict decoder where there is one", async () => {
    const calls: unknown[] = [];
    Object.defineProperty(Uint8Array, "fromBase64", {
      configurable: true,
      value: (data: string, options: unknown) => {
        calls.push(options);
        return new Uint8Array(Buffer.from(data, "base64"));
      },
    });
    try {
      await expect(decryptPayloadAsync(VECTOR, KEY)).resolves.toEqual({ hello: "看球" });
      expect(calls).toEqual([{ lastChunkHandling: "strict" }]);
      // The shape checks come first: the platform's decoder forgives whitespace.
      expect(await failureOf(`${VECTOR.slice(0, 8)} ${VECTOR.slice(9)}`)).toBe("base64");
      expect(calls).toHaveLength(1);
    } finally {
      delete (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64;
    }
  });

  it("decrypts with crypto-js where the page has no WebCrypto (plain http off localhost)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await expect(decryptPayloadAsync(VECTOR, KEY)).resolves.toEqual({ hello: "看球" });
    expect(await failureOf(tamper(VECTOR, 40))).toBe("padding");
  });
});
