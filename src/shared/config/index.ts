export { apiBaseUrl, payloadKey, socketUrl, usesSimulatedBackend } from "./env";
// The sim's prefix, key and socket path are wire constants; re-exported so client code keeps its import.
export { SIM_API_PREFIX, SIM_PAYLOAD_KEY, SOCKET_PATH } from "#wire";
export { sportOfType, sportTypeOf, type Sport } from "./sport";
