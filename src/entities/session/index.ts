export { userInfoSchema, type UserInfo } from "./model/user-info";
export {
  $userInfo,
  $isLoggedIn,
  $isAnchor,
  $loginDialogOpen,
  loginRequested,
  loginDialogClosed,
  sessionStarted,
  sessionRestored,
  loggedOut,
  userInfoLoaded,
  fetchUserInfoFx,
  type SessionStart,
} from "./model/session";
export {
  $personalInfo,
  $userLevel,
  $anchorLevel,
  $levelTables,
  fetchCustomInfoFx,
  fetchCustomLevelFx,
  fetchAnchorInfoFx,
  fetchAnchorLevelFx,
  fetchLevelTablesFx,
} from "./model/role-data";
export { $reportOnlineIntervalMs, $reportingOnline, reportOnlineFx } from "./model/online-report";
export { $touristCode, generateTouristCodeFx } from "./model/visit";
export {
  staffInfoQuery,
  LEVEL_TYPE,
  type AnchorLevelInfo,
  type LevelTable,
  type LevelTables,
  type LevelType,
  type PersonalInfo,
  type UserLevelInfo,
} from "./api/session-requests";
export { LAST_LEAVE_TIME_KEY, REPORT_ONLINE_INTERVAL_MS, TOURIST_CODE_KEY } from "./config/session-constants";
export { maskPhone } from "./lib/mask-phone";
export { levelProgress, nextLevelOf } from "./lib/level-progress";
