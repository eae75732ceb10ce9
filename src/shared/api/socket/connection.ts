// What a page with live data tells its user about the connection (docs/product-rules.md "Live
// connection"), and when lists must be brought up to date. Domain-free: the state of the socket
// and of the browser, the shortcuts that attempt a reconnect at once, and a resync counter the
// list owners refetch on.
//
// Shortcuts (without hammering: the socket client keeps a minimum gap between attempts): the
// browser reports it is back online, the tab becomes visible again, or the user asks. Resync:
// after any reconnect that follows a drop, and when the tab comes back after being hidden long
// enough that the browser may have throttled it.
import { combine, createEffect, createEvent, createStore, sample } from "effector";
import { appSocket } from "./app-socket";
import { $socketStatus, reconnectScheduled, socketClosed, socketOpened } from "./model";

/** A tab hidden this long may have had its timers throttled: its lists are refetched on return. */
export const HIDDEN_RESYNC_MS = 60_000;

/** "stopped": the socket was closed on purpose (a QA replay in its place): nothing to tell a fan. */
export type LiveState = "live" | "connecting" | "reconnecting" | "offline" | "stopped";

export interface LiveConnection {
  state: LiveState;
  /** When pushes stopped arriving (unix ms): the connection was lost then; null while live or before the first open. */
  notLiveSince: number | null;
  /** When the next attempt runs (unix ms), while one is scheduled. */
  nextAttemptAt: number | null;
}

export const browserWentOnline = createEvent();
export const browserWentOffline = createEvent();
/** The tab became visible after `hiddenFor` ms. */
export const pageShown = createEvent<{ hiddenFor: number }>();
/** The user asked to reconnect now (立即重连). */
export const reconnectRequested = createEvent();

export const reconnectNowFx = createEffect(() => appSocket.reconnectNow());
sample({
  clock: [browserWentOnline, pageShown, reconnectRequested],
  source: $socketStatus,
  filter: (status) => status === "reconnecting",
  target: reconnectNowFx,
});

const $online = createStore(true)
  .on(browserWentOnline, () => true)
  .on(browserWentOffline, () => false);

// An effect reads the clock: the time the live data stopped is the first drop's.
const connectionLostFx = createEffect(() => Date.now());
sample({ clock: socketClosed, filter: ({ wasOpen }) => wasOpen, target: connectionLostFx });
const $notLiveSince = createStore<number | null>(null)
  .on(connectionLostFx.doneData, (since, at) => since ?? at)
  .reset(socketOpened);
const $nextAttemptAt = createStore<number | null>(null)
  .on(reconnectScheduled, (_, at) => at)
  .reset(socketOpened);

export const $liveConnection = combine(
  { status: $socketStatus, online: $online, notLiveSince: $notLiveSince, nextAttemptAt: $nextAttemptAt },
  ({ status, online, notLiveSince, nextAttemptAt }): LiveConnection => ({
    state:
      status === "open" ? "live" : status === "closed" ? "stopped" : !online ? "offline" : status === "reconnecting" ? "reconnecting" : "connecting",
    notLiveSince: status === "open" ? null : notLiveSince,
    nextAttemptAt: status === "reconnecting" ? nextAttemptAt : null,
  }),
);

/**
 * Lists on screen refetch when this fires: a reconnect after a drop, a long-hidden tab shown
 * again, or anything else that kept live pushes away (a QA replay left).
 */
export const liveResyncNeeded = createEvent();
sample({ clock: socketOpened, filter: ({ afterDrop }) => afterDrop, target: liveResyncNeeded });
sample({ clock: pageShown, filter: ({ hiddenFor }) => hiddenFor >= HIDDEN_RESYNC_MS, target: liveResyncNeeded });
export const $liveResyncCount = createStore(0).on(liveResyncNeeded, (count) => count + 1);

/**
 * When the socket last opened, its list subscriptions sent with it (unix ms); null before the first
 * open. A list snapshot asked for before then may lack pushes the server sent in between.
 */
export const $socketOpenedAt = createStore<number | null>(null).on(socketOpened, (_, { openedAt }) => openedAt);

/** Reports the browser's online/offline and visibility changes into the units above; returns the cleanup. */
export function watchBrowserConnection(win: Window = window): () => void {
  let hiddenAt: number | null = win.document.visibilityState === "hidden" ? Date.now() : null;
  if (win.navigator.onLine === false) browserWentOffline();
  const onOnline = () => browserWentOnline();
  const onOffline = () => browserWentOffline();
  const onVisibility = () => {
    if (win.document.visibilityState === "hidden") {
      hiddenAt ??= Date.now();
      return;
    }
    const hiddenFor = hiddenAt === null ? 0 : Date.now() - hiddenAt;
    hiddenAt = null;
    pageShown({ hiddenFor });
  };
  win.addEventListener("online", onOnline);
  win.addEventListener("offline", onOffline);
  win.document.addEventListener("visibilitychange", onVisibility);
  return () => {
    win.removeEventListener("online", onOnline);
    win.removeEventListener("offline", onOffline);
    win.document.removeEventListener("visibilitychange", onVisibility);
  };
}
