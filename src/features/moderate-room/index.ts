// Moderating a live room (docs/product-rules.md "Room chat and moderation"): who may do what
// (the role table), the moderation menu on a message or viewer, and the 房间管理 dialog.
export { mayModerate, type ModerationAction, type RoomRole } from "./lib/moderation-permissions";
export type { ModerationTarget } from "./ui/moderation-menu";
// Their code loads on demand: a fan's room page downloads neither.
export { ModerationMenuOnDemand, RoomManageDialogOnDemand } from "./ui/moderation-on-demand";
