// Hosts the simulated backend on the app's own origin: HTTP under /api and the socket on
// /ws/match (and the room chat on /ws/chat), for `vite` (npm start) and `vite preview` (the production build) alike.
import type { Server } from "node:http";
import type { Connect, Plugin } from "vite";
import { SIM_API_PREFIX } from "#wire";
import { createNodeSimBackend, type NodeSimBackend } from "./node-backend";
import { createSimMiddleware } from "./node-adapter";
import { readSimHostOptions } from "./sim-options";
import { attachSimSocket } from "./ws-host";
import { attachSimChat } from "./chat-ws-host";

export function simPlugin(): Plugin {
  let backend: NodeSimBackend | undefined;
  // Built on first use so `vite build` never pays for generating the sim's data.
  const getBackend = () => (backend ??= createNodeSimBackend(readSimHostOptions()));

  const attach = (middlewares: Connect.Server, httpServer: Server | null) => {
    middlewares.use(SIM_API_PREFIX, createSimMiddleware(getBackend));
    if (!httpServer) return;
    const detach = attachSimSocket(httpServer, getBackend);
    const detachChat = attachSimChat(httpServer, getBackend);
    httpServer.once("close", () => {
      detach();
      detachChat();
      backend?.stop();
    });
    httpServer.once("listening", () => {
      const sim = getBackend();
      sim.start();
      console.log(`[sim] simulated backend on ${SIM_API_PREFIX} and the socket; ${sim.describe()}`);
    });
  };

  return {
    name: "kanqiu-sim",
    configureServer(server) {
      attach(server.middlewares, server.httpServer as Server | null);
    },
    configurePreviewServer(server) {
      attach(server.middlewares, server.httpServer as Server);
    },
  };
}
