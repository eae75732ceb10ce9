// The header's session slot (docs/product-rules.md "Roles and the user menu"): quick login for a
// guest, the avatar menu by role, and 退出登录.
export { SessionMenu } from "./ui/session-menu";
// The level block and the 观赛ID copy, also shown by the individual center.
export { LevelBlock } from "./ui/level-block";
export { userCodeCopyClicked } from "./model/copy-user-code";
