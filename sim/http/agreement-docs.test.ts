import { describe, expect, it } from "vitest";
import { createSimBackend } from "../backend";
import { handleSimRequest } from "./routes";
import { decryptPayload } from "#wire/cipher";

const backend = createSimBackend({ footballPerDay: 50, basketballPerDay: 10 });

describe("agreement links", () => {
  it("every link of /v1/link/query opens a document the sim serves", async () => {
    const reply = await handleSimRequest(backend, { method: "GET", path: "/v1/link/query", headers: { scope: "web" }, body: {} });
    const links = decryptPayload(JSON.parse(String(reply!.body)).data, backend.payloadKey) as { linkType: number; linkPath: string }[];
    expect(links.map((l) => l.linkType).sort()).toEqual([1, 3, 4, 5]);
    for (const link of links) {
      const doc = await handleSimRequest(backend, { method: "GET", path: link.linkPath.replace(/^\/api/, ""), headers: {}, body: {} });
      expect(doc?.contentType).toMatch(/^text\/html/);
      expect(String(doc?.body)).toMatch(/<h1>(新手主播指南|直播协议|用户协议|隐私政策)<\/h1>/);
    }
  });

  it("serves the anchor tool's download page (主播工具下载) with a download button", async () => {
    const doc = await handleSimRequest(backend, { method: "GET", path: "/sim/docs/anchor-tool.html", headers: {}, body: {} });
    expect(doc?.contentType).toMatch(/^text\/html/);
    expect(String(doc?.body)).toContain("<h1>主播工具下载</h1>");
    expect(String(doc?.body)).toMatch(/<button[^>]*class="download"[^>]*>下载 Windows 版/);
  });

  it("answers an unknown document with nothing", async () => {
    expect(await handleSimRequest(backend, { method: "GET", path: "/sim/docs/nope.html", headers: {}, body: {} })).toBeNull();
  });
});
