// Which sockets are connected and what they subscribe: lets tests wait until a page's socket
// is ready before pushing (GET /api/sim/control/sockets).
import type { FrameAudience } from "../core";

/** One socket as the registry counts it: its list subscriptions and how many match details it holds. */
export interface RegisteredSocket {
  subscriptions: ReadonlySet<FrameAudience>;
  matchDetails(): number;
}

export interface SocketSummary {
  connected: number;
  footballList: number;
  basketballList: number;
  /** Match detail subscriptions (20/120) held, over all sockets. */
  matchDetails: number;
}

export interface SocketRegistry {
  add(socket: RegisteredSocket): () => void;
  summary(): SocketSummary;
}

export function createSocketRegistry(): SocketRegistry {
  const sockets = new Set<RegisteredSocket>();
  return {
    add(socket) {
      sockets.add(socket);
      return () => sockets.delete(socket);
    },
    summary() {
      const summary: SocketSummary = { connected: sockets.size, footballList: 0, basketballList: 0, matchDetails: 0 };
      for (const { subscriptions, matchDetails } of sockets) {
        if (subscriptions.has("football-list")) summary.footballList += 1;
        if (subscriptions.has("basketball-list")) summary.basketballList += 1;
        summary.matchDetails += matchDetails();
      }
      return summary;
    },
  };
}
