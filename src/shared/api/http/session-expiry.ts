// Ending the session after 10030/10040 or a failed refresh: clear, warn, hand over to the app.
import { HTTP_MESSAGES } from "./api-result";
import { httpConfig } from "./client-config";
import { clearStoredSession, hasStoredSession } from "./session-tokens";

/**
 * Clears tokens and user info; warns and calls the session-expired hook only when there was a
 * session to end. So a burst of failing calls warns once, and an anonymous visitor who hits a
 * login-only call is not caught in a reload loop.
 */
export function expireSession(): void {
  const hadSession = hasStoredSession();
  clearStoredSession();
  if (!hadSession) return;
  const { notify, onSessionExpired } = httpConfig();
  notify("warning", HTTP_MESSAGES.sessionExpired);
  onSessionExpired();
}
