// Accepts socket upgrades on /ws/match for the Vite dev and preview servers.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { SOCKET_PATH } from "#wire";
import type { SimBackend } from "../backend";
import { createSocketSession } from "../ws/socket-session";
import { verifySocketSign } from "../ws/verify-sign";

export function attachSimSocket(httpServer: Server, backend: () => SimBackend): () => void {
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://sim.local");
    if (url.pathname !== SOCKET_PATH) return; // Vite's HMR socket shares this server
    watchOutage(backend());
    if (backend().outage.down) {
      socket.destroy(); // as if nothing listened
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const sim = backend();
      const verdict = verifySocketSign(url.searchParams.get("sign"), sim.payloadKey, Math.floor(Date.now() / 1000));
      if (!verdict.ok) {
        ws.close(4001, "bad sign");
        return;
      }
      const session = createSocketSession(sim, (bytes) => {
        if (ws.readyState === ws.OPEN) ws.send(bytes);
      });
      ws.on("message", (data, isBinary) => {
        if (isBinary) session.receive(new Uint8Array(data as Buffer));
      });
      ws.on("close", () => session.close());
      ws.on("error", () => session.close());
    });
  };

  // Going down drops every socket at once, as a stopped server would (no close handshake). Watched
  // from the first upgrade: the backend is built on first use.
  let stopWatchingOutage: (() => void) | undefined;
  const watchOutage = (sim: SimBackend) => {
    stopWatchingOutage ??= sim.outage.onDown(() => {
      for (const client of wss.clients) client.terminate();
    });
  };

  httpServer.on("upgrade", onUpgrade);
  return () => {
    stopWatchingOutage?.();
    httpServer.off("upgrade", onUpgrade);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
