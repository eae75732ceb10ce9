// Public API of shared/api: the HTTP client and the real-time socket. The wire contract itself
// (codecs, cipher, tables) is imported from #wire.
// No domain knowledge lives here; entities route socket events into their models.
export { apiRequest, apiUpload } from "./http/http-client";
export { apiData } from "./http/api-data";
export { apiBinaryRequest, type BinaryCallOptions } from "./http/binary-request";
export { clearStartedCalls as clearStartedCallsForTests, startBinaryCall } from "./http/started-calls";
export { decodeBinaryListInSlices, loadListCodec } from "./http/binary-list-decoder";
export type { ApiFailure, ApiResult, SilentCodes } from "./http/api-result";
export { configureHttpClient, resetHttpClientConfig } from "./http/client-config";
export type { HttpClientConfig, NotifyLevel } from "./http/client-config";
export { USER_INFO_KEY, clearStoredSession, getAccessToken, setSessionTokens } from "./http/session-tokens";
export { countOrZero, idSchema, listOf, noDataSchema, textOrEmpty } from "./http/base-schemas";
export type { FrameTap, SocketClient, SocketOpenInfo } from "./socket/socket-client";
export type { Subscription } from "./socket/subscription-holds";
export type { WebSocketConstructor, WebSocketLike } from "./socket/web-socket-like";
export { frameReceived } from "./socket/model";
export {
  $liveConnection,
  $liveResyncCount,
  $socketOpenedAt,
  HIDDEN_RESYNC_MS,
  liveResyncNeeded,
  reconnectRequested,
  watchBrowserConnection,
  type LiveConnection,
  type LiveState,
} from "./socket/connection";
export {
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
  varIncidentReceived,
  type AnchorFrame,
  type OvertimeFrame,
  type ScoreFrame,
  type StatsFrame,
} from "./socket/frame-events";
export { appSocket, createAppSocket } from "./socket/app-socket";
export { socketFramesArriveBatched } from "./socket/worker/socket-in-worker-or-page";
