export { apiBaseUrl, payloadKey, socketUrl, usesSimulatedBackend } from "./env";
export { SIM_API_PREFIX, SIM_PAYLOAD_KEY, SOCKET_PATH } from "./paths";
