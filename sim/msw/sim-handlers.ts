// MSW handlers backed by the sim: the same routes and socket sessions as the Vite host, for
// Vitest. HTTP under `${origin}/api`, the socket at `${wsOrigin}/ws/match`.
import { http, HttpResponse, ws } from "msw";
import { SIM_API_PREFIX, SOCKET_PATH } from "#wire";
import type { SimBackend } from "../backend";
import { handleSimRequest } from "../http/routes";
import { createSocketSession } from "../ws/socket-session";
import { verifySocketSign } from "../ws/verify-sign";

export interface SimHandlerOptions {
  /** Origin the client under test calls, e.g. "http://kanqiu.test". */
  origin: string;
}

async function readBody(request: Request, url: URL): Promise<unknown> {
  if (request.method === "GET") return Object.fromEntries(url.searchParams);
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) return request.formData();
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createSimHandlers(backend: SimBackend, { origin }: SimHandlerOptions) {
  const api = http.all(`${origin}${SIM_API_PREFIX}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const reply = await handleSimRequest(backend, {
      method: request.method,
      path: url.pathname.slice(SIM_API_PREFIX.length),
      headers,
      body: await readBody(request, url),
    });
    if (!reply) return new HttpResponse("not found", { status: 404 });
    // A copy of just these bytes: a small Node Buffer's .buffer is a shared 8 KiB pool (and
    // .slice() of a Buffer does not copy), so sending it would send the pool.
    const body = typeof reply.body === "string" ? reply.body : new Uint8Array(reply.body).buffer;
    return new HttpResponse(body, { status: reply.status, headers: { "Content-Type": reply.contentType } });
  });

  const socketLink = ws.link(`${origin.replace(/^http/, "ws")}${SOCKET_PATH}`);
  const socket = socketLink.addEventListener("connection", ({ client }) => {
    const verdict = verifySocketSign(client.url.searchParams.get("sign"), backend.payloadKey, Math.floor(Date.now() / 1000));
    if (!verdict.ok) {
      client.close(4001, "bad sign");
      return;
    }
    const session = createSocketSession(backend, (bytes) => client.send(bytes));
    client.addEventListener("message", (event) => {
      const data = event.data;
      if (data instanceof ArrayBuffer) session.receive(new Uint8Array(data));
      else if (ArrayBuffer.isView(data)) session.receive(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      else if (data instanceof Blob) void data.arrayBuffer().then((buffer) => session.receive(new Uint8Array(buffer)));
    });
    client.addEventListener("close", () => session.close());
  });

  return [api, socket];
}
