// Moderating a live room (docs/product-rules.md "Room chat and moderation"): who may do what
// (the role table), the moderation menu on a message or viewer, and the 房间管理 dialog.
export { mayModerate, type ModerationAction, type RoomRole } from "./lib/moderation-permissions";
export { ModerationMenu, type ModerationTarget } from "./ui/moderation-menu";
export { RoomManageDialog } from "./ui/room-manage-dialog";
