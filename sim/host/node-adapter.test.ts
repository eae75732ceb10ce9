import { request as httpRequest, createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { createSimMiddleware } from "./node-adapter";

let t: RouteHarness;
let server: Server;
let port: number;

beforeEach(async () => {
  t = createRouteHarness();
  const middleware = createSimMiddleware(() => t.backend);
  server = createServer((req, res) => {
    req.url = req.url?.replace(/^\/api/, "");
    res.setHeader("Vary", "Origin");
    void middleware(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface RawReply {
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire, not decoded. */
  body: Buffer;
}

/** A POST through node's http client, which (unlike fetch) hands back the body still encoded. */
function post(path: string, acceptEncoding?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { scope: "web", "content-type": "application/json" };
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    const req = httpRequest({ host: "127.0.0.1", port, path: `/api${path}`, method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end("{}");
  });
}

describe("the sim's replies through node's http, as the dev and preview servers send them", () => {
  it("gzips the day list for a client that accepts gzip, to the same bytes once decoded", async () => {
    const plain = await post(API_PATHS.football.realtimeList);
    const gzipped = await post(API_PATHS.football.realtimeList, "gzip, deflate, br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Origin, Accept-Encoding");
    expect(plain.body.length).toBeGreaterThan(10_000);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it("sends the body as is to a client that refuses gzip", async () => {
    const refused = await post(API_PATHS.football.realtimeList, "gzip;q=0, identity");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.length).toBeGreaterThan(10_000);
  });

  it("sends small replies as they are, where gzip would not pay", async () => {
    const reply = await post(API_PATHS.config.dictMap, "gzip");
    expect(reply.body.length).toBeLessThan(1024);
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(reply.body.toString("utf8"))).toMatchObject({ code: 0 });
  });
});
