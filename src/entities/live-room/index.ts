export type { AnchorRef } from "./model/anchor-ref";
export { hasLiveRows } from "./lib/living-edits";
export { liveRowsQuery, useLiveRows, type LiveRow } from "./api/live-rows-request";
export { livingAnchorsQuery } from "./api/living-anchors-request";
export { liveRoomItemSchema, type LiveRoomItem, type LiveRoomMatch, type RoomStatus } from "./api/live-room-item-schema";
export { fetchLiveInfo, liveInfoQuery } from "./api/live-info-request";
export { recommendationsQuery, RECOMMEND_SHOW_COUNT, type Recommendations } from "./api/recommend-request";
export { prefetchRecommendations } from "./api/prefetch-recommendations";
export { chooseStrip, type RecommendSlide, type StripChoice } from "./lib/recommend-choice";
