// The live connection as a page shows it, the shortcuts that attempt a reconnect at once, and when
// the lists on screen must be fetched again.
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import {
  $liveConnection,
  $liveResyncCount,
  $socketOpenedAt,
  browserWentOffline,
  browserWentOnline,
  HIDDEN_RESYNC_MS,
  pageShown,
  reconnectNowFx,
  reconnectRequested,
  watchBrowserConnection,
} from "./connection";
import { reconnectScheduled, socketClosed, socketOpened, socketStatusChanged } from "./model";

const dropInfo = { code: 1006, reason: "", wasOpen: true, willReconnect: true };

function scopeWithSocket() {
  const reconnectNow = vi.fn(() => true);
  const scope = fork({ handlers: [[reconnectNowFx, reconnectNow]] });
  return { scope, reconnectNow };
}

async function dropped(scope: ReturnType<typeof fork>) {
  await allSettled(socketStatusChanged, { scope, params: "open" });
  await allSettled(socketOpened, { scope, params: { afterDrop: false, openedAt: Date.now() } });
  await allSettled(socketClosed, { scope, params: dropInfo });
  await allSettled(socketStatusChanged, { scope, params: "reconnecting" });
  await allSettled(reconnectScheduled, { scope, params: Date.now() + 60_000 });
}

describe("live connection", () => {
  it("is live while open; reconnecting with the next attempt and since when after a drop; live again after", async () => {
    const { scope } = scopeWithSocket();
    await allSettled(socketStatusChanged, { scope, params: "connecting" });
    expect(scope.getState($liveConnection)).toEqual({ state: "connecting", notLiveSince: null, nextAttemptAt: null });
    const before = Date.now();
    await dropped(scope);
    const connection = scope.getState($liveConnection);
    expect(connection.state).toBe("reconnecting");
    expect(connection.notLiveSince).toBeGreaterThanOrEqual(before);
    expect(connection.nextAttemptAt).toBeGreaterThan(Date.now());
    // A failed attempt later keeps the first drop's time.
    await allSettled(socketClosed, { scope, params: { ...dropInfo, wasOpen: false } });
    expect(scope.getState($liveConnection).notLiveSince).toBe(connection.notLiveSince);

    await allSettled(socketStatusChanged, { scope, params: "open" });
    await allSettled(socketOpened, { scope, params: { afterDrop: true, openedAt: Date.now() } });
    expect(scope.getState($liveConnection)).toEqual({ state: "live", notLiveSince: null, nextAttemptAt: null });
  });

  it("says nothing to tell (stopped) when the socket was closed on purpose", async () => {
    const { scope } = scopeWithSocket();
    await dropped(scope);
    await allSettled(socketStatusChanged, { scope, params: "closed" });
    expect(scope.getState($liveConnection).state).toBe("stopped");
  });

  it("is offline while the browser says so", async () => {
    const { scope } = scopeWithSocket();
    await dropped(scope);
    await allSettled(browserWentOffline, { scope });
    expect(scope.getState($liveConnection).state).toBe("offline");
    await allSettled(browserWentOnline, { scope });
    expect(scope.getState($liveConnection).state).toBe("reconnecting");
  });

  it("attempts at once when the browser is back online, the tab is shown or the user asks, only while reconnecting", async () => {
    const { scope, reconnectNow } = scopeWithSocket();
    await allSettled(socketStatusChanged, { scope, params: "open" });
    await allSettled(browserWentOnline, { scope });
    await allSettled(reconnectRequested, { scope });
    expect(reconnectNow).not.toHaveBeenCalled();
    await dropped(scope);
    await allSettled(browserWentOnline, { scope });
    await allSettled(pageShown, { scope, params: { hiddenFor: 1_000 } });
    await allSettled(reconnectRequested, { scope });
    expect(reconnectNow).toHaveBeenCalledTimes(3);
  });

  it("asks the lists to resync after a reconnect that follows a drop, and after a long-hidden tab", async () => {
    const { scope } = scopeWithSocket();
    await allSettled(socketOpened, { scope, params: { afterDrop: false, openedAt: Date.now() } });
    await allSettled(pageShown, { scope, params: { hiddenFor: HIDDEN_RESYNC_MS - 1 } });
    expect(scope.getState($liveResyncCount)).toBe(0);
    await allSettled(socketOpened, { scope, params: { afterDrop: true, openedAt: Date.now() } });
    expect(scope.getState($liveResyncCount)).toBe(1);
    await allSettled(pageShown, { scope, params: { hiddenFor: HIDDEN_RESYNC_MS } });
    expect(scope.getState($liveResyncCount)).toBe(2);
  });

  it("keeps when the socket last opened (its list subscriptions sent), none before the first open", async () => {
    const { scope } = scopeWithSocket();
    expect(scope.getState($socketOpenedAt)).toBeNull();
    await allSettled(socketOpened, { scope, params: { afterDrop: false, openedAt: 1_000 } });
    expect(scope.getState($socketOpenedAt)).toBe(1_000);
    await dropped(scope);
    await allSettled(socketOpened, { scope, params: { afterDrop: true, openedAt: 90_000 } });
    expect(scope.getState($socketOpenedAt)).toBe(90_000);
  });
});

describe("watchBrowserConnection", () => {
  it("reports online, offline and how long the tab was hidden", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const shown: number[] = [];
    const offline = vi.fn();
    const unwatchShown = pageShown.watch(({ hiddenFor }) => shown.push(hiddenFor));
    const unwatchOffline = browserWentOffline.watch(offline);
    let visibility: DocumentVisibilityState = "visible";
    const target = new EventTarget();
    const doc = Object.defineProperty(new EventTarget(), "visibilityState", { get: () => visibility });
    const win = Object.assign(target, { document: doc, navigator: { onLine: true } }) as unknown as Window;
    const stop = watchBrowserConnection(win);

    target.dispatchEvent(new Event("offline"));
    expect(offline).toHaveBeenCalledTimes(1);
    visibility = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(90_000);
    visibility = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(shown).toEqual([90_000]);

    stop();
    target.dispatchEvent(new Event("offline"));
    expect(offline).toHaveBeenCalledTimes(1);
    unwatchShown.unsubscribe();
    unwatchOffline.unsubscribe();
    vi.useRealTimers();
  });
});
