// The startup sequence (docs/product-rules.md "Session"): wire the HTTP client's toasts and
// session expiry, watch the browser's connection, open the real-time socket for everyone, raise appStarted (models read their
// stored state; the session restores a stored token's user or gets a guest a tourist code), and
// with a token prefetch the signed-in data into the query cache under the keys its readers use.
import type { QueryClient } from "@tanstack/react-query";
import { allSettled, type Scope } from "effector";
import { competitionCatalogQuery } from "@/entities/competition";
import { livingAnchorsQuery } from "@/entities/live-room";
import { staffInfoQuery } from "@/entities/session";
import { appSocket, configureHttpClient, getAccessToken, watchBrowserConnection, type HttpClientConfig, type SocketClient } from "@/shared/api";
import { showToast } from "@/shared/lib/notify";
import { appStarted } from "@/shared/model";

export interface StartupDeps {
  queryClient: QueryClient;
  socket?: Pick<SocketClient, "connect">;
  reload?: () => void;
  /** Overrides for tests (e.g. an absolute baseUrl). */
  http?: Partial<HttpClientConfig>;
  /** The Effector scope the app renders with (tests); the global one otherwise. */
  scope?: Scope;
}

export function startApp({ queryClient, socket = appSocket, reload = () => window.location.reload(), http, scope }: StartupDeps) {
  configureHttpClient({ notify: showToast, onSessionExpired: reload, ...http });
  // The browser's online and visibility changes hurry a reconnect and resync the lists.
  if (!scope && typeof window !== "undefined") watchBrowserConnection();
  socket.connect();
  const hasToken = getAccessToken() !== null;
  const started = scope ? allSettled(appStarted, { scope }) : Promise.resolve(appStarted());
  if (!hasToken) return started;
  return Promise.allSettled([
    started,
    queryClient.prefetchQuery(livingAnchorsQuery()),
    queryClient.prefetchQuery(staffInfoQuery()),
    queryClient.prefetchQuery(competitionCatalogQuery("football")),
    queryClient.prefetchQuery(competitionCatalogQuery("basketball")),
  ]).then(() => undefined);
}
