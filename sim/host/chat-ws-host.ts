// Accepts the room chat's socket upgrades on /ws/chat (JSON text frames, docs/api-calls.md "Chat
// and moderation") beside the match socket, and drives the simulated viewers' traffic while at
// least one chat socket is open: no chat socket, no timer.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { CHAT_SOCKET_PATH } from "#wire";
import type { SimBackend } from "../backend";
import { chatOf } from "../chat/chat-registry";

const VIEWER_TICK_MS = 250;

export function attachSimChat(httpServer: Server, backend: () => SimBackend): () => void {
  const wss = new WebSocketServer({ noServer: true });
  let timer: ReturnType<typeof setInterval> | undefined;
  const tickWhileOpen = () => {
    if (wss.clients.size > 0 && !timer) {
      timer = setInterval(() => chatOf(backend()).advance(backend().now()), VIEWER_TICK_MS);
    } else if (wss.clients.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://sim.local");
    if (url.pathname !== CHAT_SOCKET_PATH) return;
    if (backend().outage.down) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = chatOf(backend()).connect((frame) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
      });
      ws.on("message", (data, isBinary) => {
        if (!isBinary) connection.receive(String(data));
      });
      const closed = () => {
        connection.close();
        queueMicrotask(tickWhileOpen);
      };
      ws.on("close", closed);
      ws.on("error", closed);
      tickWhileOpen();
    });
  };

  httpServer.on("upgrade", onUpgrade);
  return () => {
    httpServer.off("upgrade", onUpgrade);
    if (timer) clearInterval(timer);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
