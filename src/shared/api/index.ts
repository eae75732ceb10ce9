// Public API of shared/api: the HTTP client, the real-time socket and (from #wire) the wire codecs.
// No domain knowledge lives here; entities route socket events into their models.
export { apiRequest, apiUpload } from "./http/http-client";
export type { ApiRequestOptions, CallOptions } from "./http/http-client";
export { apiBinaryRequest } from "./http/binary-request";
export type { BinaryDecoder } from "./http/binary-request";
export { HTTP_MESSAGES } from "./http/api-result";
export type { ApiFailure, ApiFailureReason, ApiResult, ApiSuccess, SilentCodes } from "./http/api-result";
export { configureHttpClient, resetHttpClientConfig, REQUEST_TIMEOUT_MS } from "./http/client-config";
export type { HttpClientConfig, NotifyLevel } from "./http/client-config";
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_INFO_KEY,
  clearSessionTokens,
  clearStoredSession,
  getAccessToken,
  getRefreshToken,
  setSessionTokens,
} from "./http/session-tokens";
export type { SessionTokens } from "./http/session-tokens";
export { getWebId } from "./http/request-headers";
export { envelopeSchema, idSchema, listOf, noDataSchema, paged } from "./http/base-schemas";
export type { Envelope, Paged } from "./http/base-schemas";
export {
  SOCKET_DEFAULTS,
  createSocketClient,
  type SocketClient,
  type SocketClientOptions,
  type SocketCloseInfo,
  type SocketStatus,
} from "./socket/socket-client";
export type { SportList } from "./socket/list-holds";
export type { WebSocketConstructor, WebSocketLike } from "./socket/web-socket-like";
export { $socketStatus, frameReceived, socketClosed, socketOpened, socketStatusChanged } from "./socket/model";
export {
  anchorSeatChanged,
  basketballOvertimeReceived,
  basketballScoreReceived,
  basketballStatsReceived,
  basketballStatusReceived,
  footballScoreReceived,
  footballStatsReceived,
  footballStatusReceived,
  livingClosed,
  livingMatchChanged,
  livingStarted,
  previewAdded,
  previewRemoved,
  roomInfoChanged,
  textLiveReceived,
  varIncidentReceived,
  type AnchorFrame,
  type OvertimeFrame,
  type ScoreFrame,
  type StatsFrame,
  type TextLiveFrame,
} from "./socket/frame-events";
export {
  appSocket,
  connectSocketFx,
  createAppSocket,
  disconnectSocketFx,
  sendSocketMessageFx,
  type AppSocketOptions,
} from "./socket/app-socket";
// The wire contract lives in wire/ (reached as "#wire", shared with the sim); re-exported here so
// slices keep importing it from shared/api.
export {
  INCIDENT_TYPE,
  PayloadDecryptError,
  REPLY_CODES,
  SOCKET_CODE,
  buildSignedSocketUrl,
  decodeMatchListPayload,
  decodeSocketMessage,
  decryptPayload,
  encodeMatchListPayload,
  encodeSocketMessage,
  encryptPayload,
  type AnchorInfo,
  type AnchorInfoWire,
  type Incident,
  type MatchListPayloadWire,
  type MatchWire,
  type PayloadDecryptFailure,
  type ScoreObj,
  type SocketCode,
  type SocketFrame,
  type SocketMessageInit,
  type StatList,
  type StatObj,
  type TliveList,
} from "#wire";
