// Connects node's http (the Vite dev and preview servers) to the transport-free sim routes.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SimBackend } from "../backend";
import { handleSimRequest } from "../http/routes";
import type { SimRequest } from "../http/sim-request";
import { encodeReply } from "./compress-reply";

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(req: IncomingMessage, raw: Buffer): Promise<unknown> {
  const type = req.headers["content-type"] ?? "";
  if (raw.length === 0) return undefined;
  if (type.startsWith("multipart/form-data")) {
    // Let the platform's Request parse multipart, as a browser-side server framework would.
    return new Request("http://sim.local/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(raw) }).formData();
  }
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
}

function flatHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(",") : value;
  return headers;
}

/** Connect-style middleware mounted under the API prefix; passes on paths the sim does not know. */
export function createSimMiddleware(backend: () => SimBackend) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const url = new URL(req.url ?? "/", "http://sim.local");
      const simRequest: SimRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        headers: flatHeaders(req),
        body: await parseBody(req, await readBody(req)),
      };
      if (simRequest.method === "GET" && simRequest.body === undefined) simRequest.body = Object.fromEntries(url.searchParams);
      const reply = await handleSimRequest(backend(), simRequest);
      if (!reply) return next();
      res.statusCode = reply.status;
      res.setHeader("Content-Type", reply.contentType);
      res.setHeader("Cache-Control", reply.contentType.startsWith("image/") ? "public, max-age=86400" : "no-store");
      const vary = res.getHeader("Vary");
      res.setHeader("Vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
      const raw = typeof reply.body === "string" ? Buffer.from(reply.body, "utf8") : Buffer.from(reply.body);
      const encoded = await encodeReply(raw, reply.contentType, req.headers["accept-encoding"]);
      if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
      res.end(encoded.body);
    } catch (error) {
      next(error);
    }
  };
}
