// localStorage keys of the session besides the tokens and userInfo (spec 1 §6, §9).
export const TOURIST_CODE_KEY = "touristCode";
/** Unix milliseconds of the last time the page was left. */
export const LAST_LEAVE_TIME_KEY = "lastLeaveTime";
/** spec 1 §9: an online report every 60 s while logged in. */
export const REPORT_ONLINE_INTERVAL_MS = 60_000;
