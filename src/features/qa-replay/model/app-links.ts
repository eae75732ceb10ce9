// What the QA tools touch of the app: today's lists of both sports, their refreshes, the user's
// follows and the socket. Units are bound to the scope the tools run in (tests fork one).
import { combine, scopeBind, type EventCallable, type Scope } from "effector";
import { basketballLists, basketballRefresh, footballLists, footballRefresh, type Sport } from "@/entities/match";
import { matchFollowChanged } from "@/shared/model";
import { appSocket, frameReceived, liveResyncNeeded, type SocketClient } from "@/shared/api";

export type QaSocket = Pick<SocketClient, "connect" | "disconnect" | "setFrameTap" | "status" | "reconnectAttempt">;

export interface AppLinksOptions {
  /** The scope the app's models run in; the global one when left out. */
  scope?: Scope;
  socket?: QaSocket;
  now?: () => number;
}

export function createAppLinks({ scope, socket = appSocket, now = Date.now }: AppLinksOptions = {}) {
  const bind = <T>(unit: EventCallable<T>) => (scope ? scopeBind(unit, { scope, safe: true }) : unit);
  const lists = { football: footballLists, basketball: basketballLists } as const;
  return {
    scope,
    socket,
    now,
    bind,
    lists,
    sports: ["football", "basketball"] as const satisfies readonly Sport[],
    refreshes: [footballRefresh, basketballRefresh] as const,
    $todayLists: combine({ football: footballLists.today.$matches, basketball: basketballLists.today.$matches }),
    frameReceived,
    matchFollowChanged,
    liveResyncNeeded,
  };
}

export type AppLinks = ReturnType<typeof createAppLinks>;
