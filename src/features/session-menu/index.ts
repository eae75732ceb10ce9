// The header's session slot (docs/product-rules.md "Roles and the user menu"): quick login for a
// guest, the avatar menu by role, and 退出登录.
export { SessionMenu } from "./ui/session-menu";
