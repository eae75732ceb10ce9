import { createServer } from "node:http";
import { setupServer } from "msw/node";
import { beforeEach, describe, expect, it } from "vitest";
import { decryptPayload } from "#wire/cipher";
import { createSimMiddleware } from "../host/node-adapter";
import { createSimHandlers } from "../msw/sim-handlers";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { MAX_UPLOAD_BYTES } from "../accounts/upload-store";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3, 250]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0xff, 0xd9]);

const form = (...files: File[]) => {
  const data = new FormData();
  for (const file of files) data.append("files", file);
  return data;
};

let t: RouteHarness;
let token: string;
beforeEach(async () => {
  t = createRouteHarness();
  token = (await codeLogin(t.backend, "13800000001")).accessToken;
});

type Uploaded = { url: string; name: string; size: number }[];

describe("/v1/file/batch/upload", () => {
  it("keeps PNG and JPEG files and serves them back byte for byte", async () => {
    const reply = await call<Uploaded>(t.backend, "/v1/file/batch/upload", form(new File([PNG], "shot.png", { type: "image/png" }), new File([JPEG], "photo.jpg")), token);
    expect(reply.code).toBe(0);
    expect(reply.data).toEqual([
      { url: expect.stringMatching(/^\/api\/sim\/uploads\/\d+\.png$/), name: "shot.png", size: PNG.length },
      { url: expect.stringMatching(/^\/api\/sim\/uploads\/\d+\.jpg$/), name: "photo.jpg", size: JPEG.length },
    ]);
    const png = await raw(t.backend, reply.data[0]!.url.slice("/api".length), undefined, undefined, "GET");
    expect(png.contentType).toBe("image/png");
    expect(Array.from(png.body as Uint8Array)).toEqual(Array.from(PNG));
    const jpg = await raw(t.backend, reply.data[1]!.url.slice("/api".length), undefined, undefined, "GET");
    expect(jpg.contentType).toBe("image/jpeg");
    expect(Array.from(jpg.body as Uint8Array)).toEqual(Array.from(JPEG));
  });

  it("refuses other bytes with 10010 whatever the name says", async () => {
    const text = new File([new TextEncoder().encode("hello, not an image")], "fake.png", { type: "image/png" });
    expect(await call(t.backend, "/v1/file/batch/upload", form(text), token)).toMatchObject({ code: 10010, msg: "文件格式不支持" });
    expect((await call(t.backend, "/v1/file/batch/upload", form(), token)).code).toBe(10010);
  });

  it("refuses a file over 10 MB with 10011", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(await call(t.backend, "/v1/file/batch/upload", form(new File([big], "big.png")), token)).toMatchObject({ code: 10011, msg: "单个文件最大10M" });
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(PNG);
    expect((await call(t.backend, "/v1/file/batch/upload", form(new File([exact], "ok.png")), token)).code).toBe(0);
  });

  it("needs a signed-in user", async () => {
    expect((await call(t.backend, "/v1/file/batch/upload", form(new File([PNG], "a.png")))).code).toBe(10040);
  });

  it("answers 404 for an unknown upload", async () => {
    expect((await raw(t.backend, "/sim/uploads/999.png", undefined, undefined, "GET")).status).toBe(404);
  });
});

describe("multipart through the transports", () => {
  it("arrives as FormData through the node adapter", async () => {
    const middleware = createSimMiddleware(() => t.backend);
    const server = createServer((req, res) => {
      req.url = req.url?.replace(/^\/api/, "");
      void middleware(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as { port: number };
      const reply = await fetch(`http://127.0.0.1:${port}/api/v1/file/batch/upload`, {
        method: "POST",
        headers: { scope: "web", authorization: `Bearer ${token}` },
        body: form(new File([PNG], "n.png")),
      });
      const envelope = (await reply.json()) as { code: number; data: string };
      expect(envelope.code).toBe(0);
      const url = (decryptPayload(envelope.data, t.backend.payloadKey) as Uploaded)[0]!.url;
      const image = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(Array.from(new Uint8Array(await image.arrayBuffer()))).toEqual(Array.from(PNG));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("arrives as FormData through the MSW handlers", async () => {
    const server = setupServer(...createSimHandlers(t.backend, { origin: "http://kanqiu.test" }));
    server.listen({ onUnhandledRequest: "error" });
    try {
      const reply = await fetch("http://kanqiu.test/api/v1/file/batch/upload", {
        method: "POST",
        headers: { scope: "web", authorization: `Bearer ${token}` },
        body: form(new File([JPEG], "m.jpg")),
      });
      expect(((await reply.json()) as { code: number }).code).toBe(0);
    } finally {
      server.close();
    }
  });
});
