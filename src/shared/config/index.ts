export { apiBaseUrl, payloadKey, socketUrl, usesSimulatedBackend, SIM_PAYLOAD_KEY, SIM_API_PREFIX, SOCKET_PATH } from "./env";
