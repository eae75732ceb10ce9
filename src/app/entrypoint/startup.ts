// The startup sequence (spec 1 §4): wire the HTTP client's toasts and session expiry, open the
// real-time socket for everyone, and with a stored token load the signed-in data.
import type { QueryClient } from "@tanstack/react-query";
import { notifications } from "@mantine/notifications";
import {
  appSocket,
  configureHttpClient,
  getAccessToken,
  type HttpClientConfig,
  type NotifyLevel,
  type SocketClient,
} from "@/shared/api";
import { startupQueries } from "./startup-queries";

const NOTICE_COLOR: Record<NotifyLevel, string> = { error: "red", warning: "yellow", success: "green", info: "blue" };

export function showNotice(level: NotifyLevel, message: string) {
  notifications.show({ color: NOTICE_COLOR[level], message, autoClose: level === "error" ? 5000 : 3000 });
}

export interface StartupDeps {
  queryClient: QueryClient;
  socket?: Pick<SocketClient, "connect">;
  reload?: () => void;
  /** Overrides for tests (e.g. an absolute baseUrl). */
  http?: Partial<HttpClientConfig>;
}

export function startApp({ queryClient, socket = appSocket, reload = () => window.location.reload(), http }: StartupDeps) {
  configureHttpClient({ notify: showNotice, onSessionExpired: reload, ...http });
  socket.connect();
  if (!getAccessToken()) return Promise.resolve();
  return Promise.allSettled([
    queryClient.prefetchQuery(startupQueries.customerInfo()),
    queryClient.prefetchQuery(startupQueries.livingAnchors()),
    queryClient.prefetchQuery(startupQueries.staffInfo()),
    queryClient.prefetchQuery(startupQueries.competitions(1)),
    queryClient.prefetchQuery(startupQueries.competitions(2)),
  ]).then(() => undefined);
}
