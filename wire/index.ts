// The wire contract's one home (docs/wire-protocol.md): what the client (src/) and the sim (sim/)
// must agree on byte for byte. Both reach it only as "#wire" (package.json "imports"), so
// neither side imports the other's code. crypto-js (the payload cipher: the sim's encrypt, the
// tests' decrypt; the synchronous socket signer: the sim's verifier, the tests) is "#wire/cipher":
// outside this barrel, it stays out of the client's start chunk. The client decrypts and signs
// with WebCrypto, and loads the crypto-js modules itself only where WebCrypto is missing. The
// protobuf codec (generated code, socket frames, day lists) is "#wire/codec" for the same reason.
export {
  SOCKET_CODE,
  type AnchorInfo,
  type Incident,
  type ScoreObj,
  type SocketFrame,
  type SocketMessageInit,
  type StatList,
  type TliveList,
} from "./socket-frame";
export type { AnchorInfoWire, MatchListPayloadWire, MatchWire } from "./match-list-codec";
export { sliceTimer, type WorkSlices } from "./work-slices";
export { decryptPayloadAsync } from "./payload-decrypt";
export { SOCKET_SIGN_SCOPE } from "./socket-sign";
export { signedSocketUrl } from "./signed-socket-url";
export { INCIDENT_TYPE } from "./incident-types";
export { CHAT_SOCKET_PATH, SIM_API_PREFIX, SIM_PAYLOAD_KEY, SOCKET_PATH } from "./endpoints";
export { API_PATHS } from "./api-paths";
export { BASKETBALL_STATUS, FOOTBALL_STATUS } from "./statuses";
export { SPORT_TYPE, sportOfType, sportTypeOf, type Sport } from "./sport-types";
export { REPLY_CODES } from "./reply-codes";
export {
  GOAL_BUCKET_LABELS,
  HALF_FULL_KEYS,
  RESULT_CODE,
  SCORE_DIFF_BUCKET_LABELS,
  SCORE_DIFF_SAMPLE,
  goalBucketOf,
  resultCodeOf,
  scoreDiffBucketOf,
  scoreDiffSampleOf,
  type HalfFullKey,
} from "./team-stat-buckets";
export {
  BASKETBALL_PLAYER_RANKS,
  BASKETBALL_TEAM_RANKS,
  FOOTBALL_PLAYER_RANKS,
  FOOTBALL_TEAM_RANKS,
  RANK_SIZE,
  playerRanksOf,
  teamRanksOf,
  type RankType,
  type RankUnit,
} from "./ranking-types";
export { PICK_SIDES, pricePick, SCHEME_LIMITS, schemeTextProblem, type PricedPick, type SchemePickKind, type SchemePickSelection } from "./prediction-schemes";
