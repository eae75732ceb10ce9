// The header's session slot (spec 1 §2, §6): quick login for a guest, the avatar menu by role,
// and 退出登录.
export { SessionMenu } from "./ui/session-menu";
export { logoutClicked, logoutConfirmed, logoutCancelled, $logoutConfirmOpen, checkLivingFx, closeLiveFx } from "./model/logout";
export { SESSION_MENU_MESSAGES, USER_MENU_LINKS, ANCHOR_MENU_LINKS, type MenuLink } from "./config/menu";
