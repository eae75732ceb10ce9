// The header's session slot (spec 1 §2, §6): quick login for a guest, the avatar menu by role,
// and 退出登录.
export { SessionMenu } from "./ui/session-menu";
