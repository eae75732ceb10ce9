import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const PROTO_DIR = new URL("../proto/", import.meta.url);

describe("proto files", () => {
  it("declare no 64-bit integer field (the client build leaves long.js out: wire/long-stub.ts)", () => {
    const files = readdirSync(PROTO_DIR).filter((name) => name.endsWith(".proto"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = readFileSync(new URL(name, PROTO_DIR), "utf8").replace(/\/\/.*$/gm, "");
      expect(text, name).not.toMatch(/\b(u?int64|sint64|s?fixed64)\b/);
    }
  });
});
