// Side effects the client needs from the app (toasts, logout) are injected here, so shared/
// has no UI dependency. Defaults come from shared/config and are read at call time.
import { apiBaseUrl, payloadKey } from "@/shared/config";

export type NotifyLevel = "error" | "warning" | "success" | "info";

export interface HttpClientConfig {
  /** Shows a toast. */
  notify: (level: NotifyLevel, message: string) => void;
  /** Called once the stored session has been cleared (default: reload the page). */
  onSessionExpired: () => void;
  baseUrl: string;
  payloadKey: string;
  fetch: typeof globalThis.fetch;
  /** Request timeout; the contract says 30 000 ms, tests shorten it. */
  timeoutMs: number;
}

export const REQUEST_TIMEOUT_MS = 30_000;

function defaults(): HttpClientConfig {
  return {
    notify: (level, message) => (level === "error" ? console.error : console.warn)(`[http] ${level}: ${message}`),
    onSessionExpired: () => globalThis.location?.reload(),
    baseUrl: apiBaseUrl,
    payloadKey,
    // Looked up per call so a fetch patched later (MSW, devtools) is still used.
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
}

let current: HttpClientConfig = defaults();

/** Sets any of the client's dependencies; unspecified ones keep their current value. */
export function configureHttpClient(overrides: Partial<HttpClientConfig>): void {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  current = { ...current, ...defined };
}

/** Back to the defaults (tests). */
export function resetHttpClientConfig(): void {
  current = defaults();
}

export function httpConfig(): HttpClientConfig {
  return current;
}
