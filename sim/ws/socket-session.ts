// One client socket as the server sees it: answers pings, tracks list and match subscriptions
// (match-subscriptions.ts) and forwards
// the engine's frames to it by audience. Transport-free: the Vite host (ws) and MSW's ws.link both
// drive it.
import { SOCKET_CODE } from "#wire";
import { kanqiu } from "#wire/codec";
import type { SimBackend, FrameAudience } from "../backend";
import { createMatchSubscriptions } from "./match-subscriptions";

const SUBSCRIBE: Record<number, FrameAudience> = {
  [SOCKET_CODE.FOOTBALL_LIST_SUBSCRIBE]: "football-list",
  [SOCKET_CODE.BASKETBALL_LIST_SUBSCRIBE]: "basketball-list",
};
const CANCEL: Record<number, FrameAudience> = {
  [SOCKET_CODE.FOOTBALL_LIST_CANCEL]: "football-list",
  [SOCKET_CODE.BASKETBALL_LIST_CANCEL]: "basketball-list",
};

export interface SocketSession {
  receive(bytes: Uint8Array): void;
  close(): void;
  readonly subscriptions: ReadonlySet<FrameAudience>;
}

export function createSocketSession(backend: SimBackend, send: (bytes: Uint8Array) => void): SocketSession {
  const subscriptions = new Set<FrameAudience>();
  const matches = createMatchSubscriptions(backend, send);
  const unregister = backend.sockets.add({ subscriptions, matchDetails: () => matches.detailCount() });
  const unsubscribe = backend.onFrame((frame) => {
    if (frame.audience === "all" || subscriptions.has(frame.audience) || matches.wants(frame)) send(frame.bytes);
    matches.refresh(frame);
  });

  return {
    subscriptions,
    receive(bytes) {
      let message: kanqiu.SocketMessage;
      try {
        message = kanqiu.SocketMessage.decode(bytes);
      } catch {
        return; // a client frame we cannot read is ignored, as the real server does
      }
      if (message.type === SOCKET_CODE.PING) {
        send(kanqiu.SocketMessage.encode({ type: SOCKET_CODE.PONG, timestamp: Date.now() }).finish());
        return;
      }
      if (matches.receive(message)) return;
      const subscribed = SUBSCRIBE[message.type];
      if (subscribed) subscriptions.add(subscribed);
      const cancelled = CANCEL[message.type];
      if (cancelled) subscriptions.delete(cancelled);
    },
    close() {
      unsubscribe();
      unregister();
      subscriptions.clear();
      matches.clear();
    },
  };
}
