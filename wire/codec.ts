// The protobuf codec of the wire contract (docs/wire-protocol.md): the generated static code, the
// socket's frames and the binary day lists. It is "#wire/codec", outside the "#wire" barrel, so
// the app's start chunk carries no protobufjs: the socket client loads it while it signs its URL,
// and the day lists come in the chunks of the pages that show them.
export { kanqiu } from "./generated/wire.js";
export { decodeSocketMessage, encodeSocketMessage } from "./socket-codec";
export { decodeMatchListPayload, decodeMatchListPayloadInSlices, encodeMatchListPayload } from "./match-list-codec";
