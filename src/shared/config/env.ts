// The one place that reads the environment. With VITE_API_BASE_URL unset the app talks to the
// embedded simulated backend on the same origin (see docs/wire-protocol.md, "Configuration").

import { CHAT_SOCKET_PATH, SIM_API_PREFIX, SIM_PAYLOAD_KEY, SOCKET_PATH } from "#wire";

const configuredApi = import.meta.env.VITE_API_BASE_URL as string | undefined;

export const usesSimulatedBackend = !configuredApi;

export const apiBaseUrl: string = configuredApi ? configuredApi.replace(/\/$/, "") : SIM_API_PREFIX;

export const payloadKey: string = (import.meta.env.VITE_PAYLOAD_KEY as string | undefined) || SIM_PAYLOAD_KEY;

/** Socket URL: configured, else the page's own host under /ws/match. */
export function socketUrl(): string {
  const configured = import.meta.env.VITE_SOCKET_URL as string | undefined;
  if (configured) return configured;
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${SOCKET_PATH}`;
}

/**
 * The external download address of the anchor's streaming tool (the footer's 主播工具下载):
 * VITE_ANCHOR_TOOL_URL, else the sim's own page for it; null with the real API and no address
 * configured (the footer then points at the app's /downLoad page).
 */
export const anchorToolUrl: string | null =
  (import.meta.env.VITE_ANCHOR_TOOL_URL as string | undefined) || (usesSimulatedBackend ? `${apiBaseUrl}/sim/docs/anchor-tool.html` : null);

/**
 * The Agora app id for live rooms with a real-time channel (VITE_AGORA_APP_ID); null when not
 * configured, and then no room joins a channel (docs/product-rules.md "Live player").
 */
export const agoraAppId: string | null = (import.meta.env.VITE_AGORA_APP_ID as string | undefined) || null;

/** The sim's rooms have no channel: the player shows the stand-in stream it generates per room. */
export const playsStandInVideo: boolean = usesSimulatedBackend;

/**
 * The chat service's app key (VITE_CHAT_APP_KEY, Easemob / Agora Chat): with it the room chat runs
 * on the vendor SDK; without it on the sim's chat channel (docs/product-rules.md "Room chat and moderation").
 */
export const chatAppKey: string | null = (import.meta.env.VITE_CHAT_APP_KEY as string | undefined) || null;

/** The sim's chat channel: the page's own host under /ws/chat (VITE_CHAT_SOCKET_URL overrides). */
export function chatSocketUrl(): string {
  const configured = import.meta.env.VITE_CHAT_SOCKET_URL as string | undefined;
  if (configured) return configured;
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${CHAT_SOCKET_PATH}`;
}
