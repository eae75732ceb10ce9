// The startup sequence (docs/product-rules.md "Session"): wire the HTTP client's toasts and
// session expiry, watch the browser's connection, open the real-time socket for everyone, raise appStarted (models read their
// stored state; the session restores a stored token's user or gets a guest a tourist code), and
// with a token prefetch the signed-in data into the query cache under the keys its readers use,
// once the first view has loaded: about 100 KB of catalogues and anchors would otherwise share a
// slow connection with the page's own chunks and calls (a page that needs them asks at once).
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { allSettled, type Scope } from "effector";
import { competitionCatalogQuery } from "@/entities/competition";
import { livingAnchorsQuery } from "@/entities/live-room";
import { staffInfoQuery } from "@/entities/session";
import { appSocket, configureHttpClient, getAccessToken, watchBrowserConnection, type HttpClientConfig, type SocketClient } from "@/shared/api";
import { whenIdle } from "@/shared/lib/main-thread";
import { showToast } from "@/shared/lib/notify";
import { watchFirstInteraction } from "@/shared/lib/user-interaction";
import { appStarted } from "@/shared/model";

export interface StartupDeps {
  queryClient: QueryClient;
  socket?: Pick<SocketClient, "connect">;
  reload?: () => void;
  /** Overrides for tests (e.g. an absolute baseUrl). */
  http?: Partial<HttpClientConfig>;
  /** The Effector scope the app renders with (tests); the global one otherwise. */
  scope?: Scope;
  /** Resolves when the signed-in prefetches may go (the app: whenFirstViewSettled); at once by default. */
  firstViewSettled?: () => Promise<void>;
}

/**
 * The router's first navigation resolved (its page's chunks and loaders done), then an idle moment
 * (at most 2 s later), so the page's own first calls have left. The window's load event comes too
 * early for this: the page's chunks are dynamic imports, which it does not wait for.
 */
export function whenFirstViewSettled(router: Pick<AnyRouter, "subscribe">): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe("onResolved", () => {
      stop();
      void whenIdle(2_000).then(resolve);
    });
  });
}

export function startApp({ queryClient, socket = appSocket, reload = () => window.location.reload(), http, scope, firstViewSettled = () => Promise.resolve() }: StartupDeps) {
  configureHttpClient({ notify: showToast, onSessionExpired: reload, ...http });
  // The browser's online and visibility changes hurry a reconnect and resync the lists.
  if (!scope && typeof window !== "undefined") watchBrowserConnection();
  // From the start, so a press before a page's code arrives still lets its sounds play.
  if (typeof window !== "undefined") watchFirstInteraction();
  socket.connect();
  const hasToken = getAccessToken() !== null;
  const started = scope ? allSettled(appStarted, { scope }) : Promise.resolve(appStarted());
  if (!hasToken) return started;
  const prefetched = firstViewSettled().then(() =>
    Promise.allSettled([
      queryClient.prefetchQuery(livingAnchorsQuery()),
      queryClient.prefetchQuery(staffInfoQuery()),
      queryClient.prefetchQuery(competitionCatalogQuery("football")),
      queryClient.prefetchQuery(competitionCatalogQuery("basketball")),
    ]),
  );
  return Promise.allSettled([started, prefetched]).then(() => undefined);
}
