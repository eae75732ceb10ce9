// Which sockets are connected and what they subscribe: lets tests wait until a page's socket
// is ready before pushing (GET /api/sim/control/sockets).
import type { FrameAudience } from "../core";

export interface SocketRegistry {
  add(subscriptions: ReadonlySet<FrameAudience>): () => void;
  summary(): { connected: number; footballList: number; basketballList: number };
}

export function createSocketRegistry(): SocketRegistry {
  const sessions = new Set<ReadonlySet<FrameAudience>>();
  return {
    add(subscriptions) {
      sessions.add(subscriptions);
      return () => sessions.delete(subscriptions);
    },
    summary() {
      let footballList = 0;
      let basketballList = 0;
      for (const subscriptions of sessions) {
        if (subscriptions.has("football-list")) footballList += 1;
        if (subscriptions.has("basketball-list")) basketballList += 1;
      }
      return { connected: sessions.size, footballList, basketballList };
    },
  };
}
