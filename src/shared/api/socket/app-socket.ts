// The app's one socket, reporting into the shared Effector units of model.ts.
import { scopeBind, type EventCallable, type Scope } from "effector";
import { payloadKey, socketUrl } from "@/shared/config";
import { signedSocketUrl } from "#wire";
import { frameReceived, reconnectScheduled, socketClosed, socketOpened, socketStatusChanged } from "./model";
import { createSocketClient, type SocketClient, type SocketClientOptions } from "./socket-client";
import { socketInWorkerOrPage } from "./worker/socket-in-worker-or-page";
import { canUseSocketWorker } from "./worker/worker-web-socket";

type ReportingCallbacks = "onStatusChange" | "onOpen" | "onClose" | "onFrame" | "onReconnectScheduled";

/** The frame codec's chunk (protobufjs and the generated code), fetched by the first attempt: the start chunk carries none of it. */
const loadSocketCodec = () => import("#wire/codec");

export interface AppSocketOptions extends Omit<SocketClientOptions, ReportingCallbacks | "codec"> {
  /** Loaded lazily by default (loadSocketCodec). */
  codec?: SocketClientOptions["codec"];
  /** Fork scope the reports go to (tests, or an app rendered with a scope); global otherwise. */
  scope?: Scope;
}

/** A socket client whose reports become socketStatusChanged, socketOpened, socketClosed, frameReceived, reconnectScheduled. */
export function createAppSocket({ scope, codec = loadSocketCodec, ...options }: AppSocketOptions): SocketClient {
  // Socket callbacks run outside any Effector handler, so a scope must be bound explicitly.
  const report = <T>(event: EventCallable<T>) => (scope ? scopeBind(event, { scope, safe: true }) : event);
  return createSocketClient({
    ...options,
    codec,
    onStatusChange: report(socketStatusChanged),
    onOpen: report(socketOpened),
    onClose: report(socketClosed),
    onFrame: report(frameReceived),
    onReconnectScheduled: report(reconnectScheduled),
  });
}

/**
 * Signs at every attempt (a reconnect an hour later must not reuse a stale timestamp), with
 * WebCrypto: the start chunk carries no crypto-js. In a browser the connection runs in a worker
 * that hands frames over in batches (worker/), or on the page once a worker has failed; elsewhere
 * (tests, Node) the global WebSocket.
 */
export const appSocket: SocketClient = createAppSocket({
  url: () => signedSocketUrl(socketUrl(), payloadKey, Math.floor(Date.now() / 1000)),
  WebSocketImpl: canUseSocketWorker() ? socketInWorkerOrPage() : undefined,
});
