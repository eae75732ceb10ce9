// What the anchor entity may use of live rooms: the room an AnchorInfo carries while it is living.
export { liveRoomItemSchema, type LiveRoomItem } from "../api/live-room-item-schema";
