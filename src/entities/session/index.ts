export type { UserInfo } from "./model/user-info";
export { $userInfo, $isLoggedIn, $isAnchor, $loginDialogOpen, loginRequested, loginDialogClosed, sessionStarted, loggedOut, userInfoRefreshRequested, type SessionStart } from "./model/session";
export { $personalInfo, $userLevel, $anchorLevel, $levelTables } from "./model/role-data";
export { $touristCode, generateTouristCodeFx } from "./model/visit";
export { staffInfoQuery, LEVEL_TYPE, type LevelTable, type LevelType } from "./api/session-requests";
export { maskPhone } from "./lib/mask-phone";
export { levelProgress, nextLevelOf } from "./lib/level-progress";
