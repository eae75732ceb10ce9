export { userInfoSchema, type UserInfo } from "./model/user-info";
export { $userInfo, $isLoggedIn, $isAnchor, $loginDialogOpen, loginRequested, loginDialogClosed } from "./model/session";
