// The real-time socket transport (docs/wire-protocol.md, "Client behaviour"): signed URL from the
// caller, binary frames, heartbeat, list subscriptions and the reconnect cycle. It knows codes but
// no domain: decoded frames go to `onFrame` and the Effector layer routes them.
import { SOCKET_CODE, type SocketFrame, type SocketMessageInit } from "#wire";
import { createSubscriptionHolds, type SportList, type Subscription } from "./subscription-holds";
import type { WebSocketConstructor, WebSocketLike } from "./web-socket-like";

export type SocketStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

export interface SocketCloseInfo {
  code: number;
  reason: string;
  /** false when the attempt never opened (a failed connect or reconnect) */
  wasOpen: boolean;
  /** false only after disconnect() */
  willReconnect: boolean;
}

/** Encodes and decodes frames: "#wire/codec" satisfies it. */
export interface SocketCodec {
  encodeSocketMessage(message: SocketMessageInit): Uint8Array;
  /** null (and a console warning) for a frame that cannot be used. */
  decodeSocketMessage(bytes: Uint8Array): SocketFrame | null;
}

export interface SocketClientOptions {
  /**
   * The frame codec, or how to load it. The app loads it (protobufjs and the generated code) while
   * the first attempt signs its URL, so the start chunk carries none of it; an attempt opens once
   * both are ready. A load that fails counts as a failed attempt.
   */
  codec: SocketCodec | (() => Promise<SocketCodec>);
  /**
   * Called at every (re)connect, so each attempt carries a fresh signature timestamp. May answer
   * later (the app signs with WebCrypto); an attempt whose URL fails counts as a failed attempt.
   */
  url: () => string | Promise<string>;
  /** Defaults to the global WebSocket, looked up at connect time. */
  WebSocketImpl?: WebSocketConstructor;
  heartbeatMs?: number;
  /** A ping unanswered this long means the connection is gone (half-open after sleep, NAT timeout). */
  pongTimeoutMs?: number;
  reconnectDelayMs?: number;
  /** An attempt asked for at once (reconnectNow) waits at least this long after the last attempt. */
  minAttemptGapMs?: number;
  /** Failed attempts per cycle; after the last one the cycle starts over. */
  maxReconnects?: number;
  /** Clock in unix ms, for ping timestamps and lastPongAt. */
  now?: () => number;
  /** Lists subscribed on open before anyone holds them. */
  wantedLists?: readonly SportList[];
  onStatusChange?: (status: SocketStatus) => void;
  /**
   * `afterDrop`: this open follows a drop, so what was pushed meanwhile was missed. `openedAt`
   * (unix ms): the held subscriptions went out then; pushes from then on reach this client.
   */
  onOpen?: (info: SocketOpenInfo) => void;
  /** A reconnect attempt is scheduled for `at` (unix ms). */
  onReconnectScheduled?: (at: number) => void;
  onClose?: (info: SocketCloseInfo) => void;
  onFrame?: (frame: SocketFrame) => void;
}

export interface SocketClient {
  /** Opens the socket (no-op when connecting or open); during a reconnect wait, connects now. */
  connect(): void;
  /**
   * During a reconnect wait, attempts now unless the last failed attempt started less than
   * minAttemptGapMs ago (the browser is back online, the tab is visible again, the user asked);
   * false when it did not.
   */
  reconnectNow(): boolean;
  /** Closes the socket and stops the heartbeat and any reconnect. */
  disconnect(): void;
  /** Holds a match list subscribed; call the returned function to release the hold. */
  holdList(sport: SportList): () => void;
  /**
   * Holds any subscription (a match's detail 20/120, stats 30/130, text live 40/140, anchor seats
   * 50) for its owner: sent now if open, again once on every open while held, cancelled when the
   * last holder releases.
   */
  hold(subscription: Subscription): () => void;
  /** Sends one C→S frame; false (frame dropped) when the socket is not open. */
  send(message: SocketMessageInit): boolean;
  /**
   * Hands every inbound binary frame, before decoding, with its arrival time (unix ms) to `tap`
   * (QA recording); null removes it. Nothing is kept or paid for while no tap is set.
   */
  setFrameTap(tap: FrameTap | null): void;
  readonly status: SocketStatus;
  /** unix ms of the last pong, null before the first one */
  readonly lastPongAt: number | null;
  /** Reconnect attempt in the current cycle: 1..maxReconnects, 0 after a successful open. */
  readonly reconnectAttempt: number;
  /** When the scheduled reconnect attempt runs (unix ms), null when none is scheduled. */
  readonly nextAttemptAt: number | null;
}

export interface SocketOpenInfo {
  afterDrop: boolean;
  openedAt: number;
}

export type FrameTap = (bytes: Uint8Array, receivedAt: number) => void;

export const SOCKET_DEFAULTS = {
  heartbeatMs: 60_000,
  pongTimeoutMs: 10_000,
  minAttemptGapMs: 5_000,
  reconnectDelayMs: 60_000,
  maxReconnects: 3,
} as const;

const LIST_CODES: Record<SportList, { subscribe: number; cancel: number }> = {
  football: { subscribe: SOCKET_CODE.FOOTBALL_LIST_SUBSCRIBE, cancel: SOCKET_CODE.FOOTBALL_LIST_CANCEL },
  basketball: { subscribe: SOCKET_CODE.BASKETBALL_LIST_SUBSCRIBE, cancel: SOCKET_CODE.BASKETBALL_LIST_CANCEL },
};

export function createSocketClient(options: SocketClientOptions): SocketClient {
  const {
    heartbeatMs = SOCKET_DEFAULTS.heartbeatMs,
    pongTimeoutMs = SOCKET_DEFAULTS.pongTimeoutMs,
    reconnectDelayMs = SOCKET_DEFAULTS.reconnectDelayMs,
    minAttemptGapMs = SOCKET_DEFAULTS.minAttemptGapMs,
    maxReconnects = SOCKET_DEFAULTS.maxReconnects,
    now = Date.now,
  } = options;

  // Kept as a plain object of its two functions: the app hands a module namespace, which every
  // frame would otherwise read through.
  const plainCodec = ({ encodeSocketMessage, decodeSocketMessage }: SocketCodec): SocketCodec => ({ encodeSocketMessage, decodeSocketMessage });
  let codec: SocketCodec | null = typeof options.codec === "function" ? null : plainCodec(options.codec);
  const loadCodec = options.codec;
  let socket: WebSocketLike | null = null;
  let socketOpen = false;
  let status: SocketStatus = "idle";
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongWait: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let nextAttemptAt: number | null = null;
  let lastAttemptAt = -Infinity;
  /** An open has been lost since the last successful open: the next open is a reconnect. */
  let droppedSinceOpen = false;
  let attempt = 0;
  let lastPongAt: number | null = null;
  let frameTap: FrameTap | null = null;
  /** Bumped by every attempt and by disconnect(): an attempt still waiting for its URL is void once it moved. */
  let attemptToken = 0;
  /** An attempt is waiting for its URL: it counts as connecting, without a socket yet. */
  let awaitingUrl = false;
  /** Frames a socket received before the codec came, delivered in order once it has. */
  const framesBeforeCodec: Uint8Array[] = [];

  const listSubscription = (sport: SportList): Subscription => ({ subscribe: LIST_CODES[sport].subscribe, cancel: LIST_CODES[sport].cancel });
  const holds = createSubscriptionHolds({
    initial: (options.wantedLists ?? ["football", "basketball"]).map(listSubscription),
    onWanted: ({ subscribe, matchId }) => send({ type: subscribe, ...(matchId !== undefined && { matchId }) }),
    onUnwanted: ({ cancel, matchId }) => send({ type: cancel, ...(matchId !== undefined && { matchId }) }),
  });


  function setStatus(next: SocketStatus) {
    if (status === next) return;
    status = next;
    options.onStatusChange?.(next);
  }

  function send(message: SocketMessageInit): boolean {
    if (!socket || !socketOpen || !codec) return false;
    try {
      socket.send(codec.encodeSocketMessage(message));
      return true;
    } catch (error) {
      console.warn("[socket] send failed:", error);
      return false;
    }
  }

  // The codec once loaded: one download shared by whoever waits for it; a failed one is tried
  // again by the next attempt.
  let codecLoading: Promise<SocketCodec> | null = null;
  function codecReady(): SocketCodec | Promise<SocketCodec> {
    if (codec) return codec;
    if (typeof loadCodec !== "function") return loadCodec;
    codecLoading ??= loadCodec().then(
      (loaded) => (codec = plainCodec(loaded)),
      (error: unknown) => {
        codecLoading = null;
        throw error;
      },
    );
    return codecLoading;
  }

  // An attempt: the URL, then the socket. The codec (the first time) downloads meanwhile: the
  // socket's worker and handshake no longer wait for it, and the socket counts as open (its
  // subscriptions sent) once both are here. A URL that comes later (a promise) makes the attempt
  // wait, still counted from now.
  function open() {
    lastAttemptAt = now();
    nextAttemptAt = null;
    const token = ++attemptToken;
    const ready = codecReady();
    if (ready instanceof Promise) {
      ready.catch((error: unknown) => {
        if (token === attemptToken) codecFailed(error);
      });
    }
    let url: string | Promise<string>;
    try {
      url = options.url();
    } catch (error) {
      failedAttempt(error);
      return;
    }
    if (typeof url === "string") {
      openSocket(url);
      return;
    }
    awaitingUrl = true;
    url.then(
      (readyUrl) => {
        if (token !== attemptToken) return;
        awaitingUrl = false;
        openSocket(readyUrl);
      },
      (error: unknown) => {
        if (token !== attemptToken) return;
        awaitingUrl = false;
        failedAttempt(error);
      },
    );
  }

  // A codec that fails to load fails the attempt still in progress (waiting for its URL, or with a
  // socket not yet counted as open): closed, and tried again at the next attempt.
  function codecFailed(error: unknown) {
    if (awaitingUrl) {
      awaitingUrl = false;
      attemptToken += 1;
      failedAttempt(error);
    } else if (socket && !socketOpen) {
      const ws = socket;
      detach(ws);
      try {
        ws.close();
      } catch {
        // Never opened: nothing to release.
      }
      failedAttempt(error);
    }
  }

  // A URL that cannot be made, or that the constructor refuses, counts as a failed attempt, not a crash.
  function failedAttempt(error: unknown) {
    console.warn("[socket] connect failed:", error);
    options.onClose?.({ code: 1006, reason: String(error), wasOpen: false, willReconnect: true });
    scheduleReconnect();
  }

  function openSocket(url: string) {
    let ws: WebSocketLike;
    try {
      const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
      if (!Impl) throw new Error("WebSocket is not available");
      ws = new Impl(url);
    } catch (error) {
      failedAttempt(error);
      return;
    }
    ws.binaryType = "arraybuffer";
    socket = ws;
    socketOpen = false;
    ws.onopen = () => {
      if (socket !== ws) return;
      const ready = codecReady();
      // A codec that fails instead is the attempt's to report (open()).
      if (!(ready instanceof Promise)) opened(ws);
      else {
        ready.then(
          () => {
            if (socket === ws) opened(ws);
          },
          () => {},
        );
      }
    };
    ws.onmessage = (event) => {
      if (socket === ws) receive(event.data, event.receivedAt);
    };
    ws.onclose = (event) => dropped(ws, event.code, event.reason);
    // Browsers follow an error with a close; whichever comes first ends this socket, once.
    ws.onerror = () => dropped(ws, 1006, "error");
  }

  // The socket is open and the codec here: frames that came meanwhile are delivered, the held
  // subscriptions sent, and whoever waits for the connection may go.
  function opened(ws: WebSocketLike) {
    for (const bytes of framesBeforeCodec.splice(0)) deliver(bytes);
    socketOpen = true;
    attempt = 0;
    // The gap guards against hammering a server that refuses; an attempt that opened is not one.
    lastAttemptAt = -Infinity;
    setStatus("open");
    heartbeat = setInterval(() => ping(ws), heartbeatMs);
    for (const { subscribe, matchId } of holds.wanted()) send({ type: subscribe, ...(matchId !== undefined && { matchId }) });
    const afterDrop = droppedSinceOpen;
    droppedSinceOpen = false;
    options.onOpen?.({ afterDrop, openedAt: now() });
  }

  // A ping starts a wait for its pong; any pong ends it. No pong in time: the connection is
  // treated as dropped (docs/wire-protocol.md "Client behaviour").
  function ping(ws: WebSocketLike) {
    if (!send({ type: SOCKET_CODE.PING, timestamp: now() }) || pongWait !== undefined) return;
    pongWait = setTimeout(() => {
      pongWait = undefined;
      dropped(ws, 4000, "no pong");
    }, pongTimeoutMs);
  }

  function receive(data: unknown, receivedAt = now()) {
    const bytes = toBytes(data);
    if (!bytes) {
      console.warn("[socket] dropped a non-binary frame");
      return;
    }
    frameTap?.(bytes, receivedAt);
    if (codec) deliver(bytes);
    else framesBeforeCodec.push(bytes);
  }

  function deliver(bytes: Uint8Array) {
    // A bad frame is dropped (the codec warns) and the connection carries on.
    const frame = codec?.decodeSocketMessage(bytes);
    if (!frame) return;
    if (frame.type === SOCKET_CODE.PONG) {
      lastPongAt = now();
      clearTimeout(pongWait);
      pongWait = undefined;
    }
    options.onFrame?.(frame);
  }

  function detach(ws: WebSocketLike) {
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    clearInterval(heartbeat);
    heartbeat = undefined;
    clearTimeout(pongWait);
    pongWait = undefined;
    framesBeforeCodec.length = 0;
    const wasOpen = socketOpen;
    if (wasOpen) droppedSinceOpen = true;
    socket = null;
    socketOpen = false;
    return wasOpen;
  }

  function dropped(ws: WebSocketLike, code: number, reason: string) {
    if (socket !== ws) return;
    const wasOpen = detach(ws);
    try {
      ws.close();
    } catch {
      // Already closing: nothing to release.
    }
    options.onClose?.({ code, reason, wasOpen, willReconnect: true });
    scheduleReconnect();
  }

  // Reconnect cycle (docs/wire-protocol.md "Client behaviour"): each drop schedules one attempt
  // reconnectDelayMs later, counted 1..maxReconnects. When the last attempt of a cycle fails, the
  // count starts again at 1 with the same delay: the client keeps trying while the app is open.
  // An attempt that opens resets the count, so the next drop starts a fresh cycle.
  function scheduleReconnect() {
    if (attempt >= maxReconnects) attempt = 0;
    attempt += 1;
    setStatus("reconnecting");
    nextAttemptAt = now() + reconnectDelayMs;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, reconnectDelayMs);
    options.onReconnectScheduled?.(nextAttemptAt);
  }

  return {
    connect() {
      if (socket || awaitingUrl) return;
      if (reconnectTimer !== undefined) {
        clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
      } else {
        setStatus("connecting");
      }
      open();
    },
    reconnectNow() {
      if (reconnectTimer === undefined || now() - lastAttemptAt < minAttemptGapMs) return false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      open();
      return true;
    },
    disconnect() {
      attemptToken += 1;
      awaitingUrl = false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      nextAttemptAt = null;
      attempt = 0;
      const ws = socket;
      if (ws) {
        const wasOpen = detach(ws);
        try {
          ws.close(1000, "client disconnect");
        } catch {
          // Closing a socket that never opened may throw in some engines; it is released anyway.
        }
        options.onClose?.({ code: 1000, reason: "client disconnect", wasOpen, willReconnect: false });
      }
      setStatus("closed");
    },
    holdList: (sport) => holds.hold(listSubscription(sport)),
    hold: (subscription) => holds.hold(subscription),
    send,
    setFrameTap(tap) {
      frameTap = tap;
    },
    get status() {
      return status;
    },
    get lastPongAt() {
      return lastPongAt;
    },
    get reconnectAttempt() {
      return attempt;
    },
    get nextAttemptAt() {
      return nextAttemptAt;
    },
  };
}

// Browsers hand an ArrayBuffer (binaryType "arraybuffer"); Node's ws library a Buffer. Tag checks
// rather than instanceof alone, since a test environment may hand buffers from another realm.
function toBytes(data: unknown): Uint8Array | null {
  try {
    if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (Object.prototype.toString.call(data) === "[object ArrayBuffer]") return new Uint8Array(data as ArrayBuffer);
  } catch {
    // A detached buffer (one transferred away, as to a worker): nothing to read.
  }
  return null;
}
