// The socket as Effector units: what the transport reports, nothing about the domain.
import { createEvent, createStore, sample } from "effector";
import type { SocketFrame } from "#wire";
import type { SocketCloseInfo, SocketStatus } from "./socket-client";

export const socketStatusChanged = createEvent<SocketStatus>();
export const socketOpened = createEvent();
export const socketClosed = createEvent<SocketCloseInfo>();
/** Every decoded frame, in arrival order; the per-code events in frame-events.ts derive from it. */
export const frameReceived = createEvent<SocketFrame>();

export const $socketStatus = createStore<SocketStatus>("idle");

sample({ clock: socketStatusChanged, target: $socketStatus });
