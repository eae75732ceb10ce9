import { describe, expect, it } from "vitest";
import { call, createTestBackend, raw } from "../accounts/route-test-kit";

const { backend } = createTestBackend();

describe("config calls", () => {
  it("answers getDictMap with the asked types", async () => {
    const reply = await call<Record<string, { value: string; label?: string; sort?: number }[]>>(backend, "/dict/getDictMap", { types: ["qrCode", "home_notice", "domains"] });
    expect(Object.keys(reply.data).sort()).toEqual(["domains", "home_notice", "qrCode"]);
    expect(reply.data["qrCode"]!.length).toBeGreaterThan(0);
    const qr = await raw(backend, reply.data["qrCode"]![0]!.value.slice("/api".length), undefined, undefined, "GET");
    expect(qr.contentType).toContain("image/svg+xml");
  });

  it("lists the agreement links as in-app paths", async () => {
    const reply = await call<{ linkType: number; linkPath: string }[]>(backend, "/v1/link/query", {}, undefined, "GET");
    expect(reply.data.map((l) => l.linkType)).toEqual([1, 3, 4, 5]);
    expect(reply.data.every((l) => l.linkPath.startsWith("/"))).toBe(true);
  });

  it("draws user avatars and esports logos", async () => {
    const avatar = await raw(backend, "/sim/logo/avatar/1000000.svg", undefined, undefined, "GET");
    expect(avatar.body).toContain('data-id="1000000"');
    const game = await raw(backend, "/sim/logo/competition/9001.svg", undefined, undefined, "GET");
    expect(game.body).toContain("LPL");
  });
});
