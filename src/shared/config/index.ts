export { agoraAppId, anchorToolUrl, apiBaseUrl, chatAppKey, chatSocketUrl, payloadKey, playsStandInVideo, socketUrl } from "./env";
// The sim's prefix, key and socket path are wire constants; re-exported so client code keeps its import.
export { SIM_PAYLOAD_KEY } from "#wire";
export { sportOfType, sportTypeOf, type Sport } from "./sport";
export { GRID_ROW_BACKGROUNDS } from "./row-backgrounds";
