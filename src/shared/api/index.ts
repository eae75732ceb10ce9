// Public API of shared/api: the HTTP client, the real-time socket and (from #wire) the wire codecs.
// No domain knowledge lives here; entities route socket events into their models.
export { apiRequest, apiUpload } from "./http/http-client";
export { apiBinaryRequest } from "./http/binary-request";
export type { ApiFailure, ApiResult, SilentCodes } from "./http/api-result";
export { configureHttpClient, resetHttpClientConfig } from "./http/client-config";
export type { HttpClientConfig, NotifyLevel } from "./http/client-config";
export { USER_INFO_KEY, clearStoredSession, getAccessToken, setSessionTokens } from "./http/session-tokens";
export { idSchema, listOf, noDataSchema } from "./http/base-schemas";
export type { SocketClient } from "./socket/socket-client";
export type { WebSocketConstructor, WebSocketLike } from "./socket/web-socket-like";
export { frameReceived } from "./socket/model";
export {
  footballScoreReceived,
  footballStatusReceived,
  livingClosed,
  livingMatchChanged,
  livingStarted,
  previewAdded,
  previewRemoved,
  varIncidentReceived,
  type AnchorFrame,
  type ScoreFrame,
} from "./socket/frame-events";
export { appSocket, createAppSocket } from "./socket/app-socket";
// The wire contract lives in wire/ (reached as "#wire", shared with the sim); re-exported here so
// slices keep importing it from shared/api.
export {
  decodeMatchListPayload,
  decodeSocketMessage,
  encryptPayload,
  type AnchorInfoWire,
  type MatchListPayloadWire,
  type MatchWire,
  type ScoreObj,
  type SocketFrame,
} from "#wire";
