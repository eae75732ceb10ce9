// Public API of the real-time socket transport.
export {
  SOCKET_CODE,
  decodeSocketMessage,
  encodeSocketMessage,
  type AnchorInfo,
  type Incident,
  type ScoreObj,
  type SocketCode,
  type SocketFrame,
  type SocketMessageInit,
  type StatList,
  type StatObj,
  type TliveList,
} from "../wire/socket-codec";
export { buildSignedSocketUrl } from "./sign";
export {
  SOCKET_DEFAULTS,
  createSocketClient,
  type SocketClient,
  type SocketClientOptions,
  type SocketCloseInfo,
  type SocketStatus,
} from "./socket-client";
export type { SportList } from "./list-holds";
export type { WebSocketConstructor, WebSocketLike } from "./web-socket-like";
export { $socketStatus, frameReceived, socketClosed, socketOpened, socketStatusChanged } from "./model";
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
} from "./frame-events";
export {
  appSocket,
  connectSocketFx,
  createAppSocket,
  disconnectSocketFx,
  sendSocketMessageFx,
  type AppSocketOptions,
} from "./app-socket";
