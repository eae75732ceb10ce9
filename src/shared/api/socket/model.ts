// The socket as Effector units: what the transport reports, nothing about the domain.
import { createEvent, createStore, sample } from "effector";
import type { SocketFrame } from "#wire";
import type { SocketCloseInfo, SocketOpenInfo, SocketStatus } from "./socket-client";

export const socketStatusChanged = createEvent<SocketStatus>();
/**
 * `afterDrop`: the socket is back after losing an open connection; pushes were missed meanwhile.
 * `openedAt` (unix ms): its subscriptions went out then.
 */
export const socketOpened = createEvent<SocketOpenInfo>();
/** A reconnect attempt is scheduled for this time (unix ms). */
export const reconnectScheduled = createEvent<number>();
export const socketClosed = createEvent<SocketCloseInfo>();
/** Every decoded frame, in arrival order; the per-code events in frame-events.ts derive from it. */
export const frameReceived = createEvent<SocketFrame>();

export const $socketStatus = createStore<SocketStatus>("idle");

sample({ clock: socketStatusChanged, target: $socketStatus });
