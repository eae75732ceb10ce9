import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { call, createRouteHarness, raw } from "#test-kit/sim-routes";

const { backend } = createRouteHarness();

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

  it("serves competition logos as 64×64 PNGs in the competition's colour, a grey shield for an unknown id", async () => {
    const png = async (id: number) => {
      const reply = await raw(backend, `/sim/logo/competition/${id}.png`, undefined, undefined, "GET");
      expect(reply.status).toBe(200);
      expect(reply.contentType).toBe("image/png");
      const bytes = reply.body as Uint8Array;
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
      expect([header.getUint32(0), header.getUint32(4)]).toEqual([64, 64]);
      return bytes;
    };
    // The pixel at the centre of the shield, from the (single) IDAT chunk.
    const centre = (bytes: Uint8Array) => {
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      let offset = 8;
      while (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) !== "IDAT") offset += 12 + view.getUint32(offset);
      const pixels = inflateSync(bytes.subarray(offset + 8, offset + 8 + view.getUint32(offset)));
      const at = 32 * (1 + 64 * 4) + 1 + 32 * 4;
      return "#" + [...pixels.subarray(at, at + 4)].map((v) => v.toString(16).padStart(2, "0")).join("").toUpperCase();
    };
    const competition = backend.world.competitions("football")[0]!;
    expect(centre(await png(competition.id))).toBe(`${competition.color.toUpperCase()}FF`);
    expect(centre(await png(424242))).toBe("#A7A7AEFF");
    await png(9001);
  });

  it("serves team logos as 64×64 PNG discs in the team's colour, the URL the world hands out", async () => {
    const pixelsOf = async (path: string) => {
      const reply = await raw(backend, path, undefined, undefined, "GET");
      expect(reply.status).toBe(200);
      expect(reply.contentType).toBe("image/png");
      const bytes = reply.body as Uint8Array;
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([64, 64]);
      let offset = 8;
      while (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) !== "IDAT") offset += 12 + view.getUint32(offset);
      const pixels = inflateSync(bytes.subarray(offset + 8, offset + 8 + view.getUint32(offset)));
      return (x: number, y: number) => {
        const at = y * (1 + 64 * 4) + 1 + x * 4;
        return "#" + [...pixels.subarray(at, at + 4)].map((v) => v.toString(16).padStart(2, "0")).join("").toUpperCase();
      };
    };
    const team = backend.world.teams(backend.world.competitions("football")[0]!.id)[0]!;
    expect(team.logo).toBe(`/api/sim/logo/team/${team.id}.png`);
    const pixel = await pixelsOf(team.logo.slice("/api".length));
    expect(pixel(32, 32)).toBe(`${team.color.toUpperCase()}FF`);
    // A disc: the corners are transparent.
    expect(pixel(0, 0).endsWith("00")).toBe(true);
    // An esports team of the interest catalogue has its colour too; an unknown id is grey.
    expect((await pixelsOf("/sim/logo/team/900001.png"))(32, 32)).not.toBe("#A7A7AEFF");
    expect((await pixelsOf("/sim/logo/team/424242.png"))(32, 32)).toBe("#A7A7AEFF");
  });

  it("lists six normal banners and two focus banners per sport, sorted, each with artwork the sim draws", async () => {
    type Banner = { id: number; title: string; sourceType: number; sourceValue: string; sortOrder: number; bannerPath: string; linkUrl: string };
    const reply = await call<Banner[]>(backend, "/banner/search", {}, undefined, "GET");
    expect(reply.code).toBe(0);
    const banners = reply.data;
    expect(banners.map((b) => b.sortOrder)).toEqual([...banners.map((b) => b.sortOrder)].sort((a, b) => a - b));
    const of = (sourceType: number, sourceValue: string) => banners.filter((b) => b.sourceType === sourceType && b.sourceValue === sourceValue);
    expect(of(10, "normal")).toHaveLength(6);
    expect(of(20, "football")).toHaveLength(2);
    expect(of(20, "basketball")).toHaveLength(2);
    expect(banners).toHaveLength(10);
    expect(banners[0]!.title).toBe("欧冠焦点战 全程高清直播");
    for (const banner of banners) {
      expect(banner.title).toMatch(/[\u4e00-\u9fff]/);
      const art = await raw(backend, banner.bannerPath.slice("/api".length), undefined, undefined, "GET");
      expect(art.contentType).toContain("image/svg+xml");
      expect(art.body).toContain(banner.sourceType === 10 ? 'width="1200" height="400"' : 'width="640" height="200"');
      expect(art.body).toContain("<linearGradient");
    }
    expect(await import("./routes").then((r) => r.handleSimRequest(backend, { method: "GET", path: "/sim/banner/99.svg", headers: {}, body: {} }))).toBeNull();
  });

  it("answers the version check with the latest Android app and a download page it serves", async () => {
    const reply = await call<{ versionName: string; versionCode: number; updateTime: number; updateContent: string; downloadUrl: string }>(backend, "/v1/version/checkUpdate", { platform: "Android" });
    expect(reply.data).toMatchObject({ versionName: "3.8.2", versionCode: 382 });
    expect(reply.data.updateTime).toBeGreaterThan(0);
    expect(reply.data.updateContent.split("\n").length).toBeGreaterThan(1);
    const page = await raw(backend, reply.data.downloadUrl.slice("/api".length), undefined, undefined, "GET");
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain("看球 App 下载");
  });
});
