// The startup sequence (spec 1 §4): wire the HTTP client's toasts and session expiry, open the
// real-time socket for everyone, start the session (a stored token reloads the user and their
// role data; a guest gets a tourist code), and with a token prefetch the signed-in data.
import type { QueryClient } from "@tanstack/react-query";
import { allSettled, type Scope } from "effector";
import { sessionInitialized } from "@/entities/session";
import { appSocket, configureHttpClient, getAccessToken, type HttpClientConfig, type SocketClient } from "@/shared/api";
import { showToast } from "@/shared/lib/notify";
import { startupQueries } from "./startup-queries";

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
  socket.connect();
  const hasToken = getAccessToken() !== null;
  const session = scope ? allSettled(sessionInitialized, { scope }) : Promise.resolve(sessionInitialized());
  if (!hasToken) return session;
  return Promise.allSettled([
    session,
    queryClient.prefetchQuery(startupQueries.livingAnchors()),
    queryClient.prefetchQuery(startupQueries.staffInfo()),
    queryClient.prefetchQuery(startupQueries.competitions(1)),
    queryClient.prefetchQuery(startupQueries.competitions(2)),
  ]).then(() => undefined);
}
