// Where the sim answers, and the key it encrypts with: constants the client's configuration and
// the sim both read. Plain values, because the sim runs under Node without import.meta.env.

/** The sim's client-side payload key; the real API's key comes from VITE_PAYLOAD_KEY. */
export const SIM_PAYLOAD_KEY = "kanqiu-sim-payload-key";
/** Where the embedded sim answers HTTP calls on the page's own origin. */
export const SIM_API_PREFIX = "/api";
/** The real-time socket's path, on the API host (docs/wire-protocol.md "Configuration"). */
export const SOCKET_PATH = "/ws/match";
/** The sim's room-chat channel (docs/api-calls.md "Chat and moderation"): JSON text frames. */
export const CHAT_SOCKET_PATH = "/ws/chat";
